/**
 * The acting player's actions this turn (4.3, 4.3.1, 6.1.6): two, plus "more actions" modifiers and
 * gained ones, never beyond an action limit, minus those spent (the record is `table/turn-record.ts`).
 * @module
 */
import type { Ctx, PlayerId } from '@cardloom/core';
import { modifiersOn } from '../modifiers/modifiers.js';
import { turnInfo } from '../table/turn-record.js';

/** Actions every hero has per turn (4.3). */
export const BASE_ACTIONS = 2;

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
