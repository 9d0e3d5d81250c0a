/** A sweep expanded into cells and batches. */

/** One combination of the sweep's dimensions, played `games` times. */
export interface SweepCell {
  /** Stable id from the cell's dimensions: `game/ruleset/Np/bot+bot/deck+deck`. */
  id: string;
  /** Position in the plan (report order). */
  position: number;
  game: string;
  ruleset: string;
  players: number;
  /** Bot per seat. */
  bots: string[];
  /** Ready deck name per seat. */
  decks: string[];
  /** Seed of the cell; game `i` gets `deriveSeed(seed, i)`. */
  seed: number;
  /** Games in the cell. */
  games: number;
  /** For deck-matrix cells: the row deck (seat 1) and column deck (seat 2). */
  matrix?: { row: string; column: string };
}

/** A range of game indexes of one cell: the unit of work, of storage and of retry. */
export interface SweepBatch {
  /** Stable id: `<cell id>#<index>`. */
  id: string;
  cellId: string;
  /** Batch number within its cell. */
  index: number;
  /** First game index (inclusive). */
  from: number;
  /** Last game index (exclusive). */
  to: number;
}

/** Everything needed to run, store and report a sweep. */
export interface SweepPlan {
  /** Content hash of the cells, seeds, batch size and action limit: same plan, same id. */
  id: string;
  name: string;
  baseSeed: number;
  gamesPerCell: number;
  batchSize: number;
  maxActions?: number;
  cells: SweepCell[];
  /** Every batch, cell by cell. */
  batches: SweepBatch[];
}

/** What a runner needs to play one batch (plain data: it crosses threads and the queue). */
export interface BatchTask {
  planId: string;
  batch: SweepBatch;
  cell: SweepCell;
  maxActions?: number;
}

/**
 * One game's result as the runner reports it and the store keeps it (the shape of `GameRecord` in
 * `@cardloom/cli`).
 */
export interface SweepGameRecord {
  /** Game index within the cell. */
  index: number;
  seed: number;
  /** Winning seats; empty for a draw or a failed game. */
  winners: number[];
  /** How the game ended, or `error` / `action-limit` for a failed game. */
  reason: string;
  firstPlayer: number;
  turns: number;
  actions: number;
  decisions: number;
  legalTotal: number;
  leadChanges: number;
  /** Why the game failed, when it did. */
  error?: string;
}
