/**
 * The generic decklist text format: one `N <card id or name>` per line (a bare name is one copy),
 * `#` or `//` starting a comment. Games with a format of their own (Lorcana's `4 Name - Version`)
 * supply their own reader to {@link defineModule}.
 * @module
 */
import type { GameDefinition } from '../rules/definition';
import type { DeckCheck, DeckProblem } from './types';

/** Most copies one line may ask for: no deck format comes near it, and it bounds the memory a line costs. */
export const MAX_LINE_COPIES = 1000;

/** Most cards a whole decklist may hold, and most problems listed (the rest are counted). */
export const MAX_DECK_TEXT = { cards: 10_000, problems: 50 } as const;

/** Reads `N <card id or name>` lines against a definition's cards, reporting every problem by line. */
export function parseIdDeck(def: GameDefinition, text: string): DeckCheck {
  const byKey = new Map<string, string>();
  for (const c of def.cards) {
    byKey.set(c.id.toLowerCase(), c.id);
    byKey.set(c.name.toLowerCase(), c.id);
  }
  const deck: string[] = [];
  const problems: DeckProblem[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].replace(/(#|\/\/).*$/, '').trim();
    if (line === '') continue;
    const match = /^(?:(\d+)\s*x?\s+)?(.+)$/i.exec(line);
    if (!match) {
      problems.push({ line: i + 1, message: 'expected `N <card id or name>`' });
      continue;
    }
    const copies = match[1] === undefined ? 1 : Number(match[1]);
    const id = byKey.get(match[2].trim().toLowerCase());
    if (id === undefined) problems.push({ line: i + 1, message: `unknown card '${match[2].trim()}'` });
    else if (copies < 1 || copies > MAX_LINE_COPIES)
      problems.push({
        line: i + 1,
        message: `a line may ask for 1 to ${MAX_LINE_COPIES} copies, not ${match[1]}`,
      });
    else if (deck.length + copies > MAX_DECK_TEXT.cards) {
      problems.push({
        line: i + 1,
        message: `a decklist may hold at most ${MAX_DECK_TEXT.cards} cards in all`,
      });
      break;
    } else for (let n = 0; n < copies; n++) deck.push(id);
    if (problems.length > MAX_DECK_TEXT.problems) break;
  }
  if (problems.length > MAX_DECK_TEXT.problems) {
    problems.length = MAX_DECK_TEXT.problems;
    problems.push({
      message: `more problems after line ${problems[problems.length - 1].line ?? '?'} were not listed`,
    });
  }
  if (deck.length === 0 && problems.length === 0) problems.push({ message: 'the decklist has no cards' });
  return problems.length > 0 ? { problems } : { deck, problems };
}
