/**
 * The faction game as a cardloom {@link GameModule}: ready decks, deck rules (D2), evaluation, log lines
 * and victory tokens as the score. Every tool plays the faction game through this object.
 *
 * @module
 */
import { defineModule, type Game, type GameModule } from '@cardloom/core';
import { READY_DECKS } from './decks/ready/index';
import { validateDeck } from './decks/validate';
import { faction, toKernelDeck } from './engine/definition';
import { describeAction, describeEvent } from './engine/describe-log';
import { evaluate } from './engine/evaluate';

/** Victory tokens on each player's cards: the faction game's score. */
function victoryTokens(game: Game): number[] {
  const scores = game.state.players.map(() => 0);
  for (const card of game.state.cards) scores[card.controller] += card.counters.victory ?? 0;
  return scores;
}

function counts(ids: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const id of ids) out[id] = (out[id] ?? 0) + 1;
  return out;
}

/** The faction game, ready for every cardloom tool. */
export const factionModule: GameModule = defineModule({
  name: 'faction',
  definition: faction,
  decks: READY_DECKS.map((deck) => ({ name: deck.name, title: deck.name, cards: toKernelDeck(deck) })),
  evaluate,
  scores: victoryTokens,
  describe: {
    action: (game, action, viewer) => describeAction(game, action, viewer).replace(/^(P\d+|Player \d+) /, ''),
    event: (game, event, viewer) => (event.type === 'turn-start' ? null : describeEvent(game, event, viewer)),
    card: (card) => [faction.describeCard?.(card) ?? card.name],
  },
  // A kernel deck list is the main character, then the main deck (D2).
  validateDeck: ([main, ...rest]) =>
    validateDeck({ name: 'deck', main, cards: counts(rest) }).map((e) => ({
      message: `${e.message} (${e.rule})`,
      rule: e.rule,
    })),
  rules: {
    costModel: 'faction resources from tokens and traded cards, at least one of the card’s faction (F3)',
    winConditions: ['victory tokens reach the ruleset’s target', 'last player with a main character'],
    deckRules: ['a leader as main character', '30–40 cards', 'at most 3 copies (unique: 1)'],
  },
});
