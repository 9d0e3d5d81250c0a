/**
 * A heuristic value of a game for one player (higher is better), for greedy and search bots: sanity,
 * the board, cards in hand, runes, and mythos toward the player's own void cards.
 *
 * @module
 */
import type { Game, PlayerId } from '@cardloom/core';
import { C, S, Z } from './state/keys.js';
import { isCreature, loreCard, maxHpOf, mythos, strOf } from './state/queries.js';

function side(game: Game, player: PlayerId): number {
  const ctx = game.ctx;
  let value = ctx.playerCounter(player, C.sanity);
  for (const card of ctx.cards(Z.play, player)) {
    const lore = loreCard(ctx, card);
    if (isCreature(ctx, card)) value += strOf(ctx, card) * 1.5 + Math.max(0, maxHpOf(ctx, card)) * 0.75;
    else if (lore.type === 'rune') value += 2;
    else value += 2 + lore.abilities.length;
  }
  value += ctx.count(Z.hand, player) * 1.5;
  for (const card of ctx.cards(Z.void, player)) {
    const needed = ctx.printed(card, S.requirement);
    value += needed > 0 ? (8 * Math.min(mythos(ctx), needed)) / needed : 8;
  }
  return value;
}

/** The heuristic: this player's side minus the opponent's; ±1000 once the game is decided. */
export function evaluate(game: Game, player: PlayerId): number {
  const status = game.state.status;
  if (status.over) return status.winners.includes(player) ? 1000 : status.winners.length === 0 ? 0 : -1000;
  const opponents = game.ctx.opponents(player);
  return side(game, player) - opponents.reduce((sum, p) => sum + side(game, p), 0);
}
