/**
 * The full card pool: the hand-written cards (`cards/set*\/`) and every card the card-text
 * compiler produced (`cards/generated/`) that no hand-written card overrides. Where both exist
 * for one full name, the hand-written card wins.
 *
 * @module
 */
import { fullName, type LorcanaCard } from './card.js';
import { compiledCards } from './generated/index.js';
import { cardPool } from './pool.js';

const handNames = new Set(cardPool.map((c) => fullName(c).toLowerCase()));

/** Compiled cards used as they are (no hand-written override), by set and number. */
export const compiledOnly: readonly LorcanaCard[] = compiledCards.filter(
  (c) => !handNames.has(fullName(c).toLowerCase()),
);

/** Every playable card: hand-written first, then compiled ones. */
export const fullPool: readonly LorcanaCard[] = [...cardPool, ...compiledOnly];
