/**
 * Lore as a cardloom {@link GameModule}: the ready lexicons (as kernel deck lists with section
 * markers), deck rules, evaluation, log lines and generated card text. Every tool plays Lore through
 * this object.
 *
 * @module
 */
import { defineModule, type GameModule } from '@cardloom/core';
import { describeCard } from './cards/describe.js';
import { KEYWORD_NAMES, KEYWORDS } from './cards/vocabulary.js';
import { READY_DECKS } from './decks/ready/index.js';
import { validateLexicon } from './decks/validate.js';
import { lore } from './engine/definition.js';
import { evaluate } from './engine/evaluate.js';
import { describeAction, describeEvent } from './engine/log.js';
import { C } from './engine/state/keys.js';
import { loreCardById } from './engine/state/queries.js';
import { deckList, SECTION } from './engine/turn/setup.js';
import { lexiconFromDeckList } from './match/deck-list.js';
import { loreMatchFormat } from './match/module-match.js';

export { lexiconFromDeckList };

const base = defineModule({
  name: 'lore',
  title: 'Lore (ver. 1.91)',
  definition: lore,
  decks: Object.entries(READY_DECKS).map(([key, deck]) => ({
    name: key,
    title: deck.name,
    cards: deckList(deck),
  })),
  defaultPlayers: 2,
  evaluate,
  scores: (game) => game.state.players.map((p) => p.counters[C.sanity] ?? 0),
  describe: {
    action: (game, action, viewer) => describeAction(game, action, viewer).replace(/^P\d+ /, ''),
    event: (game, event, viewer) => (event.type === 'turn-start' ? null : describeEvent(game, event, viewer)),
    card: (card) => {
      const found = loreCardById(card.id);
      return found ? describeCard(found).slice(1) : [card.name];
    },
  },
  validateDeck: (deck) =>
    validateLexicon(lexiconFromDeckList(deck)).map((e) => ({
      message: `${e.code}${'card' in e ? ` ${e.card}` : ''} (${e.rule})`,
    })),
  rules: {
    costModel:
      'typed magick from evoked runes and other sources; Elder = Elder or two different primaries; Formless = any',
    winConditions: ['the opponent loses', 'a card says you win (e.g. Cyclopean Stair)'],
    lossConditions: [
      '0 sanity (not until a card or chain has resolved)',
      'drawing from an empty lexicon (README A3)',
      'a card says you lose',
    ],
    deckRules: [
      'lexicon of 60+ (void card included)',
      'at most 4 copies; simple unlimited; unique 1',
      'sideboard ≤ 20 including a grimoire ≤ 15',
    ],
    keywords: KEYWORDS.map((k) => KEYWORD_NAMES[k]),
  },
});

const isSectionMarker = (id: string) => (Object.values(SECTION) as string[]).includes(id);

/**
 * Lore, ready for every cardloom tool. Its card list leaves out the kernel's section markers (void,
 * tome, grimoire), which are not cards; its `match` plays best-of-3 rounds with sideboarding.
 */
export const loreModule: GameModule = {
  ...base,
  cards: () => base.cards().filter((c) => !isSectionMarker(c.id)),
  match: loreMatchFormat,
};
