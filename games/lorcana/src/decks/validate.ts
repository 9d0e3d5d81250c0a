/**
 * Deck construction rules (CR 1.10.1): Constructed needs 60+ cards, at most two ink types and at
 * most 4 copies of a full name (CR 1.10.1.1); Limited needs 40 (Sealed) or 35 (Draft) cards with
 * no ink or copy limits (CR 1.10.1.2); Pack Rush has no minimum (CR 10.2.1.1).
 *
 * @module
 */
import { fullName } from '../cards/card.js';
import type { Ink } from '../cards/vocabulary-refs.js';
import { type Decklist, deckSize } from './decklist.js';

/** Deck formats with their construction rules. */
export type DeckFormat = 'constructed' | 'sealed' | 'draft' | 'packRush';

/** One broken construction rule. */
export interface DeckProblem {
  readonly rule: string;
  readonly kind: 'tooFewCards' | 'tooManyInks' | 'tooManyCopies';
  readonly message: string;
}

const MINIMUM: Record<DeckFormat, number> = { constructed: 60, sealed: 40, draft: 35, packRush: 0 };

/**
 * Checks a decklist against a format's construction rules; an empty list means legal.
 *
 * @example
 * ```ts
 * validateDeck(starterDecks['The Heart of Magic'], 'constructed'); // []
 * ```
 */
export function validateDeck(deck: Decklist, format: DeckFormat = 'constructed'): DeckProblem[] {
  const problems: DeckProblem[] = [];
  const size = deckSize(deck);
  const rule = format === 'constructed' ? '1.10.1.1' : format === 'packRush' ? '10.2.1.1' : '1.10.1.2';
  if (size < MINIMUM[format]) {
    problems.push({
      rule,
      kind: 'tooFewCards',
      message: `${size} cards; ${format} needs at least ${MINIMUM[format]}`,
    });
  }
  if (format !== 'constructed') return problems;
  const inks = new Set<Ink>(deck.flatMap((e) => e.card.inks));
  if (inks.size > 2) {
    problems.push({
      rule,
      kind: 'tooManyInks',
      message: `${inks.size} ink types (${[...inks].join(', ')}); at most 2`,
    });
  }
  const copies = new Map<string, { n: number; max: number }>();
  for (const e of deck) {
    const max = copyLimit(e.card);
    if (max === undefined) continue;
    const seen = copies.get(fullName(e.card));
    copies.set(fullName(e.card), { n: (seen?.n ?? 0) + e.count, max });
  }
  for (const [name, { n, max }] of copies) {
    if (n > max)
      problems.push({ rule, kind: 'tooManyCopies', message: `${n} copies of ${name}; at most ${max}` });
  }
  return problems;
}

/** How many copies of a card a deck may hold: 4 (CR 1.10.1.1), a printed limit, or none (undefined). */
function copyLimit(card: Decklist[number]['card']): number | undefined {
  for (const a of card.abilities ?? []) {
    if (a.kind === 'static' && 'anyNumberInDeck' in a.effect) return a.effect.max;
  }
  return 4;
}
