/** `cardloom bench <game>`: simulation speed (games/s, actions/s), optionally at several worker counts. */

import { flag, int, list, noExtraPositionals, parse, positional } from '../../args';
import { UsageError } from '../../errors';
import { num } from '../../format/numbers';
import { renderTable } from '../../format/table';
import type { Command } from '../command';
import { printJson } from '../command';
import { batchOptions, resolveBotSetup } from '../setup';
import { simulateRun } from './simulate';

const name = 'bench';

/** The `bench` command. */
export const benchCommand: Command = {
  name,
  summary: 'measure games/s and actions/s of a game with your decks',
  help: `Usage: cardloom bench <game> [--games N] [--workers K[,K…]] [--warmup S]
                      [--bots a,b] [--decks A,B] [--ruleset R] [--seed S] [--json]

Plays N seeded bot games and reports games per second, actions per second and
the time per game and per action. With several worker counts (e.g.
--workers 1,2) it runs the same games at each count and reports the speed-up
over the first. The games are identical at every count. Before timing, every
thread plays untimed games for --warmup seconds: a game with many cards runs
at under half its steady speed for its first few hundred games.

Options:
  --games N          games per measurement (default 200)
  --workers K[,K…]   worker threads per measurement; 0 = this thread (default 0)
  --warmup S         seconds of untimed play per thread first (default 2; 0 = none)
  --bots a,b         bot per seat, cycled (default random)
  -d, --decks A,B    ready deck names or decklist files
  -r, --ruleset R    ruleset (default: the game's first)
  -s, --seed S       base seed (default: random, printed)
  -n, --players N    number of players
  --json             print the measurements as JSON
  -h, --help         show this help
`,
  async run(argv, context) {
    const parsed = parse(name, argv, { ...batchOptions, warmup: { type: 'string' } });
    const module = context.registry.get(positional(name, parsed, 0, 'game'), name);
    noExtraPositionals(name, parsed, 1);
    const games = int(name, parsed, 'games', 200, 1);
    const counts = (list(parsed, 'workers') ?? ['0']).map((raw) => {
      if (!/^\d+$/.test(raw) || Number(raw) > 256)
        throw new UsageError(`--workers takes whole numbers 0–256, got '${raw}'`, name);
      return Number(raw);
    });
    const warmupMs = int(name, parsed, 'warmup', 2, 0, 600) * 1000;
    const setup = await resolveBotSetup(name, parsed, module, context.io);
    const { bots } = setup;
    const json = flag(parsed, 'json');
    const runs = [];
    for (const workers of counts) {
      const run = await simulateRun(
        context,
        setup,
        bots,
        games,
        workers,
        !json,
        false,
        `${module.name} ×${workers}`,
        warmupMs,
      );
      const actions = run.records.reduce((sum, r) => sum + r.actions, 0);
      runs.push({
        ...run.speed,
        workers,
        msPerGame: (run.speed.seconds * 1000) / games,
        usPerAction: actions > 0 ? (run.speed.seconds * 1e6) / actions : 0,
        actions,
        failures: run.summary.failures,
      });
    }
    const base = runs[0].gamesPerSecond;
    const measured = runs.map((r) => ({ ...r, speedup: base > 0 ? r.gamesPerSecond / base : 0 }));
    if (json) {
      printJson(context, {
        game: module.name,
        ruleset: setup.ruleset.name,
        seed: setup.seed,
        games,
        bots,
        runs: measured,
      });
      return 0;
    }
    context.io.out(
      renderTable(
        ['workers', 'games/s', 'actions/s', 'ms/game', 'µs/action', 'speed-up'],
        measured.map((r) => [
          r.workers === 0 ? '0 (this thread)' : String(r.workers),
          num(r.gamesPerSecond, 1),
          num(r.actionsPerSecond, 0),
          num(r.msPerGame, 2),
          num(r.usPerAction, 2),
          `${num(r.speedup, 2)}×`,
        ]),
        {
          title: `${module.title} (${setup.ruleset.name}) · ${games} games · ${bots.join(' vs ')} · seed ${setup.seed}`,
          align: ['left', 'right', 'right', 'right', 'right', 'right'],
        },
      ),
    );
    return 0;
  },
};
