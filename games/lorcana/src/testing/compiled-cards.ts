/**
 * The real compiled cards for behaviour tests of the compiler's templates: a test plays the card the
 * compiler made of the printed text, not a hand-written twin.
 *
 * @module
 */
import { fullName, type LorcanaCard } from '../cards/card.js';
import { compiledCards } from '../cards/generated/index.js';
import { cardPool } from '../cards/pool.js';

/** The compiled card of that full name (throws if the compiler did not produce it). */
export function compiledCard(name: string): LorcanaCard {
  const card = compiledCards.find((c) => fullName(c) === name);
  if (!card) throw new Error(`${name} is not compiled`);
  return { ...card, id: `${card.id}-compiled` };
}

const handWritten = new Set(cardPool.map((c) => fullName(c)));

/** The card under test (compiled) and the compiled cards of the other names that have no hand-written twin. */
export function withCompiled(name: string, ...others: string[]): LorcanaCard[] {
  return [compiledCard(name), ...others.filter((n) => !handWritten.has(n)).map(compiledCard)];
}
