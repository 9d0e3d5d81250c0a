/**
 * `@cardloom/core/testing` — a small complete game ("Skirmish") for tests, examples and tools.
 * @packageDocumentation
 */

export {
  checkBoundaryAndStep,
  checkBoundaryOverRandomGames,
  checkViewsNameNoHidden,
  checkViewsOverRandomGames,
  mutateAction,
  type RandomGamesOptions,
} from './boundary';
export { permuteHidden, viewHidesIdentities } from './hidden';
export type { SkirmishPolicy } from './mini';
export { skirmish, skirmishCards, skirmishDeck } from './mini';
export { skirmishEvaluate, skirmishModule } from './skirmish-module';
