import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ChildServer, startChildServer } from './child-server';
import { MatchClient } from './client/index';
import { startPostgres, type TestService } from './services-support';
import { MatchStore } from './store/store';
import { playToEnd } from './test-support';

const dir = mkdtempSync(join(tmpdir(), 'cardloom-restart-'));
const children: ChildServer[] = [];
let postgres: TestService | string = 'not started';
beforeAll(async () => {
  postgres = await startPostgres();
  if (typeof postgres === 'string') console.warn(`skipping the PostgreSQL restart test: ${postgres}`);
});
afterAll(async () => {
  for (const child of children) await child.kill();
  if (typeof postgres !== 'string') await postgres.stop();
  rmSync(dir, { recursive: true, force: true });
});

const databases: [string, string, () => string | null][] = [
  ['a SQLite file', 'lorcana', () => join(dir, 'matches.db')],
  ['PostgreSQL', 'faction', () => (typeof postgres === 'string' ? null : postgres.url)],
];

describe.each(databases)(
  'issue 18: a server restart loses no finished match and resumes matches in progress (%s)',
  (_name, game, url) => {
    test(`server killed (SIGKILL) mid-match of ${game}, restarted on the same database: the seats rejoin by credential and finish`, async (ctx) => {
      const found = url();
      if (found === null) return ctx.skip(String(postgres));
      const database = found;
      const first = await startChildServer(['--database', database]);
      children.push(first);
      // A finished match before the crash…
      const done = await new MatchClient(first.url).create({ game: 'skirmish', bots: 1, seed: 3 });
      for (;;) {
        const u = await done.nextUpdate((x) => x.status === 'finished' || x.toAct === done.seat);
        if (u.status === 'finished') break;
        done.act(u.legal[0]);
        await done.nextUpdate((x) => x.seq > u.seq);
      }
      // …and one in progress, stopped after 12 actions.
      const a = await new MatchClient(first.url).create({ game, seed: 77 });
      const b = await new MatchClient(first.url).join(a.code);
      let cut = -1;
      await playToEnd([a, b], {
        seed: 6,
        beforeAct: (_actor, update) => {
          if (update.seq < 12) return false;
          cut = update.seq;
          throw new Error('stop here');
        },
      }).catch((e: Error) => expect(e.message).toBe('stop here'));
      expect(cut).toBe(12);
      const before = [a.latest, b.latest];
      await first.kill('SIGKILL');

      const second = await startChildServer(['--database', database]);
      children.push(second);
      expect(second.output()).toMatch(/1 matches resumed/);
      const a2 = await new MatchClient(second.url).rejoin(a.code, a.token as string);
      const b2 = await new MatchClient(second.url).rejoin(b.code, b.token as string);
      const [ua, ub] = await Promise.all([a2.nextUpdate(), b2.nextUpdate()]);
      expect(ua.seq).toBe(12);
      expect(ua.view).toEqual(before[0]?.view);
      expect(ub.view).toEqual(before[1]?.view);
      expect(ua.legal).toEqual(before[0]?.legal);
      // Finish the resumed match on the new process.
      const [final] = await playToEnd([a2, b2], { seed: 6, from: 12 });
      expect(final.status).toBe('finished');
      await second.kill('SIGTERM');

      const store = await MatchStore.open(database);
      try {
        expect((await store.load(done.code))?.status).toBe('finished');
        expect(await store.replay(done.code)).not.toBeNull();
        const resumed = await store.load(a.code);
        expect(resumed?.status).toBe('finished');
        expect((await store.replay(a.code))?.actions).toEqual(resumed?.actions);
        expect(resumed?.actions.length).toBeGreaterThan(12);
      } finally {
        await store.close();
      }
    });
  },
);
