/**
 * `@cardloom/core/cards`: the shared card language. Core owns the control flow of effects (steps in
 * order, `may`, `if`/else, choose one, for each, repeat, "that card"/"that many" references, amounts,
 * conditions, durations, targets and choices), triggered, activated, static and replacement abilities,
 * and a small English phrase kit; a game adds only its own words (verbs, filters, conditions, triggers…),
 * each defined once with what it does and how it reads.
 * @packageDocumentation
 */
export type { Activation } from './abilities';
export { NoSuchAbilityError } from './abilities';
export type { Describer } from './describe';
export type { Source } from './env';
export { UnknownWordError } from './erased';
export type { Language } from './language';
export { defineLanguage, verbOf } from './language';
export {
  article,
  capitalize,
  count,
  joinList,
  lowerFirst,
  numberWord,
  plural,
  signed,
  times,
} from './phrases';
export type * from './spec';
export type { ControlStep } from './steps';
export { controlStep, walkSteps } from './steps';
export type * from './types';
