/**
 * Loopback load test of the match server (not part of `pnpm test`): N concurrent matches, each played
 * by two client bots that pick a random legal action as soon as it is their turn. Reports matches per
 * second, per-action latency (act sent → the actor's update received) p50/p99, and server memory per
 * match, for each configuration: one process, one process with Redis, two processes with Redis.
 *
 *   pnpm --filter @cardloom/server load -- --matches 40 --game skirmish
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Random } from '@cardloom/core';
import { type ChildServer, startChildServer } from '../src/child-server';
import { MatchClient, type MatchConnection } from '../src/client/index';
import { startRedis } from '../src/services-support';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    matches: { type: 'string', default: '40' },
    game: { type: 'string', default: 'skirmish' },
  },
});
const matches = Math.min(Number(values.matches), 500);
const game = values.game as string;

function rssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** One client bot: acts whenever its seat is to act, timing each action's round trip. */
function drive(seat: MatchConnection, random: Random, latencies: number[]): Promise<void> {
  return new Promise((resolve) => {
    let sentAt = 0;
    let sentSeq = -1;
    const onUpdate = (u: NonNullable<MatchConnection['latest']>) => {
      if (sentSeq >= 0 && u.seq > sentSeq) {
        latencies.push(performance.now() - sentAt);
        sentSeq = -1;
      }
      if (u.status === 'finished') return resolve();
      if (u.status === 'playing' && u.toAct === seat.seat && u.legal.length > 0 && sentSeq < 0) {
        sentAt = performance.now();
        sentSeq = u.seq;
        seat.act(u.legal[random.int(u.legal.length)], u.seq);
      }
    };
    seat.onUpdate(onUpdate);
    if (seat.latest) onUpdate(seat.latest);
  });
}

async function run(label: string, servers: readonly ChildServer[]): Promise<string> {
  const pids = servers.map((s) => s.process.pid as number);
  const base = pids.reduce((n, pid) => n + rssKb(pid), 0);
  let peak = base;
  const sampler = setInterval(() => {
    peak = Math.max(
      peak,
      pids.reduce((n, pid) => n + rssKb(pid), 0),
    );
  }, 50);
  const latencies: number[] = [];
  const random = new Random(1);
  const started = performance.now();
  const games: Promise<void>[] = [];
  for (let i = 0; i < matches; i++) {
    const a = await new MatchClient(servers[i % servers.length].url).create({ game, seed: i });
    const b = await new MatchClient(servers[(i + 1) % servers.length].url).join(a.code);
    games.push(
      Promise.all([drive(a, random, latencies), drive(b, random, latencies)]).then(async () => {
        await Promise.all([a.leave(), b.leave()]);
      }),
    );
  }
  await Promise.all(games);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  latencies.sort((x, y) => x - y);
  return [
    label.padEnd(26),
    `${(matches / seconds).toFixed(1).padStart(7)} matches/s`,
    `${latencies.length.toString().padStart(6)} actions`,
    `p50 ${percentile(latencies, 50).toFixed(2)} ms`,
    `p99 ${percentile(latencies, 99).toFixed(2)} ms`,
    `${((peak - base) / matches).toFixed(0)} KB/match`,
  ].join('  ');
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'cardloom-load-'));
  const lines: string[] = [`${matches} concurrent ${game} matches, 2 client bots each, loopback`];
  const redis = await startRedis();
  try {
    const solo = [await startChildServer(['--quiet', '--database', join(dir, 'solo.db')])];
    lines.push(await run('1 process', solo));
    for (const s of solo) await s.kill('SIGTERM');
    if (typeof redis === 'string') lines.push(`Redis runs skipped: ${redis}`);
    else {
      const env = { REDIS_URL: redis.url };
      const one = [await startChildServer(['--quiet', '--database', join(dir, 'r1.db')], env)];
      lines.push(await run('1 process + Redis', one));
      for (const s of one) await s.kill('SIGTERM');
      const two = [
        await startChildServer(['--quiet', '--database', join(dir, 'r2a.db')], env),
        await startChildServer(['--quiet', '--database', join(dir, 'r2b.db')], env),
      ];
      lines.push(await run('2 processes + Redis', two));
      for (const s of two) await s.kill('SIGTERM');
    }
  } finally {
    if (typeof redis !== 'string') await redis.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  process.exit(0);
}

void main();
