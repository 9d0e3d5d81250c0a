/**
 * A heuristic value of a position for one player (higher is better), for greedy and search bots:
 * victory tokens, main character health, the board, cards in hand and resources, against the best
 * opponent.
 * @module
 */
import type { Game, PlayerId } from '@cardloom/core';
import { attackOf, charactersOf, healthOf, mainOf, scoreOf } from './board';
import { P, RESOURCE_KINDS, Z } from './keys';

function strength(game: Game, player: PlayerId): number {
  const ctx = game.ctx;
  const main = mainOf(ctx, player);
  if (main < 0) return -100;
  const target = ctx.option<number>('victoryTarget') || 8;
  let value = 60 * (scoreOf(ctx, player) / target) + 2 * healthOf(ctx, main);
  for (const c of charactersOf(ctx, player))
    if (c !== main) value += attackOf(ctx, c) + 0.5 * healthOf(ctx, c);
  value += 1.5 * ctx.count(Z.hand, player) + ctx.playerCounter(player, P.command);
  for (const kind of RESOURCE_KINDS) value += 2 * ctx.playerCounter(player, P.tokens(kind));
  return value;
}

/**
 * The position's value for `player`: their strength minus the strongest opponent's; ±1000 once the
 * game is decided.
 */
export function evaluate(game: Game, player: PlayerId): number {
  const st = game.state;
  if (st.status.over)
    return st.status.winners.includes(player) ? 1000 : st.status.winners.length === 0 ? 0 : -1000;
  if (st.players[player].out) return -1000;
  const mine = strength(game, player);
  let best = Number.NEGATIVE_INFINITY;
  for (const p of game.ctx.opponents(player)) best = Math.max(best, strength(game, p));
  return mine - (best === Number.NEGATIVE_INFINITY ? 0 : best);
}
