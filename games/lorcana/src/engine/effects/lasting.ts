/**
 * Lasting effects with the Lorcana durations (CR 6.1.13): “this turn” ends in the End-of-Turn phase
 * (CR 3.4.1.2); “until the start of your next turn” ends in that player's Ready step, in the order
 * each edition gives (CR 3.2.1.3); “during their next turn” starts applying when that turn starts.
 *
 * @module
 */
import type { CardId, Ctx, Duration as KernelDuration, PlayerId } from '@cardloom/core';
import type { Duration } from '../../cards/vocabulary-refs.js';
import { stored } from '../state/stored.js';

/** Arguments tagged on kernel effects to give them Lorcana durations. */
export interface LastingArgs {
  /** Ends in this player's next Ready step. */
  readonly untilStartOf?: PlayerId;
  /** Ends when the current challenge ends. */
  readonly thisChallenge?: boolean;
}

/** A change waiting for the affected card's owner's next turn (“during their next turn”). */
interface NextTurnEntry {
  readonly player: PlayerId;
  readonly after: number;
  readonly card: CardId;
  readonly stamp: number;
  readonly stat: string;
  readonly amount: number;
}

function kernelDuration(duration: Duration): KernelDuration {
  return duration === 'thisTurn' ? { until: 'end-of-turn' } : { until: 'permanent' };
}

function argsFor(duration: Duration, controller: PlayerId): LastingArgs | null {
  if (duration === 'untilStartOfYourNextTurn') return { untilStartOf: controller };
  if (duration === 'thisChallenge') return { thisChallenge: true };
  return null;
}

/** Adds `amount` to a characteristic of cards for a duration (CR 6.6). */
export function modifyCards(
  ctx: Ctx,
  cards: readonly CardId[],
  stat: string,
  amount: number,
  duration: Duration,
  controller: PlayerId,
  source: CardId,
): void {
  if (cards.length === 0) return;
  if (duration === 'duringTheirNextTurn') {
    const list = stored<NextTurnEntry[]>(ctx.getVar('nextTurn')) ?? [];
    const added = cards.map((card) => ({
      player: ctx.card(card).owner,
      after: ctx.turnNumber,
      card,
      stamp: ctx.card(card).stamp,
      stat,
      amount,
    }));
    ctx.setVar('nextTurn', [...list, ...added] as never);
    return;
  }
  ctx.addEffect({
    kind: 'modifier',
    stat,
    op: 'add',
    amount,
    cards: cards.map((id) => ({ id, stamp: ctx.card(id).stamp })),
    duration: kernelDuration(duration),
    args: argsFor(duration, controller) as never,
    source,
    controller,
  });
}

/** Adds to a player-level characteristic for a duration (e.g. “can't play actions”). */
export function modifyPlayers(
  ctx: Ctx,
  players: readonly PlayerId[],
  stat: string,
  amount: number,
  duration: Duration,
  controller: PlayerId,
  source: CardId,
): void {
  if (players.length === 0) return;
  ctx.addEffect({
    kind: 'modifier',
    stat,
    op: 'add',
    amount,
    players: [...players],
    duration: kernelDuration(duration === 'duringTheirNextTurn' ? 'untilStartOfYourNextTurn' : duration),
    args: argsFor(duration, controller) as never,
    source,
    controller,
  });
}

/** Ends “until the start of your next turn” effects of `player` (CR 3.2.1.3). */
export function endUntilStartOf(ctx: Ctx, player: PlayerId): void {
  const ends = (e: { args?: unknown }) => (e.args as LastingArgs | null | undefined)?.untilStartOf === player;
  if (ctx.state.effects.some(ends)) ctx.removeEffects(ends);
}

/** Ends “while challenging / this challenge” effects (CR 4.6.7). */
export function endChallengeEffects(ctx: Ctx): void {
  ctx.removeEffects((e) => (e.args as LastingArgs | null)?.thisChallenge === true);
}

/** Starts the “during their next turn” changes waiting for `active`, whose turn starts. */
export function startNextTurnEffects(ctx: Ctx, active: PlayerId): void {
  const list = stored<NextTurnEntry[]>(ctx.getVar('nextTurn')) ?? [];
  if (list.length === 0) return;
  const now = list.filter((e) => e.player === active && ctx.turnNumber > e.after);
  if (now.length === 0) return;
  ctx.setVar('nextTurn', list.filter((e) => !now.includes(e)) as never);
  for (const e of now) {
    if (ctx.card(e.card).stamp !== e.stamp) continue;
    ctx.addEffect({
      kind: 'modifier',
      stat: e.stat,
      op: 'add',
      amount: e.amount,
      cards: [{ id: e.card, stamp: e.stamp }],
      duration: { until: 'end-of-turn-of', player: active },
    });
  }
}
