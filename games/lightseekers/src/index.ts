/**
 * `@cardloom/lightseekers`: the Lightseekers card game for cardloom — its card vocabulary, original
 * card pool, ready decks and deck validator.
 * @packageDocumentation
 */
export * from './cards/build.js';
export { actionCards, allCards, comboCards, findCard, getCard, getHero, heroes } from './cards/index.js';
export * from './cards/keywords.js';
export type * from './cards/vocabulary-cards.js';
export * from './cards/vocabulary-effects.js';
export * from './cards/vocabulary-elements.js';
export * from './decks/random.js';
export * from './decks/ready.js';
export * from './decks/validate.js';
export { lightseekers, lightseekersCards, rulesets, toKernelCard } from './engine/game/definition.js';
export { evaluate } from './engine/game/evaluate.js';
export { describeAction, describeEvent } from './engine/game/log.js';
export * from './engine/language/card-text.js';
export { LIGHTSEEKERS_LANGUAGE } from './engine/language/index.js';
export type { Chose } from './engine/language/rule.js';
export { type LightseekersVerbs, VERBS as LIGHTSEEKERS_VERBS } from './engine/language/verbs.js';
export { discardedLastTurn } from './engine/table/discard-memory.js';
export { type Standing, standings, victoryPoints } from './engine/table/removal.js';
export { lightseekersModule } from './module.js';
