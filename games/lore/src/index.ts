/**
 * `@cardloom/lore`: the Lore TCG (rules ver. 1.91, "Lore 1922") for cardloom.
 *
 * @packageDocumentation
 */
export * from './cards/analysis.js';
export * from './cards/card.js';
export * from './cards/describe.js';
export * from './cards/describe-parts.js';
export { LORE_CARDS } from './cards/pool/index.js';
export * from './cards/vocabulary.js';
export * from './cards/vocabulary-abilities.js';
export * from './cards/vocabulary-effects.js';
export * from './decks/lexicon.js';
export * from './decks/ready/index.js';
export * from './decks/validate.js';
