/**
 * `@cardloom/lore`: the Lore TCG (rules ver. 1.91, "Lore 1922") for cardloom — the game definition
 * (`lore`), its rulesets, the original `lr1` card pool with generated descriptions, ready lexicons
 * and their validator, best-of-3 rounds with sideboarding, a heuristic for bots, and log descriptions
 * for the CLI.
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
export { LORE_RULESETS, lore } from './engine/definition.js';
export { evaluate } from './engine/evaluate.js';
export { LORE_LANGUAGE } from './engine/language/index.js';
export { type LoreVerbs, type RollParams, VERBS as LORE_VERBS } from './engine/language/verbs.js';
export { describeAction, describeEvent } from './engine/log.js';
export {
  C as LORE_COUNTERS,
  E as LORE_EVENTS,
  S as LORE_STATS,
  V as LORE_VARS,
  Z as LORE_ZONES,
} from './engine/state/keys.js';
export { deckList, SECTION } from './engine/turn/setup.js';
export * from './match/match.js';
export { lexiconForDeckList, loreMatchFormat } from './match/module-match.js';
export * from './match/play.js';
export * from './match/sideboard.js';
export { lexiconFromDeckList, loreModule } from './module.js';
export * from './rules/combat-legality.js';
export * from './rules/damage.js';
export * from './rules/magick.js';
export * from './rules/magick-plans.js';
export * from './rules/magick-sources.js';
export * from './rules/setup.js';
export * from './rules/void.js';
