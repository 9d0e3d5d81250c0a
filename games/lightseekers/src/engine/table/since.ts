/**
 * "Since Your Last Turn" (Lightseekers 6, L37): what happened to a player since the end of their
 * previous turn.
 * @module
 */
import type { Ctx, PlayerId } from '@cardloom/core';

/** Things a player can have had happen to them. */
export type SinceEvent = 'attacked' | 'damaged';

const key = (p: PlayerId) => `ls.since.${p}`;

/** Records that `event` happened to `p`. */
export function noteSince(ctx: Ctx, p: PlayerId, event: SinceEvent): void {
  const now = ctx.getVar<SinceEvent[]>(key(p)) ?? [];
  if (!now.includes(event)) ctx.setVar(key(p), [...now, event]);
}

/** Whether `event` happened to `p` since their last turn. */
export function happenedSince(ctx: Ctx, p: PlayerId, event: SinceEvent): boolean {
  return (ctx.getVar<SinceEvent[]>(key(p)) ?? []).includes(event);
}

/** Starts a new window at the end of `p`'s turn. */
export function resetSince(ctx: Ctx, p: PlayerId): void {
  if ((ctx.getVar<SinceEvent[]>(key(p)) ?? []).length > 0) ctx.setVar(key(p), []);
}
