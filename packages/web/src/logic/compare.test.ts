import { type Io, runCli } from '@cardloom/cli';
import { describe, expect, it } from 'vitest';
import {
  CompareReportError,
  distribution,
  type GameRun,
  parseCompareReport,
  playOne,
  summarize,
  wilson,
} from './compare';
import type { CompareMessage } from './compare-protocol';
import { runComparison } from './compare-run';
import { findGame } from './games';

/** Runs the `cardloom` command in this process and returns what it printed. */
async function cli(argv: string[]): Promise<string> {
  let out = '';
  const io: Io = {
    out: (text) => {
      out += text;
    },
    err: () => {},
    isTTY: false,
    columns: 80,
    cores: 1,
    prompt: async () => null,
    readFile: async () => '',
    writeFile: async () => {},
    now: () => 0,
  };
  expect(await runCli(argv, io)).toBe(0);
  return out;
}

const run = (fields: Partial<GameRun>): GameRun => ({
  winners: [0],
  firstPlayer: 0,
  turns: 10,
  actions: 100,
  decisions: 50,
  legalTotal: 150,
  reason: 'lore',
  ...fields,
});

describe('Compare (issue 17: run a small comparison in a Web Worker, or open a cardloom compare report)', () => {
  it('the Wilson interval: whole [0, 1] with no trials; 5 of 10 gives 0.237 to 0.763', () => {
    expect(wilson(0, 0)).toEqual({ successes: 0, trials: 0, rate: 0, low: 0, high: 1 });
    const half = wilson(5, 10);
    expect(half.rate).toBe(0.5);
    expect(half.low).toBeCloseTo(0.2366, 3);
    expect(half.high).toBeCloseTo(0.7634, 3);
  });

  it('a distribution has the mean, the median (middle pair averaged) and the range', () => {
    expect(distribution([4, 1, 3])).toEqual({ count: 3, mean: 8 / 3, median: 3, min: 1, max: 4 });
    expect(distribution([4, 1, 3, 2]).median).toBe(2.5);
    expect(distribution([])).toEqual({ count: 0, mean: 0, median: 0, min: 0, max: 0 });
  });

  it('a summary counts failures apart, draws among completed games, first-player wins among decisive ones', () => {
    const s = summarize([
      run({}),
      run({ winners: [1] }),
      run({ winners: [] }),
      run({ error: 'boom', reason: 'failed', turns: 999 }),
    ]);
    expect([s.games, s.completed, s.failures, s.draws]).toEqual([4, 3, 1, 1]);
    expect([s.firstPlayer.successes, s.firstPlayer.trials]).toEqual([1, 2]);
    expect(s.turns.max).toBe(10);
    expect(s.branching).toBe(3);
    expect(s.endings).toEqual({ lore: 3 });
  });

  it('one simulated game is fixed by its seed and ends with a result', () => {
    const lorcana = findGame('lorcana')!;
    const a = playOne(lorcana, 'cr-2.0.0', 42, 'random');
    expect(playOne(lorcana, 'cr-2.0.0', 42, 'random')).toEqual(a);
    expect(a.error).toBeUndefined();
    expect(a.winners.length).toBeGreaterThan(0);
    expect(a.decisions).toBeGreaterThan(0);
  });

  it('a run reports progress after every game, then one report column per game/ruleset', () => {
    const messages: CompareMessage[] = [];
    runComparison(
      {
        columns: [
          { game: 'lorcana', ruleset: 'cr-2.0.0' },
          { game: 'faction', ruleset: 'standard' },
        ],
        games: 3,
        seed: 1,
        bot: 'random',
      },
      (m) => messages.push(m),
    );
    const progress = messages.filter((m) => m.kind === 'progress');
    expect(progress.map((m) => m.done)).toEqual([1, 2, 3, 4, 5, 6]);
    const last = messages.at(-1)!;
    expect(last.kind).toBe('done');
    if (last.kind !== 'done') return;
    expect(last.report.entries.map((e) => [e.label, e.summary.games])).toEqual([
      ['lorcana:cr-2.0.0', 3],
      ['faction:standard', 3],
    ]);
    expect(last.report.entries[0].rules.zones.length).toBeGreaterThan(0);
  });

  it('a bad column is refused before any game is played', () => {
    const messages: CompareMessage[] = [];
    runComparison(
      {
        columns: [
          { game: 'lorcana', ruleset: 'cr-2.0.0' },
          { game: 'lorcana', ruleset: 'nope' },
        ],
        games: 3,
        seed: 1,
        bot: 'random',
      },
      (m) => messages.push(m),
    );
    expect(messages).toEqual([{ kind: 'error', error: 'lorcana has no ruleset "nope"' }]);
  });

  it('the JSON that `cardloom compare --json` prints opens as a report', async () => {
    const text = await cli([
      'compare',
      '--json',
      '--games',
      '3',
      '--workers',
      '0',
      '--no-html',
      '-s',
      '5',
      'lorcana',
      'faction',
    ]);
    const report = parseCompareReport(text);
    expect(report.games).toBe(3);
    expect(report.entries.map((e) => e.label)).toEqual(['lorcana:cr-2.0.0', 'faction:standard']);
    expect(report.entries[0].summary.games).toBe(3);
  });

  it('a file that is not a report is refused, naming the field', () => {
    const fails = (text: string) => {
      try {
        parseCompareReport(text);
      } catch (e) {
        expect(e).toBeInstanceOf(CompareReportError);
        return (e as Error).message;
      }
      throw new Error('expected a refusal');
    };
    expect(fails('nope')).toMatch(/^not a comparison report: the text is not JSON/);
    expect(fails('{"games": 3}')).toBe('not a comparison report: "entries" must be a non-empty list');
    expect(
      fails(
        JSON.stringify({
          games: 3,
          entries: [
            { label: 'a', title: 'A', ruleset: 'r', rules: { zones: [], phases: [] }, summary: { games: 3 } },
          ],
        }),
      ),
    ).toBe('not a comparison report: entries[0].summary.completed must be a number');
  });
});
