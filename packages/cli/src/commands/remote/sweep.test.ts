import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { openSqliteStore, parseSweepFile, planSweep } from '@cardloom/sweep';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli';
import { builtinRegistry } from '../../games/builtin';
import { fakeIo } from '../../testing/fake-io';
import { sweepCatalog } from './sweep';

const dir = mkdtempSync(join(tmpdir(), 'cardloom-sweep-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `cardloom` with the built-in games, real files and a fake terminal. */
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

function sweepFile(name: string, value: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
}

const matrix = {
  name: 'skirmish matrix',
  seed: 19,
  gamesPerCell: 30,
  batchSize: 10,
  games: [{ game: 'skirmish', decks: { matrix: 'all' } }],
};

describe('issue 19: cardloom sweep on the local worker pool', () => {
  it('plays a deck matrix on worker threads with the same report as in this thread, and writes the HTML report', async () => {
    const file = sweepFile('matrix.json', matrix);
    const threads = await cardloom(
      'sweep',
      file,
      '--workers',
      '2',
      '--json',
      '--db',
      join(dir, 'threads.sqlite'),
      '--html',
      join(dir, 'threads.html'),
    );
    const inline = await cardloom(
      'sweep',
      file,
      '--workers',
      '0',
      '--json',
      '--db',
      join(dir, 'inline.sqlite'),
      '--html',
      join(dir, 'inline.html'),
    );
    expect(threads.code).toBe(0);
    expect(inline.code).toBe(0);
    const a = JSON.parse(threads.stdout);
    const b = JSON.parse(inline.stdout);
    expect(a.report.cells.map((c: { decks: string[] }) => c.decks.join(' v '))).toEqual([
      'mixed v mixed',
      'mixed v sun-rush',
      'sun-rush v mixed',
      'sun-rush v sun-rush',
    ]);
    expect(a.report.sweep.games).toBe(120);
    expect(a.run.storedBatches).toBe(12);
    expect(a.report).toEqual(b.report);
    expect(readFileSync(join(dir, 'threads.html'), 'utf8')).toBe(
      readFileSync(join(dir, 'inline.html'), 'utf8'),
    );
    expect(readFileSync(join(dir, 'inline.html'), 'utf8')).toContain('Deck matrix: skirmish');

    // Run again without --json: nothing is played, the table has a row per cell.
    const again = await cardloom('sweep', file, '--db', join(dir, 'inline.sqlite'));
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('resuming: 12 of 12 batches already stored');
    expect(again.stdout).toContain('played 0 games in 0 batches (12 already stored)');
    const rows = again.stdout.split('\n').filter((line) => line.startsWith('skirmish  standard'));
    expect(rows).toHaveLength(4);
    expect(rows[1]).toMatch(/mixed v sun-rush\s+30\s+0\s+\d+\.\d% \[/);
  });

  it('a sweep cell reports what cardloom simulate reports for the cell seed and game count', async () => {
    const file = sweepFile('one.json', {
      seed: 4,
      gamesPerCell: 25,
      batchSize: 7,
      games: [{ game: 'skirmish', decks: ['mixed', 'sun-rush'] }],
    });
    const sweep = JSON.parse((await cardloom('sweep', file, '--workers', '0', '--json')).stdout);
    const cell = sweep.report.cells[0];
    const simulate = JSON.parse(
      (
        await cardloom(
          'simulate',
          'skirmish',
          '--games',
          '25',
          '--seed',
          String(cell.seed),
          '--decks',
          'mixed,sun-rush',
          '--workers',
          '0',
          '--json',
        )
      ).stdout,
    );
    expect(cell.summary).toEqual(simulate.summary);
  });

  it.each([
    ['not JSON', '{"seed": 1', 'file: not valid JSON'],
    [
      'an unknown deck',
      { ...matrix, games: [{ game: 'skirmish', decks: { matrix: ['mixed', 'nope'] } }] },
      "games[0].decks.matrix[1]: skirmish has no deck 'nope'",
    ],
    ['an unknown game', { ...matrix, games: ['chess'] }, "games[0]: unknown game 'chess'"],
    ['a bad bot', { ...matrix, bots: ['wizard'] }, "bots[0]: skirmish has no seat type 'wizard'"],
    ['a zero batch size', { ...matrix, batchSize: 0 }, 'batchSize: must be at least 1, got 0'],
  ])(
    'a sweep file with %s exits 1 with the field named and creates no database',
    async (_, content, message) => {
      const file = sweepFile('bad.json', content);
      const db = join(dir, 'bad.sqlite');
      const result = await cardloom('sweep', file, '--db', db);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`cardloom sweep: ${file}: ${message}`);
      expect(existsSync(db)).toBe(false);
    },
  );

  it('a --queue that is not a Redis URL is bad usage (exit 2)', async () => {
    const result = await cardloom('sweep', sweepFile('q.json', matrix), '--queue', 'http://localhost:6379');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('is not a Redis URL');
  });

  it('a sweep killed mid-run and started again plays only the batches it had not stored, with the same report', async () => {
    const file = sweepFile('resume.json', { ...matrix, gamesPerCell: 60 });
    const db = join(dir, 'resume.sqlite');
    const plan = planSweep(parseSweepFile(readFileSync(file, 'utf8'), file), sweepCatalog(builtinRegistry()));
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    const bin = fileURLToPath(new URL('../../bin.ts', import.meta.url));
    const child = spawn(
      process.execPath,
      ['--import', tsx, '--conditions=@cardloom/source', bin, 'sweep', file, '--db', db, '--workers', '0'],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let childStderr = '';
    child.stderr?.on('data', (chunk) => {
      childStderr += String(chunk);
    });
    let childExited = false;
    const exited = new Promise((resolve) =>
      child.once('exit', (code) => {
        childExited = true;
        resolve(code);
      }),
    );
    let stored = 0;
    // Stop polling if the sweep ends on its own: the checks below then say what went wrong instead of
    // the test waiting for a batch count that can no longer change.
    while (stored < 3 && !childExited) {
      await new Promise((r) => setTimeout(r, 50));
      if (!existsSync(db)) continue;
      const store = openSqliteStore(db);
      try {
        stored = (await store.batches(plan.id)).length;
      } catch {
        // The tables may not exist yet.
      } finally {
        await store.close();
      }
    }
    // A sweep that ended before it was killed failed or finished early; its stderr says which.
    expect(childExited ? `the sweep exited on its own: ${childStderr}` : '').toBe('');
    child.kill('SIGKILL');
    await exited;
    const store = openSqliteStore(db);
    const before = await store.batches(plan.id);
    await store.close();
    expect(before.length).toBeGreaterThanOrEqual(3);
    expect(before.length).toBeLessThan(plan.batches.length);

    const resumed = await cardloom('sweep', file, '--db', db, '--workers', '0', '--json');
    const clean = await cardloom(
      'sweep',
      file,
      '--db',
      join(dir, 'clean.sqlite'),
      '--workers',
      '0',
      '--json',
    );
    const run = JSON.parse(resumed.stdout).run;
    expect(run.skippedBatches).toBe(before.length);
    expect(run.storedBatches).toBe(plan.batches.length - before.length);
    expect(JSON.parse(resumed.stdout).report).toEqual(JSON.parse(clean.stdout).report);
    const after = openSqliteStore(db);
    const batches = await after.batches(plan.id);
    await after.close();
    // The batches stored before the kill are untouched: same rows, same worker.
    expect(batches.filter((b) => before.some((x) => x.batchId === b.batchId))).toEqual(before);
  });
});
