/**
 * The simulation speed-up of issue 6: Lorcana random self-play through the CLI's worker pool
 * (`runSimulation`, what `cardloom simulate` and `cardloom bench` use) with one worker thread and with
 * two, on the same games. Each thread first plays untimed warm-up games, so both runs meet a warm JIT.
 *
 * @module
 */
import { availableParallelism } from 'node:os';
import { builtinRegistry, type GameRegistry, runSimulation, type SimulationJob } from '@cardloom/cli';
import type { Figure, Section } from '../harness/figures';
import { type MeasureOptions, PLAY_WARMUP_FACTOR, QUICK } from '../harness/measure';

/** Games per run: enough that the last chunk and the warm-up are a small share of a run. */
const FULL_GAMES = 6000;
const QUICK_GAMES = 300;

/** The job: two First Chapter starter decks, random bots, default ruleset, a fixed seed. */
function lorcanaJob(registry: GameRegistry, games: number, warmupMs: number): SimulationJob {
  const module = registry.get('lorcana');
  return {
    game: 'lorcana',
    ruleset: module.rulesets[0].name,
    bots: ['random', 'random'],
    decks: [module.decks[0].cards, module.decks[1].cards],
    baseSeed: 1,
    games,
    warmupMs,
  };
}

/** Plays `job` with `workers` threads; returns games/s (timed from when every worker is warm) and the results. */
async function timed(registry: GameRegistry, job: SimulationJob, workers: number) {
  let started = 0;
  const results = await runSimulation(job, {
    workers,
    registry,
    onStart: () => {
      started = performance.now();
    },
  });
  const seconds = (performance.now() - started) / 1000;
  return { gamesPerSec: job.games / seconds, results };
}

/** Runs the section. */
export async function runWorkersSuite(options: MeasureOptions): Promise<Section> {
  const quick = options === QUICK;
  const registry = builtinRegistry();
  const job = lorcanaJob(registry, quick ? QUICK_GAMES : FULL_GAMES, options.warmupMs * PLAY_WARMUP_FACTOR);
  const one = await timed(registry, job, 1);
  const two = await timed(registry, job, 2);
  const same = one.results.every(
    (r, i) =>
      r.record.actions === two.results[i].record.actions && r.record.reason === two.results[i].record.reason,
  );
  if (!same) throw new Error('one and two workers played different games');
  const figures: Figure[] = [
    { id: 'workers.one.gamesPerSec', label: 'simulate, 1 worker', value: one.gamesPerSec, unit: 'games/s' },
    { id: 'workers.two.gamesPerSec', label: 'simulate, 2 workers', value: two.gamesPerSec, unit: 'games/s' },
    {
      id: 'workers.speedup',
      label: 'speed-up, 2 workers over 1',
      value: two.gamesPerSec / one.gamesPerSec,
      unit: '×',
    },
  ];
  const cores = availableParallelism();
  return {
    id: 'workers',
    title: 'Simulation across worker threads: Lorcana, starter decks, random bots',
    detail: `${job.games.toLocaleString('en-US')} games per run (the same games at both counts), one run each, after ${(job.warmupMs ?? 0) / 1000} s of untimed play per thread`,
    figures,
    notes: [
      'runs the CLI worker pool (runSimulation) from the built packages; the main thread only hands out chunks of games and collects results',
      ...(cores < 3
        ? [
            `this machine has ${cores} cores: the main thread and the operating system share them with the two workers`,
          ]
        : []),
    ],
  };
}
