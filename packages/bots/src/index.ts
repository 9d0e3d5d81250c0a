/**
 * `@cardloom/bots`: game-agnostic bots for any cardloom game definition — `random` (seeded, uniform),
 * `greedy` (one-ply lookahead with the game's evaluation) and `mcts` (information-set MCTS over
 * determinized views: it never sees hidden cards).
 *
 * @example
 * ```ts
 * import { apply, createGame } from '@cardloom/core';
 * import { mctsBot, randomBot } from '@cardloom/bots';
 * const bots = [mctsBot({ seed: 1, iterations: 300 }), randomBot({ seed: 2 })];
 * while (!game.over) apply(game, bots[game.toAct!].choose(game));
 * ```
 * @packageDocumentation
 */
export type { Bot, Evaluate } from './bot';
export { type GreedyBotOptions, greedyBot } from './greedy';
export {
  type Interval,
  type MatrixBot,
  type MatrixDeck,
  MatrixError,
  type MatrixOptions,
  type MatrixResult,
  mergeMatrices,
  type PairResult,
  runMatrix,
  wilson,
} from './matrix';
export { MATRIX_USAGE, type MatrixArgs, matrixArgs } from './matrix-args';
export {
  formatInterval,
  type MatrixTableOptions,
  matrixTable,
  overlapsBand,
  withinBand,
} from './matrix-table';
export { type MctsOptions, mctsBot, type SearchStats } from './mcts';
export { actionsOf, rewards } from './outcome';
export { type RandomBotOptions, randomBot } from './random';
export { sampleWorld, type WorldSampler, worldSampler } from './worlds';
