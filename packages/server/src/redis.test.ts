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
    const hosts = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const a = await new MatchClient(one.url).create({ game: 'skirmish', seed: i });
      const b = await new MatchClient(two.url).join(a.code);
      hosts.add(one.output().includes(`match ${a.code}: created`) ? 'one' : 'two');
      const final = await playToEnd([a, b], { seed: i });
      expect(final.map((u) => u.status)).toEqual(['finished', 'finished']);
      expect(final[0].view.status).toEqual(final[1].view.status);
    }
    // Colyseus places new rooms on the process with the fewest: both processes hosted matches.
    expect(hosts).toEqual(new Set(['one', 'two']));
  });
});
