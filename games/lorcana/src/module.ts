/**
 * Disney Lorcana as a cardloom {@link GameModule}: the three First Chapter starter decks, the game's own
 * decklist format (`4 Name - Version`, or a tournament JSON / LackeyCCG `.dek` file) and deck rules, its evaluation, log lines and generated card
 * text. Every tool (CLI, bots, benchmarks, web app, server, sweeps) plays Lorcana through this object.
 *
 * @module
 */
import { type DeckCheck, type DeckProblem, defineModule, type GameModule } from '@cardloom/core';
import type { LorcanaCard } from './cards/card.js';
import { describeCard } from './cards/describe.js';
import { cardById } from './cards/registry.js';
import { parseDeckFile } from './decks/deck-formats.js';
import { type Decklist, DecklistError, expandDecklist } from './decks/decklist.js';
import { starterDecks } from './decks/starter-decks.js';
import { validateDeck } from './decks/validate.js';
import { lorcana } from './definition.js';
import { evaluate } from './evaluate.js';
import { describeAction, describeEvent } from './log.js';

/** Command-line names of the starter decks, with their titles. */
const STARTERS: readonly { name: string; title: string }[] = [
  { name: 'amber-amethyst', title: 'The Heart of Magic' },
  { name: 'emerald-ruby', title: 'Daring and Deception' },
  { name: 'sapphire-steel', title: 'A Steadfast Strategy' },
];

const ids = (deck: Decklist): string[] => expandDecklist(deck).map((card) => card.id);

function parseDeck(text: string): DeckCheck {
  try {
    return { deck: ids(parseDeckFile(text).deck), problems: [] };
  } catch (error) {
    if (!(error instanceof DecklistError)) throw error;
    return { problems: error.issues.map((issue) => ({ line: issue.line, message: issue.message })) };
  }
}

/** Deck rules of the ruleset (constructed, or Pack Rush's sealed pool); card ids are known here. */
function checkDeck(deck: readonly string[], ruleset: string): DeckProblem[] {
  const counts = new Map<string, number>();
  for (const id of deck) counts.set(id, (counts.get(id) ?? 0) + 1);
  const list: { card: LorcanaCard; count: number }[] = [];
  const notPrinted: DeckProblem[] = [];
  for (const [id, count] of counts) {
    const card = cardById(id);
    if (card) list.push({ card, count });
    // The kernel also knows cards no deck holds (Pack Rush's marketing cards, CR 10.2.2).
    else notPrinted.push({ message: `'${id}' is not a card a deck may hold (CR 1.10.1)`, rule: 'CR 1.10.1' });
  }
  if (notPrinted.length > 0) return notPrinted;
  const format = ruleset === 'pack-rush' ? 'packRush' : 'constructed';
  return validateDeck(list, format).map((p) => ({
    message: `${p.message} (CR ${p.rule})`,
    rule: `CR ${p.rule}`,
  }));
}

/** Disney Lorcana, ready for every cardloom tool. */
export const lorcanaModule: GameModule = defineModule({
  name: 'lorcana',
  title: 'Disney Lorcana',
  definition: lorcana,
  decks: STARTERS.map(({ name, title }) => ({ name, title, cards: ids(starterDecks[title]) })),
  parseDeck,
  validateDeck: checkDeck,
  evaluate,
  scores: (game) => game.state.players.map((p) => p.counters.lore ?? 0),
  describe: {
    // The log starts each line with the seat, so the package's own "P1 " prefix is dropped.
    action: (game, action, viewer) => describeAction(game, action, viewer).replace(/^P\d+ /, ''),
    event: (game, event, viewer) => {
      if (event.type === 'turn-start') return null;
      const own = describeEvent(game, event, viewer);
      if (own !== null) return own;
      return event.type === 'resolving' ? undefined : null;
    },
    card: (card) => {
      const printed = cardById(card.id);
      return printed ? describeCard(printed) : [card.name];
    },
  },
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
