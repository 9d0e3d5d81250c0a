/**
 * Game modules: one per game, the thing every tool lists.
 * @module
 */
export { MAX_DECK_TEXT, MAX_LINE_COPIES, parseIdDeck } from './deck-text';
export { defineModule } from './define-module';
export {
  cardName,
  describeKernelAction,
  describeKernelEvent,
  nameOf,
  optionLabel,
  seatLabel,
} from './describe';
export { rulesSummary } from './rules-summary';
export type * from './types';
