import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { planSweep } from '../plan/plan';
import { sweepHtml } from '../report/html';
import { collectReport } from '../report/report';
import { checkSweepFile } from '../spec/validate';
import { openSqliteStore } from '../store/store';
import { testCatalog } from '../testing/catalog';
import { fakeExecutor } from '../testing/fake';
import { testSummarize } from '../testing/summary';
import { localBackend } from './local';
import { runSweep } from './sweep';

const dirs: string[] = [];
const dbPath = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sweep-'));
  dirs.push(dir);
  return join(dir, 'results.sqlite');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const plan = planSweep(
  checkSweepFile({
    name: 'matrix',
    seed: 11,
    gamesPerCell: 23,
    batchSize: 5,
    games: [{ game: 'duel', decks: { matrix: ['red', 'blue'] } }],
  }),
  testCatalog,
);

describe('issue 19: local sweeps store every game once and resume without redoing a batch', () => {
  it('a run stores every game of every cell, indexes 0 … n−1, and reports the stored batches', async () => {
    const store = openSqliteStore(dbPath());
    const executor = fakeExecutor();
    const result = await runSweep(plan, store, localBackend({ slots: 3, executor: () => executor }));
    expect(result).toEqual({ skipped: 0, stored: plan.batches.length, games: 4 * 23, complete: true });
    for (const cell of plan.cells) {
      expect((await store.records(plan.id, cell.id)).map((r) => r.index)).toEqual([...Array(23).keys()]);
    }
    await store.close();
  });

  it('an interrupted sweep, run again, plays exactly the batches it had not stored and ends with the same report', async () => {
    const path = dbPath();
    const first = fakeExecutor(5);
    const stop = new AbortController();
    const store = openSqliteStore(path);
    let stored = 0;
    const partial = await runSweep(plan, store, localBackend({ slots: 2, executor: () => first }), {
      signal: stop.signal,
      onProgress: () => {
        if (++stored === 7) stop.abort();
      },
    });
    await store.close();
    expect(partial.complete).toBe(false);
    expect(partial.stored).toBeGreaterThanOrEqual(7);

    const again = openSqliteStore(path);
    const second = fakeExecutor();
    const resumed = await runSweep(plan, again, localBackend({ slots: 2, executor: () => second }));
    expect(resumed.skipped).toBe(partial.stored);
    expect(resumed.stored).toBe(plan.batches.length - partial.stored);
    expect(second.played.filter((id) => first.played.includes(id))).toEqual([]);
    expect([...first.played, ...second.played].sort()).toEqual(plan.batches.map((b) => b.id).sort());
    const resumedReport = await collectReport(plan, again, testSummarize);
    await again.close();

    const clean = openSqliteStore(dbPath());
    await runSweep(plan, clean, localBackend({ slots: 1, executor: () => fakeExecutor() }));
    expect(resumedReport).toEqual(await collectReport(plan, clean, testSummarize));
    expect(sweepHtml(resumedReport)).toBe(sweepHtml(await collectReport(plan, clean, testSummarize)));
    await clean.close();
  });

  it('storing a batch a second time writes nothing and counts no game twice', async () => {
    const store = openSqliteStore(dbPath());
    await store.prepare(plan);
    const batch = plan.batches[0];
    const records = await fakeExecutor().run({ planId: plan.id, batch, cell: plan.cells[0] });
    expect(await store.commit(plan.id, batch, records, 'a')).toBe(true);
    expect(await store.commit(plan.id, batch, records, 'b')).toBe(false);
    expect(await store.records(plan.id, batch.cellId)).toHaveLength(batch.to - batch.from);
    expect(await store.batches(plan.id)).toEqual([
      { batchId: batch.id, cellId: batch.cellId, index: 0, games: 5, worker: 'a' },
    ]);
    await store.close();
  });

  it('a second run of a finished sweep plays nothing', async () => {
    const path = dbPath();
    const store = openSqliteStore(path);
    await runSweep(plan, store, localBackend({ slots: 2, executor: () => fakeExecutor() }));
    const executor = fakeExecutor();
    const result = await runSweep(plan, store, localBackend({ slots: 2, executor: () => executor }));
    expect(result).toMatchObject({ skipped: plan.batches.length, stored: 0, complete: true });
    expect(executor.played).toEqual([]);
    await store.close();
  });
});
