/**
 * Typed game variables. `state.vars` holds JSON under string names; a {@link GameVar} names one variable
 * together with its type and its value while unset, so rules code reads and writes structured values
 * (a combat in progress, a chain of spells, last known information) without casts. The one conversion
 * between the game's type and JSON lives here.
 * @module
 */
import type { Json } from './json';
import type { GameState } from './state';

/**
 * One game variable: its name in `state.vars`, its type `T` and its value while unset. `T` must be JSON
 * data in fact (plain objects, arrays, strings, finite numbers, booleans, null): the state is saved,
 * replayed and digested as JSON. Treat a value read as immutable; write a new one to change it.
 */
export interface GameVar<T> {
  readonly name: string;
  readonly initial: T;
}

/**
 * Declares a typed game variable.
 * @example
 * ```ts
 * interface Combat { readonly attacker: CardId; readonly blockers: readonly CardId[] }
 * const COMBAT = gameVar<Combat | null>('combat', null);
 * ctx.write(COMBAT, { attacker, blockers: [] });
 * const combat = ctx.read(COMBAT); // Combat | null
 * ```
 */
export function gameVar<T>(name: string, initial: T): GameVar<T> {
  return Object.freeze({ name, initial });
}

/**
 * A family of typed variables, one per key (a card, a player…): `lastKnown(card)` is the variable
 * `lastKnown.<card>`.
 */
export function varFamily<T>(prefix: string, initial: T): (key: string | number) => GameVar<T> {
  return (key) => ({ name: `${prefix}.${key}`, initial });
}

/** The value of a typed variable in a state (its initial value while unset). */
export function readVar<T>(state: GameState, v: GameVar<T>): T {
  const value = state.vars[v.name];
  return value === undefined ? v.initial : (value as unknown as T);
}

/** A typed value as the JSON the state stores. */
export function asStored<T>(value: T): Json {
  return value as unknown as Json;
}
