/**
 * The Combat phase (F6): attacks one after another by ready characters (F6.1); the defender may block
 * with a ready character (F6.2, D26); a last response window before damage (F6.3) is the stack window of
 * the combat damage item; damage is dealt (F6.4–F6.5), defeated cards are discarded (F6.6), then the
 * attacker and blocker are exhausted (F6.7). Ending combat returns to the Day (F6.8).
 * @module
 */
import type { Action, ActionSpec, CardId, Ctx, Handler, PlayerId } from '@cardloom/core';
import {
  attackOf,
  cardOf,
  charactersOf,
  dealDamage,
  defeat,
  exhaust,
  inPlay,
  isDefeated,
  isExhausted,
} from '../board';
import { E, H, K, V, Z } from '../keys';
import { emptyPools } from '../resources';
import { STEP, windowOf } from '../windows';

/** The attack being resolved (a JSON value: it is kept in a game variable). */
type Attack = {
  readonly attacker: CardId;
  readonly target: CardId;
  readonly blocker: CardId;
};

function currentAttack(ctx: Ctx): Attack | null {
  const v = ctx.getVar(V.attack);
  if (typeof v !== 'object' || v === null || !('attacker' in v)) return null;
  const { attacker, target, blocker } = v;
  return typeof attacker === 'number' && typeof target === 'number' && typeof blocker === 'number'
    ? { attacker, target, blocker }
    : null;
}

/** Characters of `player` that may attack now: ready, not yet attacked this combat, arrived or Swift (D14, D27). */
export function attackersOf(ctx: Ctx, player: PlayerId): CardId[] {
  return charactersOf(ctx, player).filter((c) => {
    const card = ctx.card(c);
    if (card.tapped || ctx.countThisTurn(K.attacked(c, card.stamp)) > 0) return false;
    return card.enteredTurn < ctx.turnNumber || ctx.has(c, 'kw.swift');
  });
}

/** Cards an attacker of `player` may target: opposing characters, Guardians first (F6.2, D26). */
export function attackTargets(ctx: Ctx, player: PlayerId): CardId[] {
  const out: CardId[] = [];
  for (const opponent of ctx.opponents(player)) {
    const characters = charactersOf(ctx, opponent);
    const guardians = characters.filter((c) => !isExhausted(ctx, c) && ctx.has(c, 'kw.guardian'));
    out.push(...(guardians.length > 0 ? guardians : characters));
  }
  return out;
}

type AttackAction = Action & { attacker: CardId; target: CardId };

/** F6.1: declare one attack. */
export const attackAction: ActionSpec<AttackAction> = {
  type: 'attack',
  rule: 'F6.1',
  windows: ['turn'],
  enumerate(ctx: Ctx, player: PlayerId, out: Action[]) {
    if (windowOf(ctx) !== 'combat' || player !== ctx.active || currentAttack(ctx)) return;
    const attackers = attackersOf(ctx, player);
    if (attackers.length === 0) return;
    const targets = attackTargets(ctx, player);
    for (const attacker of attackers)
      for (const target of targets) out.push({ type: 'attack', player, attacker, target });
  },
  perform(ctx: Ctx, action: AttackAction) {
    const { attacker, target, player } = action;
    ctx.bump(K.attacked(attacker, ctx.card(attacker).stamp));
    ctx.setVar(V.attack, { attacker, target, blocker: -1 });
    ctx.emit({ type: E.attack, attacker, target, player });
    ctx.after(H.block);
  },
};

/** F6.8: stop declaring attacks and return to the Day's main step. */
export const endCombatAction: ActionSpec = {
  type: 'end-combat',
  rule: 'F6.8',
  windows: ['turn'],
  enumerate(ctx: Ctx, player: PlayerId, out: Action[]) {
    if (windowOf(ctx) === 'combat' && player === ctx.active && !currentAttack(ctx))
      out.push({ type: 'end-combat', player });
  },
  perform(ctx: Ctx) {
    ctx.bump(K.combatEnded);
    emptyPools(ctx); // the Combat phase ends (F3.3, D29)
    ctx.goToStep('day', STEP.main);
  },
};

/** After the attack's own triggers: the defender may assign one ready blocker (F6.2; Evasive: none). */
export const blockHandler: Handler = (ctx) => {
  const attack = currentAttack(ctx);
  if (!attack) return;
  if (!inPlay(ctx, attack.attacker) || !inPlay(ctx, attack.target)) {
    ctx.setVar(V.attack, null);
    return;
  }
  const defender = ctx.card(attack.target).controller;
  const candidates = ctx.has(attack.attacker, 'kw.evasive')
    ? []
    : charactersOf(ctx, defender).filter((c) => !isExhausted(ctx, c));
  if (candidates.length > 0) {
    const [blocker] = ctx.chooseCards(defender, candidates, {
      min: 0,
      max: 1,
      prompt: `Block ${cardOf(ctx, attack.attacker).name}?`,
      rule: 'F6.2',
    });
    if (blocker !== undefined) {
      ctx.setVar(V.attack, { ...attack, blocker });
      ctx.emit({ type: E.block, blocker, attacker: attack.attacker, player: defender });
    }
  }
  ctx.after(H.queueDamage);
};

/** F6.3: combat damage waits on the stack, so every player has a last chance to respond before it. */
export const queueDamageHandler: Handler = (ctx) => {
  const attack = currentAttack(ctx);
  if (!attack) return;
  const label = `Combat: ${cardOf(ctx, attack.attacker).name} attacks ${cardOf(ctx, attack.target).name}`;
  ctx.queue({ controller: ctx.active, source: attack.attacker, task: { h: H.combatDamage, a: null }, label });
};

function strike(ctx: Ctx, from: CardId, to: CardId, amount: number): void {
  const dealt = dealDamage(ctx, to, amount, from);
  if (dealt > 0) {
    const main = ctx.zoneOf(to) === Z.main && ctx.card(to).controller !== ctx.card(from).controller;
    ctx.emit({ type: E.combatDamage, source: from, target: to, amount: dealt, main });
  }
}

/** F6.4–F6.7: deal combat damage, discard defeated cards, exhaust attacker and blocker. */
export const combatDamageHandler: Handler = (ctx) => {
  const attack = currentAttack(ctx);
  if (!attack) return;
  ctx.setVar(V.attack, null);
  const { attacker, target, blocker } = attack;
  if (!inPlay(ctx, attacker)) return;
  const blocked = blocker >= 0 && inPlay(ctx, blocker);
  if (blocked) {
    // Simultaneous (F6.5): both amounts are read before either is dealt.
    const toBlocker = attackOf(ctx, attacker);
    const toAttacker = attackOf(ctx, blocker);
    strike(ctx, attacker, blocker, toBlocker);
    strike(ctx, blocker, attacker, toAttacker);
  } else if (blocker < 0 && inPlay(ctx, target)) strike(ctx, attacker, target, attackOf(ctx, attacker));
  const fighters = blocked ? [attacker, blocker] : [attacker, target];
  // Defeated fighters leave before the survivors are exhausted (the game-state check would find them too).
  for (const c of fighters) if (inPlay(ctx, c) && isDefeated(ctx, c)) defeat(ctx, c);
  for (const c of blocked ? [attacker, blocker] : [attacker])
    if (inPlay(ctx, c) && !ctx.has(c, 'kw.vigilant')) exhaust(ctx, c, 1);
};
