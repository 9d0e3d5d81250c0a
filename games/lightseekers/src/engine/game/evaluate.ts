/**
 * A heuristic value of a position for one player (higher is better), for greedy and search bots:
 * victory points first (5), then health against the other heroes (low health weighs more), then
 * cards in hand (the first few count most, decision L58), buffs and items.
 * @module
 */
import type { Game, PlayerId } from '@cardloom/core';
import { Z } from '../table/catalog.js';
import { HEALTH, MAX_HEALTH, VP } from '../table/removal.js';

/** Hand cards worth full value; each card beyond them counts {@link HAND_TAIL} (L58). */
export const HAND_CORE = 4;
/** What a hand card beyond the first {@link HAND_CORE} adds to the evaluation (L58). */
export const HAND_TAIL = 0.1;

/**
 * What a hand of `n` cards is worth (L58): 0.5 for each of the first {@link HAND_CORE}, then
 * {@link HAND_TAIL} each. An unspent action draws a card (4.4), so with a flat value per card ending
 * the actions always outscored a small Attack and both greedy players drew their decks out.
 */
export function handValue(n: number): number {
  return 0.5 * Math.min(n, HAND_CORE) + HAND_TAIL * Math.max(0, n - HAND_CORE);
}

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
    handValue(game.ctx.count(Z.hand, p)) + game.ctx.count(Z.buffs, p) + game.ctx.count(Z.items, p);
  const bestOther = Math.max(0, ...st.players.filter((p) => p.id !== player).map((p) => vp(p.id)));
  const score =
    10 * (vp(player) - bestOther) + 20 * (health(player) - avg(health)) + (board(player) - avg(board));
  return me.out ? score - 50 : score;
}
