/**
 * Comparing rule systems in the browser: play a small batch of bot games per game/ruleset column and
 * summarise them the way `cardloom compare` does (first-player advantage with its 95% Wilson interval,
 * length, branching, endings), next to each ruleset's static `RulesSummary`. A `cardloom compare
 * --json` report has the same shape and opens in the same view.
 * @module
 */
import { type Bot, greedyBot, randomBot } from '@cardloom/bots';
import { apply, createGame, type GameModule, legalActions, type RulesSummary } from '@cardloom/core';
import { botSeed } from './seats';

/** One column: a game and one of its rulesets. */
export interface CompareColumn {
  /** Module name. */
  readonly game: string;
  readonly ruleset: string;
}

/** How one simulated game went. */
export interface GameRun {
  readonly winners: readonly number[];
  readonly firstPlayer: number;
  readonly turns: number;
  readonly actions: number;
  /** Choice points with at least two legal actions, and the legal actions summed over them. */
  readonly decisions: number;
  readonly legalTotal: number;
  readonly reason: string;
  /** Set when the game failed (an error, or no result within the action limit). */
  readonly error?: string;
}

/** A proportion with its 95% Wilson interval. */
export interface Proportion {
  readonly successes: number;
  readonly trials: number;
  readonly rate: number;
  readonly low: number;
  readonly high: number;
}

/** Mean, median and range of a sample. */
export interface Distribution {
  readonly count: number;
  readonly mean: number;
  readonly median: number;
  readonly min: number;
  readonly max: number;
}

/** A column's simulated figures (the fields of the CLI's summary that the view shows). */
export interface Summary {
  readonly games: number;
  readonly completed: number;
  readonly failures: number;
  readonly draws: number;
  /** Win rate of whoever took the first turn, over decisive games. */
  readonly firstPlayer: Proportion;
  readonly turns: Distribution;
  readonly actions: Distribution;
  /** Mean legal actions at a choice point. */
  readonly branching: number;
  readonly endings: Readonly<Record<string, number>>;
}

/** One column of a report. */
export interface ReportEntry {
  /** `game:ruleset`. */
  readonly label: string;
  readonly title: string;
  readonly ruleset: string;
  readonly rules: RulesSummary;
  readonly summary: Summary;
}

/** A comparison: games per column, the base seed, and the columns. */
export interface ComparisonReport {
  readonly games: number;
  readonly seed: number | string;
  readonly entries: readonly ReportEntry[];
}

/** Most actions a simulated game may take before it counts as failed. */
export const MAX_ACTIONS = 5000;

/** Plays one game of `module` under `ruleset` between bots of one kind, from `seed`. */
export function playOne(
  module: GameModule,
  ruleset: string,
  seed: number,
  kind: 'random' | 'greedy',
): GameRun {
  const n = module.players.default;
  const game = createGame(module.definition, {
    players: Array.from({ length: n }, (_, i) => `P${i + 1}`),
    decks: Array.from({ length: n }, (_, i) => module.decks[i % module.decks.length].cards),
    seed,
    ruleset,
  });
  game.recordEvents = false;
  const { evaluate } = module;
  const bots: Bot[] = Array.from({ length: n }, (_, seat) => {
    const botSeedValue = botSeed(seed, seat, 0);
    return kind === 'greedy' && evaluate
      ? greedyBot({ seed: botSeedValue, evaluate })
      : randomBot({ seed: botSeedValue });
  });
  let decisions = 0;
  let legalTotal = 0;
  const run = (error?: string): GameRun => ({
    winners: game.state.status.winners.slice(),
    firstPlayer: game.state.turn.first,
    turns: game.state.turn.number,
    actions: game.log.length,
    decisions,
    legalTotal,
    reason: game.state.status.reason ?? (error ? 'failed' : 'unknown'),
    ...(error ? { error } : {}),
  });
  try {
    while (!game.over) {
      if (game.log.length >= MAX_ACTIONS) return run(`no result within ${MAX_ACTIONS} actions`);
      const legal = legalActions(game);
      if (legal.length >= 2) {
        decisions++;
        legalTotal += legal.length;
      }
      apply(game, bots[game.toAct!].choose(game));
    }
    return run();
  } catch (e) {
    return run((e as Error).message);
  }
}

/** `successes` of `trials` with the 95% Wilson score interval (the whole of [0, 1] with no trials). */
export function wilson(successes: number, trials: number): Proportion {
  if (trials === 0) return { successes, trials, rate: 0, low: 0, high: 1 };
  const z = 1.959964;
  const p = successes / trials;
  const denominator = 1 + (z * z) / trials;
  const centre = (p + (z * z) / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + (z * z) / (4 * trials * trials))) / denominator;
  return { successes, trials, rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** Mean, median and range (all 0 for an empty sample). */
export function distribution(values: readonly number[]): Distribution {
  if (values.length === 0) return { count: 0, mean: 0, median: 0, min: 0, max: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return {
    count: sorted.length,
    mean: sorted.reduce((s, v) => s + v, 0) / sorted.length,
    median: sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2,
    min: sorted[0],
    max: sorted[sorted.length - 1],
  };
}

/** Summarises a column's games. */
export function summarize(runs: readonly GameRun[]): Summary {
  const completed = runs.filter((r) => r.error === undefined);
  const decisive = completed.filter((r) => r.winners.length > 0);
  const endings: Record<string, number> = {};
  for (const r of completed) endings[r.reason] = (endings[r.reason] ?? 0) + 1;
  const decisions = completed.reduce((s, r) => s + r.decisions, 0);
  const legal = completed.reduce((s, r) => s + r.legalTotal, 0);
  return {
    games: runs.length,
    completed: completed.length,
    failures: runs.length - completed.length,
    draws: completed.length - decisive.length,
    firstPlayer: wilson(decisive.filter((r) => r.winners.includes(r.firstPlayer)).length, decisive.length),
    turns: distribution(completed.map((r) => r.turns)),
    actions: distribution(completed.map((r) => r.actions)),
    branching: decisions === 0 ? 0 : legal / decisions,
    endings,
  };
}

/** The seed of game `index` of a run with base seed `seed` (the same for every column). */
export function gameSeed(seed: number, index: number): number {
  return botSeed(seed, -1, index) % 2147483647;
}

/** A report file that cannot be shown, naming what is wrong. */
export class CompareReportError extends Error {
  override readonly name = 'CompareReportError';
}

/** Reads a `cardloom compare --json` report (or one this app saved). Throws {@link CompareReportError}. */
export function parseCompareReport(text: string): ComparisonReport {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new CompareReportError(`not a comparison report: the text is not JSON (${(e as Error).message})`);
  }
  const fail = (message: string): never => {
    throw new CompareReportError(`not a comparison report: ${message}`);
  };
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isObject(data)) return fail('expected a JSON object');
  if (typeof data.games !== 'number') fail('"games" must be a number');
  if (!Array.isArray(data.entries) || data.entries.length === 0) fail('"entries" must be a non-empty list');
  for (const [i, entry] of (data.entries as unknown[]).entries()) {
    const where = `entries[${i}]`;
    if (!isObject(entry)) return fail(`${where} must be an object`);
    for (const key of ['label', 'title', 'ruleset'])
      if (typeof entry[key] !== 'string') fail(`${where}.${key} must be a string`);
    const rules = entry.rules;
    if (!isObject(rules) || !Array.isArray(rules.zones) || !Array.isArray(rules.phases))
      fail(`${where}.rules must be a rules summary (zones, phases…)`);
    const s = entry.summary;
    if (!isObject(s)) return fail(`${where}.summary must be an object`);
    for (const key of ['games', 'completed', 'draws', 'branching'])
      if (typeof s[key] !== 'number') fail(`${where}.summary.${key} must be a number`);
    if (!isObject(s.firstPlayer) || typeof s.firstPlayer.rate !== 'number')
      fail(`${where}.summary.firstPlayer must be a proportion`);
    for (const key of ['turns', 'actions'])
      if (!isObject(s[key]) || typeof (s[key] as Record<string, unknown>).mean !== 'number')
        fail(`${where}.summary.${key} must be a distribution`);
  }
  return data as unknown as ComparisonReport;
}
