/**
 * Blockers (Lore 4.3–4.3d), damage-assignment order (4.7, 4.8) and combat damage (4.9, 4.9a).
 *
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import { blockViolation } from '../../rules/combat-legality.js';
import {
  type AttackSnapshot,
  type CombatSnapshot,
  combatStrikes,
  type DefenseSnapshot,
} from '../../rules/damage.js';
import {
  type AttackEntry,
  type BlockEntry,
  blockersOf,
  combat,
  liveAttacks,
  setCombat,
  wasBlocked,
} from '../state/combat.js';
import { damageObject, damagePlayer } from '../state/damage.js';
import { E, Z } from '../state/keys.js';
import { hasKeyword, inPlay, isCreature, isCurrent, refOf, remainingHp, strOf } from '../state/queries.js';
import { blockCapacity, viewOf } from './view.js';

/** The player an attack is aimed at (the target player, or the controller of the target object). */
function defenderOf(ctx: Ctx, attack: AttackEntry): PlayerId {
  const t = attack.target!;
  return 'player' in t ? t.player : ctx.card(t.object.id).controller;
}

/** Whether an attack is live (its attacker the same object in play) and its target too. */
function isAimed(ctx: Ctx, a: AttackEntry): boolean {
  return (
    isCurrent(ctx, a.card) &&
    inPlay(ctx, a.card.id) &&
    a.target !== null &&
    ('player' in a.target || isCurrent(ctx, a.target.object))
  );
}

/** Live attacks with a live target. */
function aimedAttacks(ctx: Ctx): AttackEntry[] {
  const attacks = combat(ctx)?.attacks;
  const out: AttackEntry[] = [];
  if (attacks) for (let i = 0; i < attacks.length; i++) if (isAimed(ctx, attacks[i])) out.push(attacks[i]);
  return out;
}

/** Objects attacked directly by these attacks. */
function attackedObjects(aimed: readonly AttackEntry[]): Set<CardId> {
  const out = new Set<CardId>();
  for (const a of aimed) if (a.target && 'object' in a.target) out.add(a.target.object.id);
  return out;
}

/** Players being attacked, in turn order from the attacking player (Lore 4.3a). */
export function defendingPlayers(ctx: Ctx, aimed: readonly AttackEntry[] = aimedAttacks(ctx)): PlayerId[] {
  const attacker = combat(ctx)?.attacker ?? ctx.active;
  const seats = [attacker, ...ctx.playersInOrder(attacker).filter((p) => p !== attacker)];
  const attacked = new Set(aimed.map((a) => defenderOf(ctx, a)));
  return seats.filter((p) => attacked.has(p));
}

/**
 * Lore 4.3: each attacked player, in turn order, declares blockers: repeatedly picks an attacker
 * aimed at them and the creatures that block it (three or more for Colossal), or stops.
 */
export function declareBlockers(ctx: Ctx): void {
  const current = combat(ctx);
  if (!current) return;
  const blocks: BlockEntry[] = [];
  // Nothing changes the state while blocks are declared, so the attacks, who may block each attacker
  // and how many blockers it needs are found once per run (the task reruns after every decision).
  const aimed = aimedAttacks(ctx);
  const direct = attackedObjects(aimed);
  for (const defender of defendingPlayers(ctx, aimed)) {
    const remaining = aimed.filter((a) => defenderOf(ctx, a) === defender).map((a) => a.card.id);
    const used = new Map<CardId, number>();
    const legal = new Map<CardId, CardId[]>();
    const mayBlock = (attacker: CardId): CardId[] => {
      let found = legal.get(attacker);
      if (found === undefined) {
        const view = viewOf(ctx, attacker);
        found = ctx
          .cards(Z.play, defender)
          .filter((b) => isCreature(ctx, b) && blockViolation(view, viewOf(ctx, b), direct.has(b)) === null);
        legal.set(attacker, found);
      }
      return found;
    };
    // Until a creature blocks, every legal blocker has capacity left (at least 1).
    const candidatesFor = (attacker: CardId) =>
      used.size === 0
        ? mayBlock(attacker)
        : mayBlock(attacker).filter((b) => (used.get(b) ?? 0) < blockCapacity(ctx, b));
    const colossal = new Map<CardId, boolean>();
    const needed = (attacker: CardId) => {
      let is = colossal.get(attacker);
      if (is === undefined) colossal.set(attacker, (is = hasKeyword(ctx, attacker, 'colossal')));
      return is ? 3 : 1;
    };
    for (;;) {
      const open = remaining.filter((a) => candidatesFor(a).length >= needed(a));
      if (open.length === 0) break;
      const key = ctx.chooseOption(defender, ['done', ...open.map((a) => `a${a}`)], {
        prompt: 'Block which attacker?',
        labels: () => ['no more blocks', ...open.map((a) => ctx.cardDef(a).name)],
        rule: 'Lore 4.3',
      });
      if (key === 'done') break;
      const attacker = Number(key.slice(1));
      remaining.splice(remaining.indexOf(attacker), 1);
      const candidates = candidatesFor(attacker);
      const chosen = ctx.chooseCards(defender, candidates, {
        min: needed(attacker),
        max: candidates.length,
        prompt: `Block ${ctx.cardDef(attacker).name} with which creatures?`,
        rule: needed(attacker) > 1 ? 'Lore keyword Colossal' : 'Lore 4.3c',
      });
      for (const b of chosen) {
        used.set(b, (used.get(b) ?? 0) + 1);
        blocks.push({ blocker: refOf(ctx, b), attacker });
      }
    }
  }
  setCombat(ctx, Object.assign({}, current, { blocks }));
  for (const b of blocks) ctx.emit({ type: E.blocks, card: b.blocker.id, attacker: b.attacker });
}

/** Creatures each defender deals damage to: attackers it blocks, or attackers that reach it directly. */
function defenseTargets(ctx: Ctx): Map<CardId, CardId[]> {
  const c = combat(ctx);
  const out = new Map<CardId, CardId[]>();
  if (!c) return out;
  const add = (defender: CardId, attacker: CardId) => {
    const list = out.get(defender) ?? [];
    if (!list.includes(attacker)) list.push(attacker);
    out.set(defender, list);
  };
  const live = liveAttacks(ctx);
  for (const b of c.blocks) {
    if (
      isCurrent(ctx, b.blocker) &&
      inPlay(ctx, b.blocker.id) &&
      live.some((a) => a.card.id === b.attacker)
    ) {
      add(b.blocker.id, b.attacker);
    }
  }
  // README A25: a creature attacked directly strikes back at the attackers that reach it.
  for (const a of aimedAttacks(ctx)) {
    const t = a.target!;
    if ('object' in t && isCreature(ctx, t.object.id) && !wasBlocked(ctx, a.card.id))
      add(t.object.id, a.card.id);
  }
  return out;
}

/** Lore 4.7 and 4.8: the attacker orders each attacker's blockers; defenders order what each defender hits. */
export function chooseDamageOrder(ctx: Ctx): void {
  const c = combat(ctx);
  if (!c) return;
  const blockerOrder: Record<string, CardId[]> = {};
  for (const a of aimedAttacks(ctx)) {
    const blockers = blockersOf(ctx, a.card.id);
    blockerOrder[a.card.id] =
      blockers.length > 1
        ? ctx.order(c.attacker, blockers, {
            prompt: `Order the blockers of ${ctx.cardDef(a.card.id).name}`,
            rule: 'Lore 4.7',
          })
        : blockers;
  }
  const defenderOrder: Record<string, CardId[]> = {};
  const targets = defenseTargets(ctx);
  const seats = [c.attacker, ...ctx.playersInOrder(c.attacker).filter((p) => p !== c.attacker)];
  for (const seat of seats) {
    for (const [defender, attackers] of targets) {
      if (ctx.card(defender).controller !== seat) continue;
      defenderOrder[defender] =
        attackers.length > 1
          ? ctx.order(seat, attackers, {
              prompt: `Order the attackers ${ctx.cardDef(defender).name} damages`,
              rule: 'Lore 4.8',
            })
          : attackers;
    }
  }
  setCombat(ctx, Object.assign({}, c, { blockerOrder, defenderOrder }));
}

/** Lore 4.9/4.9a: all combat damage at once, from one snapshot. */
export function dealCombatDamage(ctx: Ctx): void {
  const c = combat(ctx);
  if (!c) return;
  const attacks: AttackSnapshot[] = aimedAttacks(ctx).map((a) => {
    const live = blockersOf(ctx, a.card.id);
    const ordered = (c.blockerOrder[a.card.id] ?? []).filter((b) => live.includes(b));
    const t = a.target!;
    return {
      attacker: String(a.card.id),
      str: strOf(ctx, a.card.id),
      overrun: hasKeyword(ctx, a.card.id, 'overrun'),
      target:
        'player' in t ? { kind: 'player', player: t.player } : { kind: 'object', id: String(t.object.id) },
      blocked: wasBlocked(ctx, a.card.id),
      blockers: [...ordered, ...live.filter((b) => !ordered.includes(b))].map(String),
    };
  });
  const defenses: DefenseSnapshot[] = [];
  for (const [defender, attackers] of defenseTargets(ctx)) {
    const ordered = (c.defenderOrder[defender] ?? []).filter((a) => attackers.includes(a));
    defenses.push({
      defender: String(defender),
      str: strOf(ctx, defender),
      overrun: hasKeyword(ctx, defender, 'overrun'),
      attackers: [...ordered, ...attackers.filter((a) => !ordered.includes(a))].map(String),
    });
  }
  const snapshot: CombatSnapshot = {
    attacks,
    defenses,
    lethal: (id) => remainingHp(ctx, Number(id)),
    controller: (id) => ctx.card(Number(id)).controller,
  };
  const strikes = combatStrikes(snapshot);
  const rot = new Map(strikes.map((s) => [s.source, hasKeyword(ctx, Number(s.source), 'rot')]));
  for (const s of strikes) {
    const source = { card: Number(s.source), rot: rot.get(s.source) ?? false };
    if (s.to.kind === 'player') damagePlayer(ctx, source, s.to.player, s.amount);
    else damageObject(ctx, source, Number(s.to.id), s.amount);
  }
}

/** Whether any attacker has a target (combat steps after 4.2 are skipped otherwise). */
export function combatUnderway(ctx: Ctx): boolean {
  // A loop, not a closure: the steps after 4.2 ask this to decide whether they are skipped.
  const attacks = combat(ctx)?.attacks;
  if (attacks) for (let i = 0; i < attacks.length; i++) if (isAimed(ctx, attacks[i])) return true;
  return false;
}
