/**
 * A game's observable outcome, read through the kernel's public reading API (not the state's shape):
 * what tests compare to show that a change of implementation changed no rule.
 * @module
 */
import type { Game } from '@cardloom/core';
import { C, P, RESOURCE_KINDS, Z } from '../engine/keys';

/** The result, the turn, and every player's zones (card ids in order), counters and tokens. */
export function outcomeOf(game: Game): unknown {
  const { ctx } = game;
  const status = game.state.status;
  return {
    over: status.over,
    reason: status.reason,
    winners: status.winners,
    turn: ctx.turnNumber,
    players: Array.from({ length: ctx.playerCount }, (_, p) => ({
      zones: Object.values(Z).map((zone) =>
        ctx.cards(zone, p).map((c) => [ctx.card(c).def, ctx.counter(c, C.damage), ctx.counter(c, C.victory)]),
      ),
      command: ctx.playerCounter(p, P.command),
      tokens: RESOURCE_KINDS.map((k) => ctx.playerCounter(p, P.tokens(k))),
    })),
  };
}
