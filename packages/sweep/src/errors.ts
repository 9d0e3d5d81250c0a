/** Typed errors of `@cardloom/sweep`: every one says what to change. */

/** Any failure of a sweep the user can act on (a bad file, a queue that failed a batch…). */
export class SweepError extends Error {
  override readonly name: string = 'SweepError';
}

/**
 * A sweep description that cannot be run. `field` is the path of the bad value in the file
 * (`games[1].decks.matrix[2]`), or `file` when the text itself does not parse.
 */
export class SweepSpecError extends SweepError {
  override readonly name: string = 'SweepSpecError';
  /** Path of the offending value, e.g. `gamesPerCell` or `games[0].rulesets[1]`. */
  readonly field: string;
  /** What is wrong with it, without the path. */
  readonly problem: string;
  constructor(field: string, problem: string) {
    super(`${field}: ${problem}`);
    this.field = field;
    this.problem = problem;
  }
}

/** A batch the queue gave up on (its worker kept throwing); the sweep stops and can be resumed. */
export class SweepBatchError extends SweepError {
  override readonly name: string = 'SweepBatchError';
  /** The stable id of the batch. */
  readonly batchId: string;
  constructor(batchId: string, reason: string) {
    super(`batch ${batchId} failed: ${reason}`);
    this.batchId = batchId;
  }
}
