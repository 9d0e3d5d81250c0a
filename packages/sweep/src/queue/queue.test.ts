import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SweepBatchError } from '../errors';
import { planSweep } from '../plan/plan';
import type { BatchTask } from '../plan/types';
import { collectReport } from '../report/report';
import { localBackend } from '../run/local';
import { runSweep } from '../run/sweep';
import { checkSweepFile } from '../spec/validate';
import { openSqliteStore } from '../store/store';
import { testCatalog } from '../testing/catalog';
import { fakeExecutor } from '../testing/fake';
import { type RedisServer, startRedisServer } from '../testing/redis';
import { testSummarize } from '../testing/summary';
import { queueBackend } from './coordinator';
import { runQueueWorker } from './worker';

let redis: RedisServer | undefined;
beforeAll(async () => {
  redis = await startRedisServer();
  if (!redis)
    console.warn(
      'SKIPPED: redis-server is not installed; the BullMQ queue tests need it (apt-get install redis-server)',
    );
});
afterAll(async () => {
  await redis?.stop();
});

const plan = planSweep(
  checkSweepFile({
    seed: 21,
    gamesPerCell: 30,
    batchSize: 4,
    games: [{ game: 'duel', decks: { matrix: ['red', 'blue'] } }],
  }),
  testCatalog,
);

function startWorkers(url: string, count: number, queue: string, executor = () => fakeExecutor(2)) {
  const stop = new AbortController();
  const played: string[][] = [];
  const running = Array.from({ length: count }, (_, n) => {
    const ex = executor();
    played.push(ex.played);
    return runQueueWorker({ url, queue, executor: ex, name: `w${n}`, lockMs: 2000, signal: stop.signal });
  });
  return {
    played,
    stop: async () => {
      stop.abort();
      await Promise.all(running);
    },
  };
}

describe('issue 19: the BullMQ queue backend', () => {
  it('three workers play every batch once and the report equals the local run', async (context) => {
    if (!redis) return context.skip();
    const workers = startWorkers(redis.url, 3, 'q-three');
    const store = openSqliteStore(':memory:');
    const result = await runSweep(
      plan,
      store,
      queueBackend({ url: redis.url, queue: 'q-three', pollMs: 100 }),
    );
    await workers.stop();
    expect(result).toMatchObject({ stored: plan.batches.length, games: 4 * 30, complete: true });
    expect(workers.played.flat().sort()).toEqual(plan.batches.map((b) => b.id).sort());
    expect(workers.played.filter((p) => p.length > 0).length).toBeGreaterThan(1);

    const local = openSqliteStore(':memory:');
    await runSweep(plan, local, localBackend({ slots: 1, executor: () => fakeExecutor() }));
    expect(await collectReport(plan, store, testSummarize)).toEqual(
      await collectReport(plan, local, testSummarize),
    );
    await store.close();
    await local.close();
  });

  it('a coordinator started again finds the batches already finished on the queue and adds none twice', async (context) => {
    if (!redis) return context.skip();
    const store = openSqliteStore(':memory:');
    const stop = new AbortController();
    // First coordinator: enqueue and stop at once, before any worker runs.
    stop.abort();
    await runSweep(plan, store, queueBackend({ url: redis.url, queue: 'q-restart', pollMs: 100 }), {
      signal: stop.signal,
    });
    const workers = startWorkers(redis.url, 2, 'q-restart');
    const result = await runSweep(
      plan,
      store,
      queueBackend({ url: redis.url, queue: 'q-restart', pollMs: 100 }),
    );
    await workers.stop();
    expect(result.complete).toBe(true);
    expect(workers.played.flat().sort()).toEqual(plan.batches.map((b) => b.id).sort());
    await store.close();
  });

  it('a batch whose worker keeps failing stops the sweep with a SweepBatchError naming it', async (context) => {
    if (!redis) return context.skip();
    const bad = plan.batches[2].id;
    const failing = () => {
      const ex = fakeExecutor();
      return {
        ...ex,
        run: async (task: BatchTask) => {
          if (task.batch.id === bad) throw new Error('the game module crashed');
          return ex.run(task);
        },
      };
    };
    const workers = startWorkers(redis.url, 1, 'q-fail', failing);
    const store = openSqliteStore(':memory:');
    const run = runSweep(
      plan,
      store,
      queueBackend({ url: redis.url, queue: 'q-fail', attempts: 2, pollMs: 100 }),
    );
    await expect(run).rejects.toThrow(SweepBatchError);
    await expect(run).rejects.toThrow(`batch ${bad} failed: the game module crashed`);
    await workers.stop();
    // Once the cause is gone, running the sweep again retries the failed batch and completes.
    const healthy = startWorkers(redis.url, 1, 'q-fail');
    const again = await runSweep(
      plan,
      store,
      queueBackend({ url: redis.url, queue: 'q-fail', attempts: 2, pollMs: 100 }),
    );
    await healthy.stop();
    expect(again.complete).toBe(true);
    expect(healthy.played).toContainEqual(expect.arrayContaining([bad]));
    await store.close();
  });
});
