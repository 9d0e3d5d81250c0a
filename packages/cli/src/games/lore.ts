/**
 * Lore (`@cardloom/lore`) as a command plugin: the ready lexicons, deck rules, evaluation, log lines
 * and generated card text. A kernel deck is the main lexicon, then section markers (`lore/section-void`
 * before the god that starts in the void, `lore/section-tome`, `lore/section-grimoire` before the
 * grimoire); decklist files use the same ids, one `N <id or name>` per line.
 */
import type { Game } from '@cardloom/core';
import {
  deckList,
  describeAction,
  describeCard,
  describeEvent,
  evaluate,
  type Lexicon,
  type LexiconError,
  LORE_CARDS,
  lore,
  READY_DECKS,
  SECTION,
  validateLexicon,
} from '@cardloom/lore';
import { type KernelDeck, kernelPlugin } from './kernel';
import type { DeckProblem, GamePlugin } from './types';

const byId = new Map(LORE_CARDS.map((card) => [card.id, card]));

/** The sections of a kernel deck list, back as a lexicon (a kernel deck has no sideboard beyond the grimoire). */
function toLexicon(deck: KernelDeck): Lexicon {
  const main: string[] = [];
  const grimoire: string[] = [];
  let startingVoid: Lexicon['startingVoid'];
  let section: 'main' | 'void' | 'grimoire' = 'main';
  for (const id of deck) {
    if (id === SECTION.void) section = 'void';
    else if (id === SECTION.grimoire) section = 'grimoire';
    else if (id === SECTION.tome) startingVoid = { kind: 'tome' };
    else if (section === 'void') {
      startingVoid = { kind: 'god', card: id };
      section = 'main';
    } else (section === 'grimoire' ? grimoire : main).push(id);
  }
  const entries = (ids: string[]) =>
    [...new Set(ids)].map((card) => ({ card, count: ids.filter((i) => i === card).length }));
  return {
    name: 'deck',
    strategy: '',
    main: entries(main),
    startingVoid,
    sideboard: [],
    grimoire: entries(grimoire),
  };
}

function problem(error: LexiconError): DeckProblem {
  const { code, rule, ...details } = error;
  const facts = Object.entries(details).map(([k, v]) => `${k} ${v}`);
  return {
    message: `${code.replace(/-/g, ' ')}${facts.length > 0 ? ` (${facts.join(', ')})` : ''} — ${rule}`,
  };
}

/** The Lore plugin. */
export function lorePlugin(): GamePlugin {
  return kernelPlugin({
    name: 'lore',
    title: 'Lore (rules 1.91)',
    definition: lore,
    decks: Object.entries(READY_DECKS).map(([name, lexicon]) => ({
      name,
      title: lexicon.name,
      deck: deckList(lexicon),
    })),
    evaluate,
    scoreCounter: 'sanity',
    describeAction: (game: Game, action, viewer) =>
      describeAction(game, action, viewer).replace(/^P\d+ /, ''),
    describeEvent: (game: Game, event, viewer) =>
      event.type === 'turn-start' ? null : describeEvent(game, event, viewer),
    describeCard: (card) => {
      const printed = byId.get(card.id);
      return printed ? describeCard(printed) : [card.name];
    },
    validateDeck: (deck) => validateLexicon(toLexicon(deck)).map(problem),
    rules: {
      costModel: 'typed magick from runes, with Elder and Formless wildcards; sanity as a cost',
      winConditions: ['last player with sanity above 0'],
      lossConditions: ['0 sanity'],
      deckRules: [
        'lexicon of at least 60 cards',
        'at most 4 of a card (unique: 1)',
        'sideboard ≤ 20, grimoire ≤ 15',
      ],
    },
  });
}
