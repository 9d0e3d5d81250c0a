/**
 * The compiled card of a full name, for behaviour tests that play the real generated encoding.
 *
 * @module
 */
import { fullName, type LorcanaCard } from '../cards/card.js';
import { compiledCards } from '../cards/generated/index.js';

/** The compiled card named `Name - Version` (throws if the compiler did not produce it). */
export function compiledCard(name: string): LorcanaCard {
  const card = compiledCards.find((c) => fullName(c) === name);
  if (!card) throw new Error(`${name} is not compiled`);
  return card;
}
