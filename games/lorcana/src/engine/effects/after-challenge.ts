/**
 * Delayed effects that happen “after the challenge” (“ready this character after the challenge”):
 * kept while the challenge goes on, then resolved once it is over (CR 4.6.7), in the order they
 * were created. The effect keeps the cards it referred to, as long as they are the same cards.
 *
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import type { Effect } from '../../cards/vocabulary-effects.js';
import { stored } from '../state/stored.js';

/** The handler (registered by the definition) that resolves one delayed effect. */
export const AFTER_CHALLENGE = 'lorcana/after-challenge';

/** One delayed effect: what to do, for whom, and the cards it refers to. */
export interface AfterChallengeArgs {
  readonly effect: Effect;
  readonly source: CardId;
  readonly controller: PlayerId;
  readonly it: readonly { readonly id: CardId; readonly stamp: number }[];
}

const KEY = 'afterChallenge';

/** Keeps `args` until the current challenge is over. */
export function addAfterChallenge(ctx: Ctx, args: AfterChallengeArgs): void {
  const list = stored<AfterChallengeArgs[]>(ctx.getVar(KEY)) ?? [];
  ctx.setVar(KEY, [...list, args] as never);
}

/** The challenge is over: each delayed effect resolves now (CR 4.6.7). */
export function runAfterChallenge(ctx: Ctx): void {
  const list = stored<AfterChallengeArgs[]>(ctx.getVar(KEY));
  if (!list || list.length === 0) return;
  ctx.setVar(KEY, null);
  for (const args of list) ctx.after(AFTER_CHALLENGE, { event: { type: KEY }, args } as never);
}
