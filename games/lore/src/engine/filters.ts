/**
 * Evaluating the vocabulary's filters, conditions, amounts and player references against the game.
 *
 * @module
 */
import type { CardId, Ctx, GameEvent, PlayerId } from '@cardloom/core';
import type { Amount, CardFilter, Condition, ObjectFilter, PlayerRef } from '../cards/vocabulary-effects.js';
import { isAttacking, isBlocking } from './combat-state.js';
import { C } from './keys.js';
import {
  hasKeyword,
  loreCard,
  mythos,
  objectsInPlay,
  opponentOf,
  remainingHp,
  sanity,
  strOf,
} from './queries.js';

/** Selections made for an effect (step d): path in the effect tree → chosen card ids or players. */
export type Selections = Readonly<Record<string, readonly number[]>>;

/** Players are stored in selections as `-(seat + 1)`, cards as their ids. */
export const encodePlayer = (p: PlayerId): number => -(p + 1);
/** The seat of an encoded player, or null for a card id. */
export const decodePlayer = (v: number): PlayerId | null => (v < 0 ? -v - 1 : null);

/** What an effect runs with. */
export interface EffectEnv {
  readonly controller: PlayerId;
  /** The card the ability is on, or the spell being played (-1 for none). */
  readonly self: CardId;
  /** The objects "it" refers to: the event's card, then whatever the previous step acted on. */
  it: CardId[];
  readonly event?: GameEvent;
  readonly selections: Selections;
}

/** Whether a card matches the printed-characteristics part of a filter. */
export function matchesCard(ctx: Ctx, card: CardId, filter: CardFilter): boolean {
  const lore = loreCard(ctx, card);
  if (filter.types && !filter.types.includes(lore.type)) return false;
  if (filter.supertype && !lore.supertypes.includes(filter.supertype)) return false;
  if (filter.notSupertype && lore.supertypes.includes(filter.notSupertype)) return false;
  if (filter.subtype && !ctx.hasTrait(card, filter.subtype)) return false;
  return true;
}

/** Whether an object in play matches a filter, seen from `controller` with `self` as "this". */
export function matchesObject(
  ctx: Ctx,
  card: CardId,
  filter: ObjectFilter,
  controller: PlayerId,
  self: CardId,
): boolean {
  if (!matchesCard(ctx, card, filter)) return false;
  const owner = ctx.card(card).controller;
  if (filter.controller === 'you' && owner !== controller) return false;
  if (filter.controller === 'opponent' && owner === controller) return false;
  if (filter.other && card === self) return false;
  if (filter.keyword && !hasKeyword(ctx, card, filter.keyword)) return false;
  if (filter.maxStr !== undefined && strOf(ctx, card) > filter.maxStr) return false;
  if (filter.maxHp !== undefined && remainingHp(ctx, card) > filter.maxHp) return false;
  if (filter.combat === 'attacking' && !isAttacking(ctx, card)) return false;
  if (filter.combat === 'blocking' && !isBlocking(ctx, card)) return false;
  if (filter.token !== undefined && ctx.card(card).token !== filter.token) return false;
  return true;
}

/** Whether `chooser` may select this object: opponents cannot select Beneath notice objects. */
export function selectable(ctx: Ctx, card: CardId, chooser: PlayerId): boolean {
  return ctx.card(card).controller === chooser || !hasKeyword(ctx, card, 'beneathNotice');
}

/** Objects in play a selection may pick. */
export function selectionCandidates(
  ctx: Ctx,
  filter: ObjectFilter,
  env: Pick<EffectEnv, 'controller' | 'self'>,
): CardId[] {
  return objectsInPlay(ctx).filter(
    (c) => matchesObject(ctx, c, filter, env.controller, env.self) && selectable(ctx, c, env.controller),
  );
}

/** Objects in play matching a filter, no selection involved ("each …"). */
export function allMatching(
  ctx: Ctx,
  filter: ObjectFilter,
  env: Pick<EffectEnv, 'controller' | 'self'>,
): CardId[] {
  return objectsInPlay(ctx).filter((c) => matchesObject(ctx, c, filter, env.controller, env.self));
}

/** The players a reference names. `selected` uses the selection at `path`. */
export function playersOf(ctx: Ctx, ref: PlayerRef, env: EffectEnv, path: string): PlayerId[] {
  switch (ref) {
    case 'you':
      return [env.controller];
    case 'opponent':
      return [opponentOf(ctx, env.controller)];
    case 'each':
      return [ctx.active, ...ctx.playersInOrder(ctx.active).filter((p) => p !== ctx.active)];
    case 'selected':
      return (env.selections[path] ?? []).map(decodePlayer).filter((p): p is PlayerId => p !== null);
    case 'itsController':
      return env.it.length ? [ctx.card(env.it[0]).controller] : [];
  }
}

/** Evaluates an amount. */
export function amountOf(ctx: Ctx, amount: Amount, env: EffectEnv): number {
  if (typeof amount === 'number') return amount;
  switch (amount.kind) {
    case 'count':
      return allMatching(ctx, amount.filter, env).length;
    case 'mythos':
      return mythos(ctx);
    case 'turnCounters':
      return env.self >= 0 ? ctx.counter(env.self, C.turns) : 0;
    case 'str': {
      const card = amount.of === 'self' ? env.self : env.it[0];
      return card === undefined || card < 0 ? 0 : strOf(ctx, card);
    }
    case 'handSize':
      return playersOf(ctx, amount.player, env, '').reduce((n, p) => n + ctx.count('hand', p), 0);
  }
}

/** Evaluates a condition. */
export function conditionHolds(
  ctx: Ctx,
  condition: Condition,
  env: Pick<EffectEnv, 'controller' | 'self'>,
): boolean {
  switch (condition.kind) {
    case 'mythosAtLeast':
      return mythos(ctx) >= condition.amount;
    case 'turnCountersAtLeast':
      return env.self >= 0 && ctx.counter(env.self, C.turns) >= condition.amount;
    case 'control':
      return allMatching(ctx, { ...condition.filter, controller: 'you' }, env).length >= condition.atLeast;
    case 'sanityAtMost': {
      const who = condition.player === 'you' ? env.controller : opponentOf(ctx, env.controller);
      return sanity(ctx, who) <= condition.amount;
    }
    case 'yourTurn':
      return ctx.active === env.controller;
    case 'not':
      return !conditionHolds(ctx, condition.condition, env);
  }
}
