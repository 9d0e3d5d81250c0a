/**
 * CPU-profiles one benchmark workload after warm-up, the same work `pnpm bench` times, and prints where
 * the time goes: self time per layer (kernel parts, game rules, bot, GC) and the busiest functions.
 * Profiling starts once V8 has optimised the workload, so the profile shows the steady state the
 * budgets are about, not the JIT. Run from source so the profile has per-file paths:
 *
 * ```sh
 * cd packages/benchmarks
 * NODE_ENV=production npx tsx --conditions=@cardloom/source src/tools/profile.ts <workload> [seconds] [out.cpuprofile]
 * ```
 *
 * Workloads: `trivial` (the cardloom implementation of the trivial game, seeds 1–20), `<game>`
 * (random self-play, seeds 1–10, as the self-play section), `<game>-search` (one 1,000-iteration
 * IS-MCTS decision on the mid-game state, as the search section). Shares are proportions of CPU
 * samples: they hold under load, absolute speeds do not. Copies are not profiled here (under the
 * sampling profiler a copy loop spends most of its samples in the collector); `clone-heap.ts` counts
 * their cost and collections instead.
 *
 * @module
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { mctsBot } from '@cardloom/bots';
import { GAMES } from '../games/index';
import { PLAY_WARMUP_FACTOR } from '../harness/measure';
import { SEARCH_ITERATIONS } from '../suites/search';
import { midGame, playRandom, SELFPLAY_GAMES } from '../suites/selfplay';
import { playCardloom } from '../trivial/cardloom';
import { type CpuProfile, print, summarize, summarizeLayers } from './cpuprofile';

/** One unit of a workload, repeated for the profiling time; `done` counts what one unit does. */
interface Workload {
  readonly run: () => void;
  readonly unit: string;
  readonly perRun: number;
}

/** The workload named `name`, built the way the benchmark's sections build theirs. */
export function workload(name: string): Workload {
  if (name === 'trivial') {
    const seeds = Array.from({ length: 20 }, (_, i) => i + 1);
    return {
      run: () => {
        for (const seed of seeds) playCardloom(seed);
      },
      unit: 'games',
      perRun: seeds.length,
    };
  }
  const [id, ...rest] = name.split('-');
  const kind = rest.join('-');
  const target = GAMES.find((t) => t.game.id === id);
  if (!target) throw new Error(`unknown workload ${name}`);
  const { game } = target;
  if (kind === '') {
    const seeds = Array.from({ length: SELFPLAY_GAMES }, (_, i) => i + 1);
    return {
      run: () => {
        for (const seed of seeds) playRandom(game, seed);
      },
      unit: 'games',
      perRun: seeds.length,
    };
  }
  if (kind === 'search') {
    const mid = midGame(game, 1);
    const bot = mctsBot({
      seed: 1,
      iterations: SEARCH_ITERATIONS,
      ...(target.evaluate && { evaluate: target.evaluate }),
    });
    return { run: () => bot.choose(mid), unit: 'decisions', perRun: 1 };
  }
  throw new Error(`unknown workload ${name}`);
}

/** Runs `work` for `ms` of wall time; returns how many runs were done and the process CPU time, ms. */
function repeat(work: Workload, ms: number): { runs: number; cpuMs: number } {
  const cpu0 = process.cpuUsage();
  const until = performance.now() + ms;
  let runs = 0;
  while (performance.now() < until) {
    work.run();
    runs++;
  }
  const cpu = process.cpuUsage(cpu0);
  return { runs, cpuMs: (cpu.user + cpu.system) / 1000 };
}

if (process.argv[1]?.endsWith('profile.ts')) {
  const [name, seconds = '15', out = `${name}.cpuprofile`] = process.argv.slice(2);
  if (!name) throw new Error('usage: profile.ts <workload> [seconds] [out.cpuprofile]');
  const work = workload(name);
  repeat(work, 300 * PLAY_WARMUP_FACTOR);
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  const { runs, cpuMs } = repeat(work, Number(seconds) * 1000);
  const { profile } = (await session.post('Profiler.stop')) as { profile: CpuProfile };
  session.disconnect();
  writeFileSync(out, JSON.stringify(profile));
  const done = runs * work.perRun;
  console.log(
    `${name}: ${done.toLocaleString('en-US')} ${work.unit} in ${(cpuMs / 1000).toFixed(1)} s of process CPU ` +
      `(profiler on; ${((1000 * cpuMs) / done).toFixed(1)} µs CPU per ${work.unit.replace(/s$/, '')}); profile: ${out}`,
  );
  print('self time by layer', summarizeLayers(profile), 20);
  const { self } = summarize(profile);
  print('self time, top functions', self, 30);
}
