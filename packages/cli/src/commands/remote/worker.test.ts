import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  openSqliteStore,
  parseSweepFile,
  planSweep,
  type RedisServer,
  startRedisServer,
} from '@cardloom/sweep';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli';
import { builtinRegistry } from '../../games/builtin';
import { fakeIo } from '../../testing/fake-io';
import { sweepCatalog } from './sweep';

const dir = mkdtempSync(join(tmpdir(), 'cardloom-worker-'));
const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const bin = fileURLToPath(new URL('../../bin.ts', import.meta.url));
let redis: RedisServer | undefined;
const children: ChildProcess[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
  if (!redis)
    console.warn(
      'SKIPPED: redis-server is not installed; the distributed sweep tests need it (apt-get install redis-server)',
    );
});
afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await redis?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function cardloom(...argv: string[]) {
  const io = {
    ...fakeIo(),
    readFile: (path: string) => Promise.resolve(readFileSync(path, 'utf8')),
    writeFile: async (path: string, text: string) => writeFileSync(path, text),
  };
  const out: string[] = [];
  const err: string[] = [];
  io.out = (text) => void out.push(text);
  io.err = (text) => void err.push(text);
  const code = await runCli(argv, io);
  return { code, stdout: out.join(''), stderr: err.join('') };
}

/** A `cardloom worker` process; `lines` fills with its output lines. */
function worker(url: string, name: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      tsx,
      '--conditions=@cardloom/source',
      bin,
      'worker',
      url,
      '--lock-seconds',
      '2',
      '--name',
      name,
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.push(child);
  const lines: string[] = [];
  const waiters: { test: (line: string) => boolean; resolve: (line: string) => void }[] = [];
  let buffer = '';
  child.stdout?.on('data', (data: Buffer) => {
    buffer += data.toString();
    for (let nl = buffer.indexOf('\n'); nl >= 0; nl = buffer.indexOf('\n')) {
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(nl + 1);
      lines.push(line);
      for (const w of waiters.splice(0)) {
        if (w.test(line)) w.resolve(line);
        else waiters.push(w);
      }
    }
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    lines,
    exited,
    /** Resolves with the first line (already seen or to come) that passes `test`. */
    line: (test: (line: string) => boolean) =>
      new Promise<string>((resolve) => {
        const seen = lines.find(test);
        if (seen !== undefined) resolve(seen);
        else waiters.push({ test, resolve });
      }),
  };
}

describe('issue 19: distributed sweeps through BullMQ + Redis (cardloom worker)', () => {
  it('three worker processes, one killed mid-batch: every game is stored exactly once and the report equals the local run', async (context) => {
    if (!redis) return context.skip();
    const spec = {
      name: 'queue check',
      seed: 77,
      gamesPerCell: 100,
      batchSize: 25,
      games: [{ game: 'skirmish', decks: { matrix: 'all' } }],
    };
    const file = join(dir, 'queue.json');
    writeFileSync(file, JSON.stringify(spec));
    const plan = planSweep(parseSweepFile(JSON.stringify(spec)), sweepCatalog(builtinRegistry()));
    const workers = ['w1', 'w2', 'w3'].map((name) => worker(redis?.url ?? '', name));
    await Promise.all(workers.map((w) => w.line((l) => l.startsWith('worker '))));

    // Kill w1 the moment it starts its first batch.
    const victim = workers[0];
    const killed = victim
      .line((l) => l.startsWith('start '))
      .then((line) => {
        victim.child.kill('SIGKILL');
        return line.slice('start '.length);
      });
    const queued = await cardloom(
      'sweep',
      file,
      '--queue',
      redis.url,
      '--json',
      '--db',
      join(dir, 'queue.sqlite'),
      '--html',
      join(dir, 'queue.html'),
    );
    const killedBatch = await killed;
    await victim.exited;
    for (const w of workers.slice(1)) w.child.kill('SIGTERM');
    await Promise.all(workers.slice(1).map((w) => w.exited));

    expect(queued.stderr).toBe('');
    expect(queued.code).toBe(0);
    // The kill came before w1 finished the batch it had started.
    expect(victim.lines.some((l) => l.startsWith(`done ${killedBatch} `))).toBe(false);
    const store = openSqliteStore(join(dir, 'queue.sqlite'));
    const batches = await store.batches(plan.id);
    expect(batches.map((b) => b.batchId)).toEqual(plan.batches.map((b) => b.id));
    expect(batches.find((b) => b.batchId === killedBatch)?.worker).toMatch(/^w[23]$/);
    expect(new Set(batches.map((b) => b.worker))).toEqual(new Set(['w2', 'w3']));
    for (const cell of plan.cells) {
      expect((await store.records(plan.id, cell.id)).map((r) => r.index)).toEqual([...Array(100).keys()]);
    }
    await store.close();
    // The other workers stopped cleanly on SIGTERM.
    for (const w of workers.slice(1)) expect(w.lines.at(-1)).toMatch(/^worker w[23] stopped$/);

    const local = await cardloom(
      'sweep',
      file,
      '--workers',
      '0',
      '--json',
      '--db',
      join(dir, 'local.sqlite'),
      '--html',
      join(dir, 'local.html'),
    );
    expect(JSON.parse(queued.stdout).report).toEqual(JSON.parse(local.stdout).report);
    expect(readFileSync(join(dir, 'queue.html'), 'utf8')).toBe(readFileSync(join(dir, 'local.html'), 'utf8'));
  });

  it('cardloom worker rejects a URL that is not redis:// (exit 2)', async () => {
    const result = await cardloom('worker', 'http://localhost:6379');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("'http://localhost:6379' is not a Redis URL");
  });
});
