/**
 * The interpreter's view of a language: every word looked up by name, its parameters erased. A word's
 * parameters were checked against its definition when the card was written (the card's type is built
 * from the same definitions), so calling it with the step it came from is sound.
 * @module
 */

import type {
  ActivationHooks,
  ConditionDef,
  CostDef,
  CountDef,
  DurationDef,
  FilterDef,
  LanguageSpec,
  PlayerRefDef,
  RefDef,
  ReplacementDef,
  StaticDef,
  TimingDef,
  TriggerDef,
  Verb,
  VerbsOf,
} from './spec';
import type { Nouns } from './types';

/** A language's words by name. */
export interface Erased<N extends Nouns> {
  readonly verbs: { readonly [name: string]: Verb<N, never> | undefined };
  readonly filter: FilterDef<N>;
  readonly refs: { readonly [name: string]: RefDef<N> | undefined };
  readonly players: { readonly [name: string]: PlayerRefDef<N> | undefined };
  readonly conditions: { readonly [name: string]: ConditionDef<N, never> | undefined };
  readonly counts: { readonly [name: string]: CountDef<N, never> | undefined };
  readonly triggers: { readonly [name: string]: TriggerDef<never> | undefined };
  readonly statics: { readonly [name: string]: StaticDef<N, never> | undefined };
  readonly replacements: { readonly [name: string]: ReplacementDef<N, never> | undefined };
  readonly costs: { readonly [name: string]: CostDef<never, never> | undefined };
  readonly timings: { readonly [name: string]: TimingDef | undefined };
  readonly durations: { readonly [name: string]: DurationDef | undefined };
  readonly active?: LanguageSpec<N, VerbsOf<N>>['active'];
  readonly zones?: readonly string[];
  readonly prompt?: LanguageSpec<N, VerbsOf<N>>['prompt'];
  readonly surroundings?: LanguageSpec<N, VerbsOf<N>>['surroundings'];
  /** The hooks' ability type is the game's (`any` verbs): the runner only reads kind, timing and cost. */
  readonly activation?: ActivationHooks<N, any>;
}

/**
 * The words of a spec by name (a widening: each record of words is a record of erased words), with an
 * empty table for each one the game left out because its nouns name none.
 */
export function erase<N extends Nouns, V extends VerbsOf<N>>(spec: LanguageSpec<N, V>): Erased<N> {
  return {
    ...spec,
    refs: spec.refs ?? {},
    players: spec.players ?? {},
    conditions: spec.conditions ?? {},
    counts: spec.counts ?? {},
    triggers: spec.triggers ?? {},
    statics: spec.statics ?? {},
    replacements: spec.replacements ?? {},
    costs: spec.costs ?? {},
    timings: spec.timings ?? {},
    durations: spec.durations ?? {},
  };
}

/**
 * Calls a word's function with the parameters of the step (condition, trigger…) that named it. The
 * word's parameter type was erased to `never` by {@link Erased}; narrowing the function back to accept
 * any value is the one place the interpreter trusts the card's compile-time check.
 */
export function call<A, R>(fn: (a: A, params: never) => R, a: A, params: unknown): R {
  return (fn as (a: A, params: unknown) => R)(a, params);
}

/** {@link call} for functions that take the parameters first (`describe(params, say)`). */
export function callFirst<B, R>(fn: (params: never, b: B) => R, params: unknown, b: B): R {
  return (fn as (params: unknown, b: B) => R)(params, b);
}

/** A word's definition, or a typed error naming the unknown word (a card not checked by the types). */
export function wordCall<T>(def: T | undefined, name: string, kind: string): T {
  if (def === undefined) throw new UnknownWordError(kind, name);
  return def;
}

/** A card names a word its language does not define (possible only for data not checked by the types). */
export class UnknownWordError extends Error {
  constructor(
    /** `verb`, `condition`, `trigger`… */
    readonly kind: string,
    readonly word: string,
  ) {
    super(`cards: unknown ${kind} '${word}'`);
    this.name = 'UnknownWordError';
  }
}
