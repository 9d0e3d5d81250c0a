/**
 * The real compiled cards for behaviour tests of the compiler's templates: a test plays the card the
 * compiler made of the printed text, not a hand-written twin.
 *
 * @module
 */
import { fullName, type LorcanaCard } from '../cards/card.js';
import { compiledCards } from '../cards/generated/index.js';
import { cardPool } from '../cards/pool.js';

const handWritten = new Set(cardPool.map((c) => fullName(c)));

/** How {@link compiledCard} looks the card up. */
export interface CompiledCardOptions {
  /** Only a card with no hand-written twin, so that real games play this very card. */
  readonly withoutTwin?: boolean;
}

/** The compiled card named `Name - Version` (throws if the compiler did not produce it). */
export function compiledCard(name: string, options: CompiledCardOptions = {}): LorcanaCard {
  const card = compiledCards.find((c) => fullName(c) === name);
  if (!card) throw new Error(`${name} is not compiled`);
  if (options.withoutTwin && handWritten.has(name)) throw new Error(`${name} has a hand-written twin`);
  return card;
}

/** How {@link compiledTwin} sets the compiled card apart from its hand-written twin. */
export interface TwinOptions {
  /** Plays it under this name, without a version: a stand-in the test names itself. */
  readonly as?: string;
  /** Adds “(compiled)” to its version, so its full name differs from the hand-written twin's too. */
  readonly marked?: boolean;
}

/** The compiled card under an id of its own, so that it can play beside a hand-written twin. */
export function compiledTwin(name: string, options: TwinOptions = {}): LorcanaCard {
  const card = compiledCard(name);
  const twin = { ...card, id: `${card.id}-compiled` };
  if (options.as !== undefined) {
    const { version: _version, ...rest } = twin;
    return { ...rest, id: `${card.id}-as-${options.as}`, name: options.as };
  }
  return options.marked ? { ...twin, version: `${card.version ?? ''} (compiled)`.trim() } : twin;
}

/** The compiled card, as it is when no hand-written card shares its name, else its marked twin. */
export function compiledOrMarkedTwin(name: string): LorcanaCard {
  return handWritten.has(name) ? compiledTwin(name, { marked: true }) : compiledCard(name);
}

/** The card under test (compiled) and the compiled cards of the other names that have no hand-written twin. */
export function withCompiled(name: string, ...others: string[]): LorcanaCard[] {
  return [compiledTwin(name), ...others.filter((n) => !handWritten.has(n)).map((n) => compiledTwin(n))];
}
