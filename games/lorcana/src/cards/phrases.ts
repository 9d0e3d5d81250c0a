/**
 * Common phrases of card text as reusable vocabulary values, so card files stay short and
 * read like the printed card: `target: chosen(opposingCharacter)`.
 *
 * @module
 */
import type { Target } from './vocabulary-effects.js';
import type { CardFilter } from './vocabulary-refs.js';

/** Any character. */
export const character = { type: 'character' } as const satisfies CardFilter;
/** An opponent's character (CR 1.3.5). */
export const opposingCharacter = { type: 'character', owner: 'opponent' } as const satisfies CardFilter;
/** One of your characters. */
export const yourCharacter = { type: 'character', owner: 'you' } as const satisfies CardFilter;
/** Your characters other than the source (CR 6.1.6). */
export const yourOtherCharacter = {
  type: 'character',
  owner: 'you',
  other: true,
} as const satisfies CardFilter;
/** Any item. */
export const item = { type: 'item' } as const satisfies CardFilter;

/** “chosen …”: the controller picks one matching card in play (or `count`, `upTo`). */
export function chosen(filter: CardFilter, options: { count?: number; upTo?: boolean } = {}): Target {
  return { choose: filter, ...options };
}

/** “each …” / “all …”: every matching card in play, without choosing. */
export function each(filter: CardFilter): Target {
  return { each: filter };
}
