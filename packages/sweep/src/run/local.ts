/**
 * The embedded backend: `slots` executors (worker threads, usually) each take a batch as soon as they
 * are free. A slot keeps to one cell while that cell has batches left, then moves to a cell no other
 * slot is playing, so an executor that binds a thread to a cell rebinds about once per cell.
 */
import type { BatchTask } from '../plan/types';
import type { BatchExecutor, Deliver, SweepBackend } from './backend';

/** Options of {@link localBackend}. */
export interface LocalBackendOptions {
  /** Executors playing at once. */
  slots: number;
  /** Builds the executor of a slot (numbered from 0). */
  executor(slot: number): BatchExecutor;
  /** Description for messages (default `K local workers`). */
  label?: string;
}

/** A backend that plays batches on this machine, with no server. */
export function localBackend(options: LocalBackendOptions): SweepBackend {
  const slots = Math.max(1, options.slots);
  return {
    label: options.label ?? `${slots} local worker${slots === 1 ? '' : 's'}`,
    async run(tasks: readonly BatchTask[], deliver: Deliver, signal?: AbortSignal) {
      const queue = new CellQueue(tasks);
      let failed = false;
      const slot = async (number: number) => {
        const executor = options.executor(number);
        let cell: string | undefined;
        try {
          for (;;) {
            if (failed || signal?.aborted) return;
            const task = queue.take(cell);
            if (!task) return;
            cell = task.cell.id;
            const records = await executor.run(task);
            queue.release(cell);
            await deliver(task, records, `local-${number}`);
          }
        } catch (error) {
          failed = true;
          throw error;
        } finally {
          await executor.close();
        }
      };
      await Promise.all(Array.from({ length: Math.min(slots, tasks.length) }, (_, n) => slot(n)));
    },
  };
}

/** Pending tasks by cell, in plan order, with the number of slots on each cell. */
class CellQueue {
  private readonly cells = new Map<string, BatchTask[]>();
  private readonly busy = new Map<string, number>();

  constructor(tasks: readonly BatchTask[]) {
    for (const task of tasks) {
      const list = this.cells.get(task.cell.id);
      if (list) list.push(task);
      else this.cells.set(task.cell.id, [task]);
    }
  }

  /** The next task for a slot last on `current`: same cell, else an idle cell, else the fullest. */
  take(current: string | undefined): BatchTask | undefined {
    let id = current !== undefined && this.cells.get(current)?.length ? current : undefined;
    if (id === undefined) {
      for (const [cell, list] of this.cells) {
        if (list.length > 0 && !this.busy.get(cell)) {
          id = cell;
          break;
        }
      }
    }
    if (id === undefined) {
      let most = 0;
      for (const [cell, list] of this.cells) {
        if (list.length > most) [id, most] = [cell, list.length];
      }
    }
    if (id === undefined) return undefined;
    this.busy.set(id, (this.busy.get(id) ?? 0) + 1);
    return this.cells.get(id)?.shift();
  }

  /** Marks one slot as no longer playing `cell`. */
  release(cell: string): void {
    this.busy.set(cell, (this.busy.get(cell) ?? 1) - 1);
  }
}
