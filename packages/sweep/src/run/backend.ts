/** How batches get played: the seam between a sweep and the machines that play its games. */
import type { BatchTask, SweepGameRecord } from '../plan/types';

/** Plays batches, one at a time. The CLI provides one backed by worker threads or by this thread. */
export interface BatchExecutor {
  /** Plays games `task.batch.from … to − 1` of `task.cell` and returns their records. */
  run(task: BatchTask): Promise<SweepGameRecord[]>;
  /** Releases threads or other resources. */
  close(): Promise<void>;
}

/** Hands a finished batch to the sweep (which stores it); resolves once it is stored. */
export type Deliver = (task: BatchTask, records: readonly SweepGameRecord[], worker: string) => Promise<void>;

/** Runs a list of batch tasks somewhere and delivers each result exactly once. */
export interface SweepBackend {
  /** A short description for messages (`4 local threads`, `queue redis://…`). */
  readonly label: string;
  /**
   * Plays every task, delivering results as they finish. When `signal` aborts, no further batch is
   * started and the promise resolves once the batches under way are delivered (or dropped).
   */
  run(tasks: readonly BatchTask[], deliver: Deliver, signal?: AbortSignal): Promise<void>;
}
