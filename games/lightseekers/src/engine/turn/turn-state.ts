/**
 * Per-turn bookkeeping of the acting player (4.3, 4.3.1, 4.5.1, 6.1.6): actions spent and gained, the
 * combo, the one Ability, card names used, basic Elements used, and whether a card left the hand.
 * Kept in a game variable that is replaced on every change (the state stays plain JSON).
 * @module
 */
import type { Ctx, PlayerId } from '@cardloom/core';
import type { Element } from '../../cards/vocabulary-elements.js';
import { modifiersOn } from '../modifiers/modifiers.js';

/** What the acting player has done this turn. */
export type TurnInfo = {
  /** Actions spent (a combo spends all of them, 4.3.1). */
  readonly spent: number;
  /** Extra actions gained this turn by effects. */
  readonly gained: number;
  /** A combo was played (4.3.1): no second combo; the draw phase draws one (4.4). */
  readonly combo: boolean;
  /** An Ability was used (4.3.2: one per turn). */
  readonly ability: boolean;
  /** Names of cards played or whose Ability was used (4.3.1, L8). */
  readonly names: readonly string[];
  /** Basic Elements already used by an action (4.3, L5). */
  readonly used: readonly Element[];
  /** A card left the acting player's hand (4.5.1). */
  readonly handLeft: boolean;
};

const KEY = 'ls.turn';
const FRESH: TurnInfo = {
  spent: 0,
  gained: 0,
  combo: false,
  ability: false,
  names: [],
  used: [],
  handLeft: false,
};

/** Actions every hero has per turn (4.3). */
export const BASE_ACTIONS = 2;

/** This turn's record. */
export function turnInfo(ctx: Ctx): TurnInfo {
  return ctx.getVar<TurnInfo>(KEY) ?? FRESH;
}

/** Changes this turn's record. */
export function updateTurn(ctx: Ctx, change: Partial<TurnInfo>): void {
  ctx.setVar(KEY, { ...turnInfo(ctx), ...change });
}

/** Starts a fresh record (turn start). */
export function resetTurn(ctx: Ctx): void {
  ctx.setVar(KEY, FRESH);
}

/** Total actions of `p` this turn: 2, plus "more actions" modifiers, plus gained ones. */
export function totalActions(ctx: Ctx, p: PlayerId): number {
  let total = BASE_ACTIONS + turnInfo(ctx).gained;
  for (const m of modifiersOn(ctx, p)) if (m.modifier.kind === 'actions') total += m.modifier.delta;
  return Math.max(0, total);
}

/** The tightest action limit on `p` (6.1.6), or Infinity. */
export function actionLimit(ctx: Ctx, p: PlayerId): number {
  let limit = Number.POSITIVE_INFINITY;
  for (const m of modifiersOn(ctx, p))
    if (m.modifier.kind === 'actionLimit') limit = Math.min(limit, m.modifier.max);
  return limit;
}

/** Actions the acting player may still take (limited actions never exceed their limit, 6.1.6). */
export function remainingActions(ctx: Ctx, p: PlayerId): number {
  return Math.max(0, Math.min(totalActions(ctx, p), actionLimit(ctx, p)) - turnInfo(ctx).spent);
}

/** Records that a card left the acting player's hand (4.5.1). */
export function noteHandLeft(ctx: Ctx, owner: PlayerId): void {
  if (owner === ctx.active && !turnInfo(ctx).handLeft) updateTurn(ctx, { handLeft: true });
}
