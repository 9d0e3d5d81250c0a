/**
 * A seat's deck: one of the game's ready decks, or a pasted deck list read by the game's own
 * `parseDeck` and checked by its `validateDeck` under the chosen ruleset.
 * @module
 */
import type { DeckIds, DeckProblem, GameModule } from '@cardloom/core';

/** What a seat plays: a ready deck by name, or a pasted list. */
export type DeckChoice = { readonly ready: string } | { readonly text: string };

/** The deck a choice makes, or every problem that stops it. */
export type DeckResult =
  | { readonly deck: DeckIds; readonly problems: readonly [] }
  | { readonly problems: readonly DeckProblem[] };

/** Builds a seat's deck; a pasted list must read cleanly and pass the ruleset's deck rules. */
export function deckOf(module: GameModule, ruleset: string, choice: DeckChoice): DeckResult {
  if ('ready' in choice) {
    const ready = module.decks.find((d) => d.name === choice.ready);
    return ready
      ? { deck: ready.cards, problems: [] }
      : { problems: [{ message: `no ready deck "${choice.ready}"` }] };
  }
  if (choice.text.trim() === '') return { problems: [{ message: 'the deck list is empty' }] };
  const read = module.parseDeck(choice.text);
  if (read.problems.length > 0 || !read.deck)
    return { problems: read.problems.length ? read.problems : [{ message: 'no deck could be read' }] };
  const problems = module.validateDeck(read.deck, ruleset);
  return problems.length > 0 ? { problems } : { deck: read.deck, problems: [] };
}

/** One problem as a line of text: `line 3: … (CR 1.10.1.1)`. */
export function problemText(problem: DeckProblem): string {
  const where = problem.line === undefined ? '' : `line ${problem.line}: `;
  const rule = problem.rule && !problem.message.includes(problem.rule) ? ` (${problem.rule})` : '';
  return `${where}${problem.message}${rule}`;
}
