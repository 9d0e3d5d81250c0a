/**
 * `@cardloom/core/testing` — a small complete game ("Skirmish") for tests, examples and tools, the scenario
 * driver every game's tests use ({@link drive}), and the trust-boundary checks.
 * @packageDocumentation
 */

export {
  checkBoundaryAndStep,
  checkBoundaryOverRandomGames,
  checkSaveRestores,
  checkViewsNameNoHidden,
  checkViewsOverRandomGames,
  mutateAction,
  type RandomGamesOptions,
} from './boundary';
export type { ActionMatch, CardQuery, Choice, RandomPlay, RandomStep, SettleOptions } from './driver';
export { Driver, drive, ScenarioError } from './driver';
export { permuteHidden, viewHidesIdentities } from './hidden';
export type { SkirmishPolicy } from './mini';
export { skirmish, skirmishCards, skirmishDeck } from './mini';
export { skirmishEvaluate, skirmishModule } from './skirmish-module';
