import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashSeatToken } from '../match/credentials';
import { Match } from '../match/match';
import { resolveSetup } from '../match/setup';
import { DEFAULT_MODULES } from '../modules';
import { startPostgres, type TestService } from '../services-support';
import { MatchStore } from './store';

const dir = mkdtempSync(join(tmpdir(), 'cardloom-store-'));
let postgres: TestService | string = 'not started';
beforeAll(async () => {
  postgres = await startPostgres();
  if (typeof postgres === 'string') console.warn(`skipping the PostgreSQL store tests: ${postgres}`);
});
afterAll(async () => {
  if (typeof postgres !== 'string') await postgres.stop();
  rmSync(dir, { recursive: true, force: true });
});

const databases: [string, () => string | null][] = [
  ['SQLite file', () => join(dir, `store-${Math.random().toString(36).slice(2)}.db`)],
  ['PostgreSQL', () => (typeof postgres === 'string' ? null : postgres.url)],
];

describe.each(databases)('issue 18: matches, seats, action log, results and replays in %s', (_name, url) => {
  test('a match played and stored action by action reads back; reopening keeps it and migrates nothing twice', async (ctx) => {
    const where = url();
    if (where === null) return ctx.skip(typeof postgres === 'string' ? postgres : 'no database');
    const module = DEFAULT_MODULES.find((m) => m.name === 'skirmish');
    if (!module) throw new Error('no skirmish');
    const id = `T${Math.random().toString(36).slice(2, 10)}`;
    const setup = resolveSetup([module], { players: 2, seed: 9, bots: 1 }, () => 1);
    const match = Match.create(module, setup);
    let store = await MatchStore.open(where);
    await store.createMatch(id, setup, 'playing');
    await store.updateSeat(id, 0, 'human', hashSeatToken('secret'));
    while (!match.over) {
      const seat = match.toAct as number;
      const result = match.submitLegal(seat, match.seq, match.botAction(seat));
      if (!result.ok) throw new Error(result.message);
      await store.appendAction(id, match.seq - 1, result.action);
    }
    await expect(store.appendAction(id, 0, { type: 'pass', player: 0 })).rejects.toThrow();
    const result = match.result();
    if (!result) throw new Error('not over');
    await store.finish(id, result, match.replay());
    await store.close();

    store = await MatchStore.open(where);
    try {
      const loaded = await store.load(id);
      expect(loaded?.status).toBe('finished');
      expect(loaded?.setup).toEqual(setup);
      expect(loaded?.seats.map((s) => [s.kind, s.tokenHash])).toEqual([
        ['human', hashSeatToken('secret')],
        ['bot', null],
      ]);
      expect(loaded?.actions).toEqual(match.game.log);
      expect(await store.result(id)).toEqual(result);
      expect(await store.replay(id)).toEqual(JSON.parse(JSON.stringify(match.replay())));
      expect(await store.idsWithStatus('finished')).toContain(id);
      const again = Match.resume(module, setup, loaded?.actions ?? []);
      expect(again.game.state).toEqual(match.game.state);
    } finally {
      await store.close();
    }
  });
});
