/**
 * Announcing attackers and choosing what they attack (Lore 4.1, 4.2–4.2c, keywords Madness, Ready).
 *
 * @module
 */
import type { Action, ActionSpec, CardId, Ctx, PlayerId } from '@cardloom/core';
import { attackTargetViolation, attackViolation, type CombatView } from '../../rules/combat-legality.js';
import { type AttackEntry, type AttackTarget, combat, setCombat } from '../state/combat.js';
import { E, Z } from '../state/keys.js';
import { hasKeyword, isCreature, refOf } from '../state/queries.js';
import { viewOf } from './view.js';

/** Whether a creature may be announced as an attacker now. */
export function canDeclareAttacker(ctx: Ctx, player: PlayerId, card: CardId): boolean {
  if (ctx.card(card).controller !== player || !isCreature(ctx, card)) return false;
  if (isAnnounced(ctx, card)) return false;
  return attackViolation(viewOf(ctx, card)) === null;
}

/** Whether the creature is already announced as an attacker (a loop: no closure per creature asked about). */
function isAnnounced(ctx: Ctx, card: CardId): boolean {
  const attacks = combat(ctx)?.attacks;
  if (attacks === undefined) return false;
  for (let i = 0; i < attacks.length; i++) if (attacks[i].card.id === card) return true;
  return false;
}

/** Creatures `player` could announce as attackers (asked by the step's skip and by enumeration: once per state). */
export function possibleAttackers(ctx: Ctx, player: PlayerId): readonly CardId[] {
  return ctx.memo(`lore.attackers/${player}`, () =>
    ctx.cards(Z.play, player).filter((c) => canDeclareAttacker(ctx, player, c)),
  );
}

/** Objects of opponents that `attacker` may attack (Lore 4.2a). */
export function attackableObjects(ctx: Ctx, attacker: CardId): CardId[] {
  const me = viewOf(ctx, attacker);
  const out: CardId[] = [];
  for (const o of ctx.opponents(ctx.card(attacker).controller)) {
    for (const card of ctx.cards(Z.play, o)) {
      const target: CombatView = viewOf(ctx, card);
      if (attackTargetViolation(me, target) === null) out.push(card);
    }
  }
  return out;
}

type CardAction = Action & { card: CardId };

/** Lore 4.1: announce a creature as an attacker. */
export const declareAttackerAction: ActionSpec<CardAction> = {
  type: 'attack',
  rule: 'Lore 4.1',
  enumerate(ctx, player, out) {
    if (ctx.step.step !== 'attack') return;
    for (const card of possibleAttackers(ctx, player)) out.push({ type: 'attack', player, card });
  },
  perform(ctx, a) {
    const current = combat(ctx) ?? {
      attacker: a.player,
      attacks: [],
      blocks: [],
      blockerOrder: {},
      defenderOrder: {},
    };
    // Object.assign, not a spread followed by more keys (~10× slower on Node 20's V8).
    setCombat(
      ctx,
      Object.assign({}, current, {
        attacks: [...current.attacks, { card: refOf(ctx, a.card), target: null }],
      }),
    );
  },
};

/** Chooses (or rolls, for Madness) what one attacker attacks. */
function chooseTarget(ctx: Ctx, player: PlayerId, card: CardId): AttackTarget {
  const opponents = ctx.opponents(player);
  if (hasKeyword(ctx, card, 'madness')) {
    const result = ctx.rollDie(6);
    ctx.emit({ type: E.die, player, result, card });
    if (result % 2 === 1) return { player };
    if (opponents.length === 1) return { player: opponents[0] };
    const [p] = ctx.choosePlayers(player, opponents, {
      prompt: 'Madness: attack which opponent?',
      rule: 'Lore keyword Madness',
    });
    return { player: p };
  }
  const objects = attackableObjects(ctx, card);
  const keys = [...opponents.map((p) => `p${p}`), ...objects.map((c) => `c${c}`)];
  const labels = () => [
    ...opponents.map((p) => `player ${p + 1}`),
    ...objects.map((c) => ctx.cardDef(c).name),
  ];
  const key = ctx.chooseOption(player, keys, {
    prompt: `What does ${ctx.cardDef(card).name} attack?`,
    labels,
    rule: 'Lore 4.2',
  });
  return key.startsWith('p')
    ? { player: Number(key.slice(1)) }
    : { object: refOf(ctx, Number(key.slice(1))) };
}

/**
 * Lore 4.1–4.2: done announcing; Madness rolls, every attacker gets its target, then attackers are
 * evoked unless they have Ready.
 */
export const endAttacksAction: ActionSpec = {
  type: 'end-attacks',
  rule: 'Lore 4.2',
  enumerate(ctx, player, out) {
    if (ctx.step.step === 'attack') out.push({ type: 'end-attacks', player });
  },
  perform(ctx, a) {
    const current = combat(ctx);
    if (current) {
      const attacks: AttackEntry[] = current.attacks.map((entry) => ({
        card: entry.card,
        target: chooseTarget(ctx, a.player, entry.card.id),
      }));
      setCombat(ctx, Object.assign({}, current, { attacks }));
      for (const entry of attacks) {
        if (!hasKeyword(ctx, entry.card.id, 'ready')) ctx.setTapped(entry.card.id, true);
        ctx.emit({ type: E.attacks, card: entry.card.id, player: a.player });
      }
    }
    ctx.endStep();
  },
};
