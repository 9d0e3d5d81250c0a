/**
 * A heuristic value of a game state for a player, for greedy and search bots: lore first, then the
 * board (characters' lore, strength and willpower left), ink and cards in hand, relative to the
 * opponents.
 *
 * @module
 */
import type { Game, PlayerId } from '@cardloom/core';
import { cardData } from './engine/state/stored.js';

const WIN = 1_000_000;

function side(game: Game, player: PlayerId): number {
  const st = game.state;
  const ctx = game.ctx;
  let score = (st.players[player].counters.lore ?? 0) * 10;
  for (const id of ctx.cards('play', player)) {
    const c = st.cards[id];
    const data = cardData(game.definition.compiled.cardsById.get(c.def)!.data);
    if (data.type === 'character') {
      const left = (data.willpower ?? 0) - (c.counters.damage ?? 0);
      score += (data.lore ?? 0) * 4 + (data.strength ?? 0) * 1.5 + left;
    } else score += 2 + (data.lore ?? 0) * 3;
  }
  score += ctx.count('inkwell', player) * 1.5 + ctx.count('hand', player) * 0.75;
  return score;
}

/** Higher is better for `player`; a won game is +1e6, a lost one −1e6. */
export function evaluate(game: Game, player: PlayerId): number {
  const st = game.state;
  if (st.status.over) return st.status.winners.includes(player) ? WIN : -WIN;
  let others = 0;
  let n = 0;
  for (const p of st.players) {
    if (p.id === player || p.out) continue;
    others += side(game, p.id);
    n++;
  }
  return side(game, player) - (n ? others / n : 0);
}
