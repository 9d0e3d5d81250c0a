/**
 * The record of the card or Ability being handled (Lightseekers 4.3.3), as a typed game variable: the
 * turn's resolution writes it, and the Cancel verb marks it (6 Cancel).
 * @module
 */
import { type CardId, type Ctx, gameVar, type PlayerId } from '@cardloom/core';
import type { Effect } from '../../cards/vocabulary-effects.js';

/** The card or Ability being handled. */
export interface Resolving {
  readonly player: PlayerId;
  readonly card: CardId;
  /** Ability index, or -1 for a played card. */
  readonly ability: number;
  /** The acts it counts as (6: Attack, Defend, Buff, Equip, Play, Ability). */
  readonly acts: readonly string[];
  /** An Attack's chosen hero, otherwise the player. */
  readonly recipient: PlayerId;
  readonly cancelled: boolean;
  /** Its own effects with their calculations made when it was played (4.3.3), and X then; or null. */
  readonly plan: { readonly effects: readonly Effect[]; readonly x: number } | null;
}

/** The game variable holding the record, null between cards. */
export const RESOLVING = gameVar<Resolving | null>('ls.res', null);

/** The record of what is being handled, or null. */
export function resolving(ctx: Ctx): Resolving | null {
  return ctx.read(RESOLVING);
}

/** Cancels what is being handled: its own effects will not play out (6 Cancel). */
export function cancelResolving(ctx: Ctx): void {
  const res = ctx.read(RESOLVING);
  if (res && !res.cancelled) ctx.write(RESOLVING, { ...res, cancelled: true });
}
