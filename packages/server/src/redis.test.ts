import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ChildServer, startChildServer } from './child-server';
import { MatchClient } from './client/index';
import { startRedis, type TestService } from './services-support';
import { playToEnd } from './test-support';

const dir = mkdtempSync(join(tmpdir(), 'cardloom-redis-test-'));
let redis: TestService | string = 'not started';
const servers: ChildServer[] = [];
beforeAll(async () => {
  redis = await startRedis();
  if (typeof redis === 'string') console.warn(`skipping the Redis scale-out test: ${redis}`);
});
afterAll(async () => {
  for (const s of servers) await s.kill('SIGTERM');
  if (typeof redis !== 'string') await redis.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('issue 18: scale-out with REDIS_URL (Colyseus Redis presence and driver)', () => {
  test('two server processes share matchmaking: matches created through one are joined by code through the other', async (ctx) => {
    if (typeof redis === 'string') return ctx.skip(redis);
    // Each process keeps its own SQLite file here (several processes on one database: use PostgreSQL).
    const env = { REDIS_URL: redis.url };
    servers.push(await startChildServer(['--database', join(dir, 'one.db')], env));
    servers.push(await startChildServer(['--database', join(dir, 'two.db')], env));
    const [one, two] = servers;
    // Every match has one client whose matchmaking request went through the process not hosting it.
    const pairs = [];
    for (let i = 0; i < 4; i++) {
      const a = await new MatchClient(one.url).create({ game: 'skirmish', seed: i });
      const b = await new MatchClient(two.url).join(a.code);
      pairs.push([a, b] as const);
      // Colyseus publishes each process's room count to Redis at most once a second.
      await new Promise((resolve) => setTimeout(resolve, 1_200));
    }
    const hosts = pairs.map(([a]) =>
      [one, two].filter((s) => s.output().includes(`match ${a.code}: created`)).map((s) => s.url),
    );
    expect(hosts.every((h) => h.length === 1)).toBe(true);
    // Colyseus places new rooms on the process hosting the fewest: with four live rooms, both host some.
    expect(new Set(hosts.flat()).size).toBe(2);
    const finals = await Promise.all(pairs.map((pair, i) => playToEnd(pair, { seed: i })));
    for (const final of finals) {
      expect(final.map((u) => u.status)).toEqual(['finished', 'finished']);
      expect(final[0].view.status).toEqual(final[1].view.status);
    }
  });
});
