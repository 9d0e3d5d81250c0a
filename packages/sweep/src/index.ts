/**
 * `@cardloom/sweep`: simulation sweeps and deck matrices. A sweep file names games, rulesets, player
 * counts, bots and decks; {@link planSweep} expands it into cells and batches with stable ids and
 * seeds; {@link runSweep} plays the batches not yet stored — on this machine ({@link localBackend})
 * or on BullMQ + Redis workers anywhere ({@link queueBackend}, {@link runQueueWorker}) — and stores
 * every game in a SQLite file ({@link openSqliteStore}); {@link collectReport} and
 * {@link sweepHtml} turn them into a report. The `cardloom sweep` and `cardloom worker` commands of
 * `@cardloom/cli` are built on it.
 *
 * @packageDocumentation
 */

export { SweepBatchError, SweepError, SweepSpecError } from './errors';
export { batchesOf, DEFAULT_BATCH_SIZE, planSweep } from './plan/plan';
export { cellSeed, hashText } from './plan/seed';
export type { BatchTask, SweepBatch, SweepCell, SweepGameRecord, SweepPlan } from './plan/types';
export { DEFAULT_QUEUE, jobId, redisConnection } from './queue/connection';
export { type BatchReply, type QueueBackendOptions, queueBackend } from './queue/coordinator';
export { type QueueWorkerOptions, runQueueWorker } from './queue/worker';
export { interval, percent } from './report/format';
export { type SweepHtmlOptions, sweepHtml } from './report/html';
export {
  type CellSummary,
  collectReport,
  type Interval,
  type ReportCell,
  reportTable,
  type Spread,
  type Summarize,
  type SweepReport,
} from './report/report';
export {
  escapeHtml,
  type HeatCell,
  type HeatMapOptions,
  heatMap,
  type IntervalRow,
  intervalChart,
} from './report/svg';
export type { BatchExecutor, Deliver, SweepBackend } from './run/backend';
export { type LocalBackendOptions, localBackend } from './run/local';
export { pendingTasks, type RunSweepOptions, runSweep, type SweepRunResult } from './run/sweep';
export { parseSweepFile } from './spec/parse';
export type {
  CatalogGame,
  DeckSpec,
  SweepCatalog,
  SweepDimensions,
  SweepFile,
  SweepGameEntry,
} from './spec/types';
export { checkSweepFile } from './spec/validate';
export { SWEEP_SCHEMA } from './store/schema';
export {
  openSqliteStore,
  SQLITE_BUSY_TIMEOUT_MS,
  type StoredBatch,
  type SweepStore,
} from './store/store';
export { type RedisServer, startRedisServer } from './testing/redis';
