/**
 * Lightseekers as a cardloom {@link GameModule}: the ready decks (hero first, then the deck, as the
 * kernel takes them), deck rules, evaluation, log lines and generated card text. Every tool plays
 * Lightseekers through this object.
 *
 * @module
 */
import { defineModule, type GameModule } from '@cardloom/core';
import { findCard } from './cards/index.js';
import { KEYWORDS } from './cards/keywords.js';
import { readyDecks } from './decks/ready.js';
import { fromKernelDeck, kernelDeck, validateDeck } from './decks/validate.js';
import { lightseekers } from './engine/game/definition.js';
import { evaluate } from './engine/game/evaluate.js';
import { describeAction, describeEvent } from './engine/game/log.js';
import { describeCardLines } from './engine/language/card-text.js';
import { victoryPoints } from './engine/table/removal.js';

/** Lightseekers, ready for every cardloom tool. */
export const lightseekersModule: GameModule = defineModule({
  name: 'lightseekers',
  definition: lightseekers,
  decks: readyDecks.map((deck) => ({ name: deck.id, title: deck.name, cards: kernelDeck(deck) })),
  evaluate,
  scores: victoryPoints,
  describe: {
    action: (game, action, viewer) => describeAction(game, action, viewer).replace(/^(P\d+|Player \d+) /, ''),
    event: (game, event, viewer) => (event.type === 'turn-start' ? null : describeEvent(game, event, viewer)),
    card: (card) => {
      const printed = findCard(card.id);
      return printed ? describeCardLines(printed) : [card.name];
    },
  },
  validateDeck: (deck) =>
    validateDeck(fromKernelDeck(deck)).map((e) => ({ message: `${e.message} (${e.rule})`, rule: e.rule })),
  rules: {
    costModel:
      'combo payment: hand cards matching the combo’s Elements, shuffled back into the deck once it resolved (2.4.3)',
    winConditions: ['last hero standing, or most victory points'],
    lossConditions: ['hero at 0 health'],
    keywords: [...KEYWORDS],
    deckRules: [
      'a hero first',
      'combo and action cards by the hero’s counts',
      'at most 3 copies of an action card',
    ],
  },
});
