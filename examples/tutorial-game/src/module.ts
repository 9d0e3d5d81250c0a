import { defineModule, type Game, type GameModule, type PlayerId, viewFor } from '@cardloom/core';
import { cards, starterDeck } from './cards/index.js';
import { embers } from './game.js';

/** Printed stats by card id. */
const printed = new Map(cards.map((card) => [card.id, card.stats]));

/**
 * How good the game looks for `player`, read from what that player may see: health lead, creatures
 * on the field (their power and guard), cards in hand and embers banked.
 */
export function evaluate(game: Game, player: PlayerId): number {
  const view = viewFor(game, player);
  let score = 0;
  for (const p of view.players) score += (p.id === player ? 2 : -2) * (p.counters.health ?? 0);
  for (const zone of view.zones) {
    const sign = zone.owner === player ? 1 : -1;
    if (zone.zone === 'hand') score += sign * 0.5 * zone.count;
    if (zone.zone === 'reserve') score += sign * 0.75 * zone.count;
    if (zone.zone === 'field')
      for (const card of zone.cards ?? []) {
        const stats = printed.get(card.def ?? '');
        score += sign * ((stats?.power ?? 0) + (stats?.guard ?? 0) - (card.counters.damage ?? 0));
      }
  }
  return score;
}

/** Embers as a game module: every cardloom tool (command line, bots, benchmarks) can play it. */
export const tutorialModule: GameModule = defineModule({
  name: 'embers',
  title: 'Embers (the tutorial game)',
  definition: embers,
  decks: [{ name: 'starter', title: 'Embers starter deck', cards: starterDeck }],
  evaluate,
  scores: (game) => game.state.players.map((p) => p.counters.health ?? 0),
  rules: {
    costModel: 'embers: refilled each turn to the number of cards banked face down in your reserve',
    winConditions: ['last player left in the game'],
    lossConditions: ['0 health', 'drawing from an empty deck'],
    deckRules: ['20 cards'],
  },
});
