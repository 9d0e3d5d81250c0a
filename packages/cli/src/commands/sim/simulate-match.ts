/** `cardloom simulate <game> --match`: many seeded bot matches (best of N), with match win rates. */

import { createBot } from '../../agents/bots';
import { UsageError } from '../../errors';
import { createProgress } from '../../format/progress';
import { playRound } from '../../sim/round';
import { deriveSeed } from '../../sim/seed';
import { type Proportion, wilson } from '../../stats/wilson';
import type { CommandContext } from '../command';
import { printJson } from '../command';
import type { GameSetupOptions } from '../setup';

/** The results of a run of matches. */
export interface MatchRunSummary {
  matches: number;
  /** Matches won by each seat, with the 95% Wilson interval. */
  wins: Proportion[];
  drawn: number;
  failed: number;
  /** Games played over all finished matches, and per match on average. */
  games: number;
  gamesPerMatch: number;
  /** Games won by each seat over all matches. */
  gameWins: number[];
  failures: { match: number; seed: number; error: string }[];
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/**
 * Plays `count` matches between bots in this thread (match i is seeded from the base seed and i) and
 * returns the summary. Bots keep their decks between games (no sideboarding).
 */
export async function runMatches(
  setup: GameSetupOptions,
  bots: readonly string[],
  count: number,
  onDone?: (done: number) => void,
): Promise<MatchRunSummary> {
  const { module } = setup;
  const format = module.match;
  if (!format) throw new UsageError(`${module.name} has no matches (--match)`, 'simulate');
  const seats = setup.decks.length;
  const won = new Array<number>(seats).fill(0);
  const gameWins = new Array<number>(seats).fill(0);
  const failures: MatchRunSummary['failures'] = [];
  let drawn = 0;
  let games = 0;
  for (let i = 0; i < count; i++) {
    const seed = deriveSeed(setup.seed, i);
    const result = await playRound({
      module,
      format,
      decks: setup.decks.map((d) => d.cards),
      ruleset: setup.ruleset.name,
      seed,
      agents: (number) =>
        bots.map((kind, seat) => createBot(module, kind, seat, deriveSeed(seed, 1000 * number + seat))),
      maxActions: setup.maxActions,
    });
    onDone?.(i + 1);
    if (result.error !== undefined) {
      failures.push({ match: i, seed, error: result.error });
      continue;
    }
    const standing = result.round.standing();
    games += standing.games.length;
    standing.wins.forEach((w, seat) => {
      gameWins[seat] += w;
    });
    if (standing.winner === null) drawn++;
    else won[standing.winner]++;
  }
  const finished = count - failures.length;
  return {
    matches: count,
    wins: won.map((w) => wilson(w, finished)),
    drawn,
    failed: failures.length,
    games,
    gamesPerMatch: finished === 0 ? 0 : games / finished,
    gameWins,
    failures,
  };
}

/** Runs and prints `simulate --match`; returns the exit status. */
export async function simulateMatches(
  context: CommandContext,
  setup: GameSetupOptions,
  bots: string[],
  count: number,
  json: boolean,
): Promise<number> {
  const { io } = context;
  const bar = createProgress(io, count, `${setup.module.name} matches`, !json);
  let summary: MatchRunSummary;
  try {
    summary = await runMatches(setup, bots, count, (done) => bar.update(done));
  } finally {
    bar.finish();
  }
  if (json) {
    printJson(context, {
      game: setup.module.name,
      match: setup.module.match?.summary,
      ruleset: setup.ruleset.name,
      seed: setup.seed,
      bots,
      decks: setup.decks.map((d) => d.name),
      ...summary,
    });
  } else {
    io.out(
      `Simulated ${count} matches of ${setup.module.title} (${setup.module.match?.summary}; ${setup.ruleset.name}) · seed ${setup.seed}\n` +
        `seats: ${bots.join(' vs ')} · decks: ${setup.decks.map((d) => d.name).join(' vs ')}\n\n`,
    );
    summary.wins.forEach((p, seat) => {
      io.out(
        `P${seat + 1} (${bots[seat]}, ${setup.decks[seat].name}): won ${p.successes} matches, ${pct(p.rate)} [95% ${pct(p.low)}–${pct(p.high)}] · ${summary.gameWins[seat]} games\n`,
      );
    });
    io.out(
      `drawn matches ${summary.drawn} · games per match ${summary.gamesPerMatch.toFixed(2)} · failed ${summary.failed}\n`,
    );
    for (const f of summary.failures.slice(0, 10))
      io.out(`  match ${f.match} (seed ${f.seed}): ${f.error}\n`);
  }
  if (summary.failed > 0) {
    io.err(`cardloom simulate: ${summary.failed} of ${count} matches failed\n`);
    return 1;
  }
  return 0;
}
