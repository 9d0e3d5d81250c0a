/**
 * The record of what the acting player has done this turn (Lightseekers 4.3, 4.3.1, 4.3.2, 4.5.1, L5,
 * L8): actions spent and gained, a combo, an Ability, card names, Elements used, a card gone from hand.
 * @module
 */
import type { Ctx, PlayerId } from '@cardloom/core';
import type { Element } from '../../cards/vocabulary-elements.js';

const KEY = 'ls.turn';

/** A turn's record before the acting player has done anything. */
const FRESH = {
  /** Actions spent (a combo spends all of them, 4.3.1). */
  spent: 0,
  /** Extra actions gained this turn by effects. */
  gained: 0,
  /** A combo was played (4.3.1): no second combo; the draw phase draws one (4.4). */
  combo: false,
  /** An Ability was used (4.3.2: one per turn). */
  ability: false,
  /** Names of cards played or whose Ability was used (4.3.1, L8). */
  names: [] as readonly string[],
  /** Basic Elements already used by an action (4.3, L5). */
  used: [] as readonly Element[],
  /** A card left the acting player's hand (4.5.1). */
  handLeft: false,
};

/** What the acting player has done this turn. */
export type TurnInfo = Readonly<typeof FRESH>;

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

/** Records that a card left the acting player's hand (4.5.1). */
export function noteHandLeft(ctx: Ctx, owner: PlayerId): void {
  if (owner === ctx.active && !turnInfo(ctx).handLeft) updateTurn(ctx, { handLeft: true });
}
