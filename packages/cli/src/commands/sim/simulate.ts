/** `cardloom simulate <game>`: many seeded bot games across worker threads, with statistics. */

import type { Action } from '@cardloom/core';
import { flag, int, noExtraPositionals, parse, positional, str } from '../../args';
import { UsageError } from '../../errors';
import { createProgress } from '../../format/progress';
import { renderSummary } from '../../format/summary';
import type { SimulationJob } from '../../sim/job';
import { formatReplay } from '../../sim/replay';
import { runSimulation } from '../../sim/simulate';
import { summarize, throughput } from '../../stats/summary';
import type { Command, CommandContext } from '../command';
import { printJson } from '../command';
import { batchOptions, type GameSetupOptions, replayFor, resolveBotSetup } from '../setup';
import { simulateMatches } from './simulate-match';

const name = 'simulate';

/** The `simulate` command. */
export const simulateCommand: Command = {
  name,
  summary: 'run many seeded bot games and report statistics',
  help: `Usage: cardloom simulate <game> [--games N] [--seed S] [--ruleset R] [--bots a,b]
                         [--decks A,B] [--players N] [--workers K] [--json]
                         [--save-failures DIR] [--max-actions N] [--match]

Plays N games between bots across worker threads and reports, per seat, the
win rate with its 95% Wilson interval, and for all games the first-player
advantage, draws, length in turns and actions, decisions per game, branching
factor, how games ended, lead changes and throughput. Game i is seeded from the
base seed and i, so results are identical for any --workers.

With --match (games that have matches, e.g. lore), N is a number of whole
matches (best of 3 with sideboarding; bots keep their decks), played in this
thread; it reports each seat's match win rate with its 95% Wilson interval,
drawn matches and games per match.

Options:
  --games N            games to play (default 100)
  -s, --seed S         base seed, a number or any text (default: random, printed)
  -r, --ruleset R      ruleset (default: the game's first)
  --bots a,b           bot per seat, cycled: random, greedy, mcts (default random)
  -d, --decks A,B      ready deck names or decklist files, cycled over seats
  -n, --players N      number of players (default: the game's default)
  --workers K          worker threads (default: all cores; 0 = this thread)
  --max-actions N      stop and count as failed any game longer than N actions
  --save-failures DIR  write a replay of every failed game into DIR
  --json               print the results as JSON (no progress bar)
  --match              play N whole matches instead of N games
  -h, --help           show this help

Exit status: 0 when every game finished, 1 when some failed, 2 on bad usage.
`,
  async run(argv, context) {
    const parsed = parse(name, argv, {
      ...batchOptions,
      'save-failures': { type: 'string' },
      match: { type: 'boolean' },
    });
    const module = context.registry.get(positional(name, parsed, 0, 'game'), name);
    noExtraPositionals(name, parsed, 1);
    const games = int(name, parsed, 'games', 100, 1);
    const workers = int(name, parsed, 'workers', context.io.cores, 0, 256);
    const setup = await resolveBotSetup(name, parsed, module, context.io);
    const { bots } = setup;
    const json = flag(parsed, 'json');
    const saveDir = str(parsed, 'save-failures');
    if (flag(parsed, 'match')) {
      if (!module.match) throw new UsageError(`${module.name} has no matches (--match)`, name);
      if (saveDir !== undefined) throw new UsageError('--save-failures cannot be used with --match', name);
      return simulateMatches(context, setup, bots, games, json);
    }
    const run = await simulateRun(context, setup, bots, games, workers, !json, saveDir !== undefined);
    let saved: string[] = [];
    if (saveDir !== undefined) saved = await saveFailures(context, setup, bots, run.failedActions, saveDir);
    if (json) {
      printJson(context, {
        game: module.name,
        ruleset: setup.ruleset.name,
        seed: setup.seed,
        games,
        players: setup.players,
        bots,
        decks: setup.decks.map((d) => d.name),
        summary: run.summary,
        throughput: run.speed,
        failures: run.failures,
        savedReplays: saved,
      });
    } else {
      const { io } = context;
      io.out(
        `Simulated ${games} games of ${module.title} (${setup.ruleset.name}) · seed ${setup.seed}\n` +
          `seats: ${bots.join(' vs ')} · decks: ${setup.decks.map((d) => d.name).join(' vs ')}\n\n`,
      );
      io.out(renderSummary(run.summary, run.speed));
      for (const f of run.failures.slice(0, 10)) io.out(`  game ${f.index} (seed ${f.seed}): ${f.error}\n`);
      for (const file of saved) io.out(`saved replay ${file}\n`);
    }
    if (run.summary.failures > 0) {
      context.io.err(`cardloom simulate: ${run.summary.failures} of ${games} games failed\n`);
      return 1;
    }
    return 0;
  },
};

/** Runs the games of a simulation with an optional progress bar; shared with `compare` and `bench`. */
export async function simulateRun(
  context: CommandContext,
  setup: GameSetupOptions,
  bots: string[],
  games: number,
  workers: number,
  progress: boolean,
  keepFailedActions = false,
  label = setup.module.name,
  warmupMs = 0,
) {
  const job: SimulationJob = {
    game: setup.module.name,
    ruleset: setup.ruleset.name,
    bots,
    decks: setup.decks.map((d) => d.cards),
    baseSeed: setup.seed,
    games,
    maxActions: setup.maxActions,
    keepFailedActions,
    ...(warmupMs > 0 ? { warmupMs } : {}),
  };
  const bar = createProgress(context.io, games, label, progress);
  let started = context.io.now();
  let results: Awaited<ReturnType<typeof runSimulation>>;
  try {
    results = await runSimulation(job, {
      workers,
      registry: context.registry,
      registryModule: context.registryModule,
      onProgress: (done) => bar.update(done),
      onStart: () => {
        started = context.io.now();
      },
    });
  } finally {
    bar.finish();
  }
  const elapsed = context.io.now() - started;
  const records = results.map((r) => r.record);
  const decks = setup.decks.map((d) => d.name);
  return {
    summary: summarize(records, bots, decks),
    speed: throughput(records, Math.min(workers, games), elapsed),
    failures: records
      .filter((r) => r.error !== undefined)
      .map((r) => ({ index: r.index, seed: r.seed, reason: r.reason, error: r.error })),
    failedActions: results
      .filter((r) => r.actions !== undefined)
      .map((r) => ({ record: r.record, actions: r.actions ?? [] })),
    records,
  };
}

async function saveFailures(
  context: CommandContext,
  setup: GameSetupOptions,
  bots: string[],
  failed: { record: { index: number; seed: number; reason: string; error?: string }; actions: Action[] }[],
  dir: string,
): Promise<string[]> {
  const files: string[] = [];
  for (const { record, actions } of failed) {
    const file = `${dir.replace(/\/$/, '')}/${setup.module.name}-game${record.index}-seed${record.seed}.replay.json`;
    await context.io.writeFile(
      file,
      formatReplay(
        replayFor(setup, bots, record.seed, actions, {
          winners: [],
          reason: record.reason,
          error: record.error,
        }),
      ),
    );
    files.push(file);
  }
  return files;
}
