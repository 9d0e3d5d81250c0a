/**
 * The real compiled cards for behaviour tests of the compiler's templates: a test plays the card the
 * compiler made of the printed text, not a hand-written twin.
 *
 * @module
 */
import { fullName, type LorcanaCard } from '../cards/card.js';
import { compiledCards } from '../cards/generated/index.js';
import { cardPool } from '../cards/pool.js';

/** The compiled card named `Name - Version` (throws if the compiler did not produce it). */
export function compiledCard(name: string): LorcanaCard {
  const card = compiledCards.find((c) => fullName(c) === name);
  if (!card) throw new Error(`${name} is not compiled`);
  return card;
}

const handWritten = new Set(cardPool.map((c) => fullName(c)));

/** The compiled card under an id of its own, so that it can play beside a hand-written twin. */
export function compiledTwin(name: string): LorcanaCard {
  const card = compiledCard(name);
  return { ...card, id: `${card.id}-compiled` };
}

/** The card under test (compiled) and the compiled cards of the other names that have no hand-written twin. */
export function withCompiled(name: string, ...others: string[]): LorcanaCard[] {
  return [compiledTwin(name), ...others.filter((n) => !handWritten.has(n)).map(compiledTwin)];
}
