/** The faction game (`@cardloom/faction`) as a command plugin. */
import type { Game } from '@cardloom/core';
import { faction, READY_DECKS, toKernelDeck, validateDeck } from '@cardloom/faction';
import { kernelPlugin } from './kernel';
import type { GamePlugin } from './types';

/** Victory tokens on each player's cards: the faction game's score. */
function victoryTokens(game: Game): number[] {
  const scores = game.state.players.map(() => 0);
  for (const card of game.state.cards) scores[card.controller] += card.counters.victory ?? 0;
  return scores;
}

/** The faction plugin: ready decks, deck rules (D2) and victory tokens as the score. */
export function factionPlugin(): GamePlugin {
  return kernelPlugin({
    name: 'faction',
    definition: faction,
    decks: READY_DECKS.map((deck) => ({ name: deck.name, title: deck.name, deck: toKernelDeck(deck) })),
    scores: victoryTokens,
    // A kernel deck list is the main character, then the main deck (D2).
    validateDeck: ([main, ...rest]) =>
      validateDeck({ name: 'deck', main, cards: counts(rest) }).map((e) => ({
        message: `${e.message} (${e.rule})`,
      })),
    describeCard: (card) => [faction.describeCard?.(card) ?? card.name],
    rules: {
      costModel: 'faction resources from tokens and traded cards, at least one of the card’s faction (F3)',
      winConditions: ['victory tokens reach the ruleset’s target', 'last player with a main character'],
      deckRules: ['a leader as main character', '30–40 cards', 'at most 3 copies (unique: 1)'],
    },
  });
}

function counts(ids: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const id of ids) out[id] = (out[id] ?? 0) + 1;
  return out;
}
