/**
 * `cardloom matrix <game> --decks <folder|files|names>`: every deck against every other deck with the
 * seats swapped, win rates with 95% Wilson intervals, a table on the terminal and an HTML heat map.
 */
import { webcrypto } from 'node:crypto';
import { checkBots } from '../../agents/bots';
import { flag, int, list, noExtraPositionals, parse, positional, seedFrom, str } from '../../args';
import { UsageError } from '../../errors';
import { createProgress } from '../../format/progress';
import { checkPlayers, resolveRuleset } from '../../games/registry';
import { loadMatrixDecks } from '../../matrix/decks';
import { matrixHtml, matrixText } from '../../matrix/report';
import { matrixResults, pairingsOf } from '../../matrix/results';
import type { SimulationJob } from '../../sim/job';
import { runJobs } from '../../sim/simulate';
import type { Command } from '../command';
import { printJson } from '../command';
import { seatsFrom } from '../setup';

const name = 'matrix';

/** The `matrix` command. */
export const matrixCommand: Command = {
  name,
  summary: 'play every deck against every other deck and report win rates and a heat map',
  help: `Usage: cardloom matrix <game> --decks <folder|file|name>,… [--games N] [--bots a,b]
                       [--seed S] [--ruleset R] [--workers K] [--max-actions N]
                       [--html FILE] [--json]

Plays every deck against every other deck, two players: N games with each deck
in the first seat, so 2N games per pair. Reports the row deck's win rate against
each column deck, and each deck's win rate against the field with its 95% Wilson
interval (a draw counts as a game not won). --decks takes ready deck names,
decklist files and folders (every file in them is read as a decklist). A deck
that cannot be played — an unknown card, a broken deck rule, a file that is not
a decklist — is listed with its problems, never dropped silently.

Each pair's games are seeded from the base seed and the two deck names, so the
results are the same for any --workers, and adding a deck changes no other pair.

Options:
  -d, --decks L      ready deck names, decklist files or folders, comma-separated
  --games N          games per pair and seat order (default 50)
  -b, --bots a,b     bot per seat (default random): random, greedy, mcts…
  -s, --seed S       base seed, a number or any text (default: random, printed)
  -r, --ruleset R    ruleset, whose deck rules every deck must meet
  --workers K        worker threads (default: all cores; 0 = this thread)
  --max-actions N    stop and count as failed any game longer than N actions
  --html FILE        also write the HTML report (heat map, intervals) to FILE
  --json             print the results as JSON (no progress bar)
  -h, --help         show this help

Exit status: 0 when every game finished, 1 when a game failed or fewer than two
decks are playable, 2 on bad usage.
`,
  async run(argv, context) {
    const { io } = context;
    const parsed = parse(name, argv, {
      decks: { type: 'string', short: 'd' },
      games: { type: 'string' },
      bots: { type: 'string', short: 'b' },
      seed: { type: 'string', short: 's' },
      ruleset: { type: 'string', short: 'r' },
      workers: { type: 'string', short: 'w' },
      'max-actions': { type: 'string' },
      html: { type: 'string' },
      json: { type: 'boolean' },
    });
    const module = context.registry.get(positional(name, parsed, 0, 'game'), name);
    noExtraPositionals(name, parsed, 1);
    checkPlayers(module, 2, name);
    const entries = list(parsed, 'decks');
    if (!entries || entries.length === 0) throw new UsageError('--decks names the decks to play', name);
    const games = int(name, parsed, 'games', 50, 1);
    const workers = int(name, parsed, 'workers', io.cores, 0, 256);
    const ruleset = resolveRuleset(module, str(parsed, 'ruleset'), name);
    const bots = seatsFrom(name, list(parsed, 'bots'), 2, 'random');
    checkBots(module, bots, name);
    const rawSeed = str(parsed, 'seed');
    const seed = rawSeed === undefined ? webcrypto.getRandomValues(new Uint32Array(1))[0] : seedFrom(rawSeed);
    const maxActions =
      str(parsed, 'max-actions') === undefined ? undefined : int(name, parsed, 'max-actions', 0, 1);
    const json = flag(parsed, 'json');
    const html = str(parsed, 'html');

    const { playable, unplayable } = await loadMatrixDecks(module, io, entries, ruleset.name, name);
    const names = playable.map((d) => d.name);
    const pairings = pairingsOf(names, seed);
    const jobs: SimulationJob[] = pairings.map((p) => ({
      game: module.name,
      ruleset: ruleset.name,
      bots,
      decks: [playable[p.seat1].deck, playable[p.seat2].deck],
      baseSeed: p.seed,
      games,
      ...(maxActions === undefined ? {} : { maxActions }),
    }));
    const total = jobs.length * games;
    const bar = createProgress(io, total, name, !json && total > 0);
    let started = io.now();
    let played: Awaited<ReturnType<typeof runJobs>>;
    try {
      played = await runJobs(jobs, {
        workers,
        registry: context.registry,
        registryModule: context.registryModule,
        onProgress: (done) => bar.update(done),
        onStart: () => {
          started = io.now();
        },
      });
    } finally {
      bar.finish();
    }
    const seconds = (io.now() - started) / 1000;
    const results =
      names.length >= 2
        ? matrixResults(
            names,
            pairings,
            played.map((r) => r.map((g) => g.record)),
          )
        : undefined;
    const heading = {
      title: `${module.title} (${ruleset.name})`,
      bots,
      gamesPerSeating: games,
      seed,
    };
    if (html !== undefined) {
      await io.writeFile(html, matrixHtml(heading, results, unplayable, `generated by cardloom ${name}`));
    }
    const speed = { games: total, seconds, gamesPerSecond: total / Math.max(seconds, 1e-3) };
    if (json) {
      printJson(context, {
        game: module.name,
        ruleset: ruleset.name,
        seed,
        bots,
        gamesPerSeating: games,
        ...(results ?? { matchups: [], standings: [], games: 0, failures: [] }),
        decks: playable.map((d) => ({ name: d.name, source: d.source })),
        unplayable,
        throughput: speed,
        ...(html !== undefined && { html }),
      });
    } else {
      io.out(matrixText(heading, results, unplayable));
      if (total > 0) {
        io.out(
          `\nplayed ${total} games in ${seconds.toFixed(1)} s · ${speed.gamesPerSecond.toFixed(1)} games/s on ` +
            `${workers === 0 ? 'this thread' : `${Math.min(workers, total)} worker thread${workers === 1 ? '' : 's'}`}\n`,
        );
      }
      for (const f of results?.failures.slice(0, 10) ?? [])
        io.out(`  failed: ${f.pairing}, game ${f.index} (seed ${f.seed}): ${f.error}\n`);
      if (html !== undefined) io.out(`HTML report written to ${html}\n`);
    }
    if (names.length < 2) {
      io.err(
        `cardloom ${name}: ${names.length} playable deck${names.length === 1 ? '' : 's'}; a matrix needs two\n`,
      );
      return 1;
    }
    const failed = results?.failures.length ?? 0;
    if (failed > 0) {
      io.err(`cardloom ${name}: ${failed} of ${total} games failed\n`);
      return 1;
    }
    return 0;
  },
};
