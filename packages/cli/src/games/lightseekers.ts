/**
 * Lightseekers (`@cardloom/lightseekers`) as a command plugin: the ready decks (hero first, then the
 * deck, as the kernel takes them), deck rules, evaluation, log lines and generated card text.
 */
import {
  describeAction,
  describeCardLines,
  describeEvent,
  evaluate,
  findCard,
  fromKernelDeck,
  KEYWORDS,
  kernelDeck,
  lightseekers,
  readyDecks,
  validateDeck,
  victoryPoints,
} from '@cardloom/lightseekers';
import { kernelPlugin } from './kernel';
import type { GamePlugin } from './types';

/** The Lightseekers plugin. */
export function lightseekersPlugin(): GamePlugin {
  return kernelPlugin({
    name: 'lightseekers',
    definition: lightseekers,
    decks: readyDecks.map((deck) => ({ name: deck.id, title: deck.name, deck: kernelDeck(deck) })),
    evaluate,
    scores: victoryPoints,
    describeAction: (game, action, viewer) =>
      describeAction(game, action, viewer).replace(/^(P\d+|Player \d+) /, ''),
    describeEvent: (game, event, viewer) =>
      event.type === 'turn-start' ? null : describeEvent(game, event, viewer),
    describeCard: (card) => {
      const printed = findCard(card.id);
      return printed ? describeCardLines(printed) : [card.name];
    },
    validateDeck: (deck) =>
      validateDeck(fromKernelDeck(deck)).map((e) => ({ message: `${e.message} (${e.rule})` })),
    rules: {
      costModel: 'combo payment: discard hand cards matching the card’s elements',
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
}
