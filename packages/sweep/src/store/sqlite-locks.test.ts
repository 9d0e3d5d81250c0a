import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { planSweep } from '../plan/plan';
import { checkSweepFile } from '../spec/validate';
import { testCatalog } from '../testing/catalog';
import { openSqliteStore } from './store';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const plan = planSweep(
  checkSweepFile({
    name: 'locks',
    seed: 3,
    gamesPerCell: 4,
    batchSize: 2,
    games: [{ game: 'duel', decks: { matrix: ['red', 'blue'] } }],
  }),
  testCatalog,
);

/**
 * Another thread (standing in for another process: SQLite locks are per connection) takes the file's
 * write lock, reports it, holds it for `holdMs` and then commits.
 */
function holdWriteLock(path: string, holdMs: number): { held: Promise<void>; done: Promise<void> } {
  const client = pathToFileURL(createRequire(import.meta.url).resolve('@libsql/client')).href;
  const worker = new Worker(
    `const { workerData, parentPort } = require('node:worker_threads');
     import(workerData.client).then(async ({ createClient }) => {
       const db = createClient({ url: 'file:' + workerData.path });
       await db.execute('CREATE TABLE IF NOT EXISTS other_tool (x INTEGER)');
       const tx = await db.transaction('write');
       await tx.execute('INSERT INTO other_tool VALUES (1)');
       parentPort.postMessage('held');
       await new Promise((r) => setTimeout(r, workerData.holdMs));
       await tx.commit();
       db.close();
     });`,
    { eval: true, workerData: { client, path, holdMs } },
  );
  const held = new Promise<void>((resolve) => worker.once('message', () => resolve()));
  const done = new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', () => resolve());
  });
  return { held, done };
}

describe('issue 19: a sweep database shared with other processes', () => {
  it('a sweep that finds the file locked by another writer waits for it instead of failing with SQLITE_BUSY', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sweep-locks-'));
    dirs.push(dir);
    const path = join(dir, 'results.sqlite');
    const other = holdWriteLock(path, 300);
    await other.held;
    const store = openSqliteStore(path);
    // Creating the tables needs the lock the other writer holds for 300 ms.
    await store.prepare(plan);
    expect(await store.finishedBatches(plan.id)).toEqual(new Set());
    await store.close();
    await other.done;
  });
});
