/**
 * A heuristic value of a position for one player (higher is better), for greedy and search bots:
 * victory points first (5), then health against the other heroes (low health weighs more), then
 * cards in hand, buffs and items.
 * @module
 */
import type { Game, PlayerId } from '@cardloom/core';
import { Z } from '../table/catalog.js';
import { HEALTH, MAX_HEALTH, VP } from '../table/removal.js';

/** The value of `game` for `player`: +100 for a win, -100 for a loss, otherwise a weighted sum. */
export function evaluate(game: Game, player: PlayerId): number {
  const st = game.state;
  if (st.status.over) return st.status.winners.includes(player) ? 100 : -100;
  const me = st.players[player];
  const vp = (p: PlayerId) => st.players[p].counters[VP] ?? 0;
  const others = st.players.filter((p) => p.id !== player && !p.out);
  const avg = (f: (p: PlayerId) => number) =>
    others.length ? others.reduce((sum, p) => sum + f(p.id), 0) / others.length : 0;
  // Health counts more the lower it gets: the last points decide removals (5.1).
  const health = (p: PlayerId) => Math.sqrt((st.players[p].counters[HEALTH] ?? 0) / MAX_HEALTH);
  const board = (p: PlayerId) =>
    game.ctx.count(Z.hand, p) * 0.5 + game.ctx.count(Z.buffs, p) + game.ctx.count(Z.items, p);
  const bestOther = Math.max(0, ...st.players.filter((p) => p.id !== player).map((p) => vp(p.id)));
  const score =
    10 * (vp(player) - bestOther) + 20 * (health(player) - avg(health)) + (board(player) - avg(board));
  return me.out ? score - 50 : score;
}
