/** A deterministic stand-in for a game runner, for tests of the sweep machinery without games. */
import { cellSeed } from '../plan/seed';
import type { BatchTask, SweepGameRecord } from '../plan/types';
import type { BatchExecutor } from '../run/backend';

/** The record game `index` of a cell with seed `seed` and `players` seats gets from {@link fakeExecutor}. */
export function fakeRecord(seed: number, index: number, players: number): SweepGameRecord {
  const h = cellSeed(seed, String(index));
  const draw = h % 11 === 0;
  return {
    index,
    seed: h,
    winners: draw ? [] : [h % players],
    reason: draw ? 'turn-limit' : 'life',
    firstPlayer: (h >>> 8) % players,
    turns: 5 + ((h >>> 4) % 9),
    actions: 20 + ((h >>> 12) % 30),
    decisions: 10 + ((h >>> 16) % 10),
    legalTotal: 40 + ((h >>> 20) % 40),
    leadChanges: (h >>> 24) % 3,
  };
}

/**
 * An executor whose games depend only on (cell seed, index), like real ones; `played` lists the
 * batch ids it ran, `delayMs` makes each batch take time.
 */
export function fakeExecutor(delayMs = 0): BatchExecutor & { played: string[] } {
  const played: string[] = [];
  return {
    played,
    async run(task: BatchTask) {
      if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
      played.push(task.batch.id);
      const out: SweepGameRecord[] = [];
      for (let i = task.batch.from; i < task.batch.to; i++)
        out.push(fakeRecord(task.cell.seed, i, task.cell.players));
      return out;
    },
    async close() {},
  };
}
