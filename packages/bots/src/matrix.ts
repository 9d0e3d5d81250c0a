/**
 * The deck matrix: every pair of a game module's decks played by bots, half the games with each deck in
 * the first seat (who takes the first turn is the game's own setup), each pair's score with its 95% Wilson interval. What a designer runs to see whether
 * ready decks are balanced, for any game a {@link GameModule} describes.
 * @module
 */
import { apply, CardloomError, createGame, type GameModule, type PlayerId } from '@cardloom/core';
import type { Bot } from './bot';
import { greedyBot } from './greedy';
import { mctsBot } from './mcts';
import { randomBot } from './random';

/** A deck the matrix plays: a name to report it by and the kernel card ids. */
export interface MatrixDeck {
  /** Reported name, distinct among the matrix's decks. */
  readonly name: string;
  /** Kernel card ids, as `createGame` takes a deck. */
  readonly cards: readonly string[];
}

/**
 * The bots both seats play: `random`, `greedy` or IS-MCTS with an iteration budget (greedy and MCTS use
 * the module's `evaluate`), or a factory of any bot from a seed string.
 */
export type MatrixBot =
  | 'random'
  | 'greedy'
  | {
      /** Information-set MCTS. */
      readonly kind: 'mcts';
      /** Search iterations per decision. */
      readonly iterations: number;
    }
  | ((seed: string) => Bot);

/** Options of {@link runMatrix}. */
export interface MatrixOptions {
  /** Games per pair: a positive even number (each deck takes the first seat in half of them). */
  readonly games: number;
  /** The decks (default: the module's ready decks). Names must be distinct. */
  readonly decks?: readonly MatrixDeck[];
  /** Only these pairs (by deck name, either order); default every pair. */
  readonly pairs?: readonly (readonly [string, string])[];
  /** Default `greedy`. */
  readonly bot?: MatrixBot;
  /** Every game's and bot's seed derives from it and the pair's names (default 1). */
  readonly seed?: string | number;
  /** Ruleset name (default: the module's first). */
  readonly ruleset?: string;
  /** Called after each pair, e.g. to print progress. */
  readonly onPair?: (pair: PairResult) => void;
}

/** A proportion with its 95% Wilson score interval. */
export interface Interval {
  /** The point estimate, 0–1. */
  readonly rate: number;
  /** Lower end of the 95% interval. */
  readonly low: number;
  /** Upper end of the 95% interval. */
  readonly high: number;
}

/** One pair's games, from the first deck's side. */
export interface PairResult {
  /** The row deck, whose score this is. */
  readonly a: string;
  /** The column deck. */
  readonly b: string;
  /** Games played. */
  readonly games: number;
  /** Games the row deck won. */
  readonly aWins: number;
  /** Games the column deck won. */
  readonly bWins: number;
  /** Games with no single winner. */
  readonly draws: number;
  /** `a`'s score (a draw counts half) with its 95% interval. */
  readonly score: Interval;
  /** The mean of the games' last turn numbers. */
  readonly meanTurns: number;
  /** How the games ended: the game's own reason, counted. */
  readonly endings: Readonly<Record<string, number>>;
}

/** What {@link runMatrix} played and found. */
export interface MatrixResult {
  /** The module's name. */
  readonly game: string;
  /** The ruleset played. */
  readonly ruleset: string;
  /** The bots, as a label (`greedy`, `mcts:10`, `random`, `custom`). */
  readonly bot: string;
  /** The seed every game's and bot's seed derives from. */
  readonly seed: string;
  /** Games per pair. */
  readonly games: number;
  /** The decks, in the order given. */
  readonly decks: readonly string[];
  /** Played pairs, row deck before column deck in the order of `decks`. */
  readonly pairs: readonly PairResult[];
}

/** The matrix's options are unusable (an odd game count, an unknown deck or ruleset…); nothing was played. */
export class MatrixError extends CardloomError {}

const Z = 1.96;

/** `successes` of `trials` with the 95% Wilson score interval (the whole of [0, 1] with no trials). */
export function wilson(successes: number, trials: number): Interval {
  if (trials <= 0) return { rate: 0, low: 0, high: 1 };
  const p = successes / trials;
  const d = 1 + (Z * Z) / trials;
  const centre = (p + (Z * Z) / (2 * trials)) / d;
  const half = (Z * Math.sqrt((p * (1 - p)) / trials + (Z * Z) / (4 * trials * trials))) / d;
  return { rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/**
 * Plays the matrix: for each pair of decks, `games` games with seats swapped every game, in this
 * process. Seeded: the same options give the same result, and a pair's games do not depend on which
 * other decks or pairs are played (shard a long run by `pairs` across processes).
 *
 * @example
 * ```ts
 * import { matrixTable, runMatrix } from '@cardloom/bots';
 * const result = runMatrix(loreModule, { games: 200, bot: 'greedy', seed: 1 });
 * console.log(matrixTable(result));
 * ```
 * @throws {@link MatrixError} when the options are unusable.
 */
export function runMatrix(module: GameModule, options: MatrixOptions): MatrixResult {
  const { games } = options;
  if (!Number.isInteger(games) || games <= 0 || games % 2 !== 0)
    throw new MatrixError(`matrix: games per pair must be a positive even number, not ${games}`);
  const decks = options.decks ?? module.decks;
  const names = decks.map((d) => d.name);
  const repeated = names.find((n, i) => names.indexOf(n) !== i);
  if (repeated !== undefined) throw new MatrixError(`matrix: two decks are named ${repeated}`);
  if (decks.length < 2)
    throw new MatrixError(`matrix: ${module.name} needs at least two decks, has ${decks.length}`);
  const ruleset = options.ruleset ?? module.rulesets[0]?.name ?? 'default';
  if (options.ruleset !== undefined && !module.rulesets.some((r) => r.name === ruleset))
    throw new MatrixError(
      `matrix: ${module.name} has no ruleset ${ruleset} (${module.rulesets.map((r) => r.name).join(', ')})`,
    );
  for (const [x, y] of options.pairs ?? [])
    for (const n of [x, y])
      if (!names.includes(n)) throw new MatrixError(`matrix: no deck ${n} in the pair ${x}:${y}`);
  const makeBot = botFactory(module, options.bot ?? 'greedy');
  const seed = String(options.seed ?? 1);

  const pairs: PairResult[] = [];
  for (let i = 0; i < decks.length; i++)
    for (let j = i + 1; j < decks.length; j++) {
      const [a, b] = [decks[i], decks[j]];
      if (
        options.pairs &&
        !options.pairs.some(([x, y]) => (x === a.name && y === b.name) || (x === b.name && y === a.name))
      )
        continue;
      const pair = playPair(module, ruleset, seed, a, b, games, makeBot.make);
      pairs.push(pair);
      options.onPair?.(pair);
    }
  return { game: module.name, ruleset, bot: makeBot.label, seed, games, decks: names, pairs };
}

function botFactory(module: GameModule, bot: MatrixBot): { label: string; make: (seed: string) => Bot } {
  if (typeof bot === 'function') return { label: 'custom', make: bot };
  if (bot === 'random') return { label: 'random', make: (seed) => randomBot({ seed }) };
  const evaluate = module.evaluate;
  if (!evaluate)
    throw new MatrixError(
      `matrix: ${module.name} has no evaluate for a ${typeof bot === 'string' ? bot : 'mcts'} bot`,
    );
  if (bot === 'greedy') return { label: 'greedy', make: (seed) => greedyBot({ seed, evaluate }) };
  if (typeof bot === 'object' && bot.kind === 'mcts') {
    const { iterations } = bot;
    if (!Number.isInteger(iterations) || iterations <= 0)
      throw new MatrixError(`matrix: MCTS iterations must be a positive whole number, not ${iterations}`);
    return { label: `mcts:${iterations}`, make: (seed) => mctsBot({ seed, evaluate, iterations }) };
  }
  throw new MatrixError(`matrix: unknown bot ${JSON.stringify(bot)}`);
}

/**
 * One pair's games. Seats and seeds follow the pair's names in sorted order, so swapping the decks'
 * order in the list replays the very same games.
 */
function playPair(
  module: GameModule,
  ruleset: string,
  seed: string,
  a: MatrixDeck,
  b: MatrixDeck,
  games: number,
  makeBot: (seed: string) => Bot,
): PairResult {
  const [x, y] = a.name < b.name ? [a, b] : [b, a];
  let aWins = 0;
  let bWins = 0;
  let turns = 0;
  const endings: Record<string, number> = {};
  for (let g = 0; g < games; g++) {
    const seats = g % 2 === 0 ? [x, y] : [y, x];
    const key = `${seed}/${x.name}/${y.name}/${g}`;
    const game = createGame(module.definition, {
      players: 2,
      decks: seats.map((d) => d.cards),
      seed: key,
      ruleset,
    });
    game.recordEvents = false;
    const bots = [makeBot(`${key}/0`), makeBot(`${key}/1`)];
    while (!game.over) apply(game, bots[game.toAct as PlayerId].choose(game));
    const { winners, reason } = game.state.status;
    const ending = String(reason ?? 'none');
    endings[ending] = (endings[ending] ?? 0) + 1;
    turns += game.state.turn.number;
    if (winners?.length !== 1) continue;
    if (seats[winners[0]] === a) aWins++;
    else bWins++;
  }
  const draws = games - aWins - bWins;
  return {
    a: a.name,
    b: b.name,
    games,
    aWins,
    bWins,
    draws,
    score: wilson(aWins + draws / 2, games),
    meanTurns: turns / games,
    endings,
  };
}

/**
 * One result from runs of the same matrix sharded by `pairs` (across processes or machines): same game,
 * ruleset, bots, seed and games per pair; each pair played once.
 * @throws {@link MatrixError} when the runs differ in those or share a pair.
 */
export function mergeMatrices(results: readonly MatrixResult[]): MatrixResult {
  const [first] = results;
  if (!first) throw new MatrixError('matrix: nothing to merge');
  const same = (r: MatrixResult) =>
    r.game === first.game &&
    r.ruleset === first.ruleset &&
    r.bot === first.bot &&
    r.seed === first.seed &&
    r.games === first.games;
  const odd = results.find((r) => !same(r));
  if (odd)
    throw new MatrixError(
      `matrix: cannot merge ${odd.game} ${odd.ruleset} ${odd.bot} seed ${odd.seed} × ${odd.games} into ${first.game} ${first.ruleset} ${first.bot} seed ${first.seed} × ${first.games}`,
    );
  const decks = [...new Set(results.flatMap((r) => r.decks))];
  const pairs: PairResult[] = [];
  for (const pair of results.flatMap((r) => r.pairs)) {
    const twin = pairs.find((p) => (p.a === pair.a && p.b === pair.b) || (p.a === pair.b && p.b === pair.a));
    if (twin) throw new MatrixError(`matrix: the pair ${pair.a}:${pair.b} was played in two runs`);
    pairs.push(decks.indexOf(pair.a) < decks.indexOf(pair.b) ? pair : flip(pair));
  }
  const at = (p: PairResult) => decks.indexOf(p.a) * decks.length + decks.indexOf(p.b);
  pairs.sort((l, r) => at(l) - at(r));
  return { ...first, decks, pairs };
}

/** The same pair seen from the other deck. */
function flip(p: PairResult): PairResult {
  return {
    ...p,
    a: p.b,
    b: p.a,
    aWins: p.bWins,
    bWins: p.aWins,
    score: wilson(p.bWins + p.draws / 2, p.games),
  };
}
