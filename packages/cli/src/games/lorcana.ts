/**
 * Disney Lorcana (`@cardloom/lorcana`) as a command plugin: the three First Chapter starter decks, the
 * game's own decklist format (`4 Name - Version`) and deck rules, its evaluation, log lines and
 * generated card text.
 */
import {
  cardById,
  type Decklist,
  DecklistError,
  describeAction,
  describeCard,
  describeEvent,
  evaluate,
  expandDecklist,
  type LorcanaCard,
  lorcana,
  parseDecklist,
  starterDecks,
  validateDeck,
} from '@cardloom/lorcana';
import type { KernelDeck } from './kernel';
import { kernelPlugin } from './kernel';
import type { DeckCheck, DeckProblem, GamePlugin } from './types';

/** Command-line names of the starter decks, with their inks. */
const STARTERS: readonly { name: string; title: string }[] = [
  { name: 'amber-amethyst', title: 'The Heart of Magic' },
  { name: 'emerald-ruby', title: 'Daring and Deception' },
  { name: 'sapphire-steel', title: 'A Steadfast Strategy' },
];

const ids = (deck: Decklist): string[] => expandDecklist(deck).map((card) => card.id);

/** Kernel ids back to a decklist, for the deck rules; unknown ids are problems. */
function toDecklist(deck: KernelDeck): { list: Decklist; problems: DeckProblem[] } {
  const counts = new Map<string, number>();
  for (const id of deck) counts.set(id, (counts.get(id) ?? 0) + 1);
  const list: { card: LorcanaCard; count: number }[] = [];
  const problems: DeckProblem[] = [];
  for (const [id, count] of counts) {
    const card = cardById(id);
    if (card) list.push({ card, count });
    else problems.push({ message: `unknown card id '${id}'` });
  }
  return { list, problems };
}

function parseDeck(text: string): DeckCheck<KernelDeck> {
  try {
    return { deck: ids(parseDecklist(text)), problems: [] };
  } catch (error) {
    if (!(error instanceof DecklistError)) throw error;
    return { problems: error.issues.map((issue) => ({ line: issue.line, message: issue.message })) };
  }
}

function checkDeck(deck: KernelDeck, ruleset: string): DeckProblem[] {
  const { list, problems } = toDecklist(deck);
  const format = ruleset === 'pack-rush' ? 'packRush' : 'constructed';
  return [
    ...problems,
    ...validateDeck(list, format).map((p) => ({ message: `${p.message} (CR ${p.rule})` })),
  ];
}

/** The Lorcana plugin. */
export function lorcanaPlugin(): GamePlugin {
  return kernelPlugin({
    name: 'lorcana',
    title: 'Disney Lorcana',
    definition: lorcana,
    decks: STARTERS.map(({ name, title }) => ({ name, title, deck: ids(starterDecks[title]) })),
    evaluate,
    scoreCounter: 'lore',
    // The package names the acting player itself; the log already starts each line with the seat.
    describeAction: (game, action, viewer) => describeAction(game, action, viewer).replace(/^P\d+ /, ''),
    describeEvent: (game, event, viewer) => {
      if (event.type === 'turn-start') return null;
      const own = describeEvent(game, event, viewer);
      if (own !== null) return own;
      return event.type === 'resolving' ? undefined : null;
    },
    describeCard: (card) => describeCard(card.data as unknown as LorcanaCard),
    parseDeck,
    validateDeck: checkDeck,
    rules: (ruleset) => ({
      costModel:
        'ink: exert inkwell cards, one per point of cost (CR 4.3); Shift, Singer, Sing Together and "for free" as alternate costs',
      winConditions: [ruleset === 'pack-rush' ? '15 lore (CR 10.2)' : '20 lore (CR 1.8.1.1)'],
      lossConditions:
        ruleset === 'pack-rush'
          ? ['concede']
          : [
              ruleset === '2024'
                ? 'deck-out: must draw from an empty deck (2024 edition 1.9.2.2)'
                : 'deck-out: ends a turn with no cards in deck (CR 1.8.1.2)',
              'concede',
            ],
      deckRules:
        ruleset === 'pack-rush'
          ? ['the cards opened (CR 10.2.1.1)']
          : ['at least 60 cards', 'at most 4 copies of a full name', 'at most 2 inks (CR 1.10.1.1)'],
    }),
  });
}
