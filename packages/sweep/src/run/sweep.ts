/**
 * Running a sweep: the store says which batches are already done, the backend plays the others, and
 * each result is stored as it arrives. Because a batch's games depend only on (base seed, cell, batch
 * index) and a stored batch is never played again, an interrupted sweep resumes where it stopped and
 * ends with the same results as an uninterrupted one.
 */
import type { BatchTask, SweepPlan } from '../plan/types';
import type { SweepStore } from '../store/store';
import type { SweepBackend } from './backend';

/** Options of {@link runSweep}. */
export interface RunSweepOptions {
  /** Called after each stored batch with the games stored by this run so far and the games it had to play. */
  onProgress?(done: number, total: number): void;
  /** Called once before play with the work left: batches and games, and batches found finished. */
  onStart?(pending: { batches: number; games: number; finished: number }): void;
  /** Stops handing out batches (the stored ones stay: run again to resume). */
  signal?: AbortSignal;
}

/** What a run of a sweep did. */
export interface SweepRunResult {
  /** Batches found already stored and skipped. */
  skipped: number;
  /** Batches played and stored by this run. */
  stored: number;
  /** Games in those batches. */
  games: number;
  /** Whether every batch of the plan is now stored. */
  complete: boolean;
}

/** The tasks of `plan` whose batches are not yet in `finished`. */
export function pendingTasks(plan: SweepPlan, finished: ReadonlySet<string>): BatchTask[] {
  const cells = new Map(plan.cells.map((c) => [c.id, c]));
  return plan.batches
    .filter((b) => !finished.has(b.id))
    .map((batch) => {
      const cell = cells.get(batch.cellId);
      if (!cell) throw new Error(`batch ${batch.id} has no cell`);
      return {
        planId: plan.id,
        batch,
        cell,
        ...(plan.maxActions === undefined ? {} : { maxActions: plan.maxActions }),
      };
    });
}

/** Plays the batches of `plan` that `store` does not have yet on `backend`, storing each as it ends. */
export async function runSweep(
  plan: SweepPlan,
  store: SweepStore,
  backend: SweepBackend,
  options: RunSweepOptions = {},
): Promise<SweepRunResult> {
  await store.prepare(plan);
  const finished = await store.finishedBatches(plan.id);
  const tasks = pendingTasks(plan, finished);
  const total = tasks.reduce((sum, t) => sum + (t.batch.to - t.batch.from), 0);
  options.onStart?.({ batches: tasks.length, games: total, finished: finished.size });
  let stored = 0;
  let games = 0;
  // One write at a time: results may arrive together from several workers.
  let writes = Promise.resolve();
  await backend.run(
    tasks,
    (task, records, worker) => {
      const write = writes.then(async () => {
        const expected = task.batch.to - task.batch.from;
        if (records.length !== expected) {
          throw new Error(
            `batch ${task.batch.id} came back with ${records.length} games, expected ${expected}`,
          );
        }
        if (await store.commit(plan.id, task.batch, records, worker)) {
          stored++;
          games += records.length;
          options.onProgress?.(games, total);
        }
      });
      writes = write.catch(() => {});
      return write;
    },
    options.signal,
  );
  await writes;
  const complete = (await store.finishedBatches(plan.id)).size === plan.batches.length;
  return { skipped: finished.size, stored, games, complete };
}
