/**
 * `@cardloom/faction`: the faction card game (Morning/Day/Evening/Night, command and victory tokens) for
 * cardloom. This entry exports the card vocabulary, the FC1 card pool and its description generator.
 * @packageDocumentation
 */
export * from './cards/card';
export * from './cards/describe';
export { describeFilter, describeKeyword } from './cards/describe-terms';
export * from './cards/pool/index';
export * from './cards/vocabulary';
export type * from './cards/vocabulary-abilities';
export type * from './cards/vocabulary-effects';
export * from './decks/deck';
export * from './decks/errors';
export * from './decks/ready/index';
export * from './decks/validate';
export { faction, HOME_TOKENS, OPENING_HAND, toKernelDeck } from './engine/definition';
export { describeAction, describeEvent } from './engine/describe-log';
export { evaluate } from './engine/evaluate';
export { FACTION_LANGUAGE } from './engine/language/index';
export { type FactionVerbs, VERBS as FACTION_VERBS } from './engine/language/verbs';
export { CONQUEST, type FactionOptions, RULESETS, STANDARD } from './engine/rulesets';
export { factionModule } from './module';
