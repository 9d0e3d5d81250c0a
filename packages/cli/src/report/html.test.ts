import { describe, expect, it } from 'vitest';
import { summarize } from '../stats/summary';
import { toyModule } from '../testing/toy-module';
import type { CompareEntry } from './comparison';
import { dynamicRows, staticRows } from './comparison';
import { htmlReport } from './html';
import { barChart, escapeXml, histogramChart } from './svg';

const entry = (label: string, ruleset: string): CompareEntry => ({
  label,
  game: 'toy',
  title: 'Toy',
  ruleset,
  rules: toyModule.rules(ruleset),
  summary: summarize(
    [
      {
        index: 0,
        seed: 1,
        winners: [0],
        reason: 'score',
        firstPlayer: 0,
        turns: 5,
        actions: 20,
        decisions: 10,
        legalTotal: 30,
        leadChanges: 1,
      },
      {
        index: 1,
        seed: 2,
        winners: [1],
        reason: 'score',
        firstPlayer: 0,
        turns: 8,
        actions: 30,
        decisions: 15,
        legalTotal: 40,
        leadChanges: 2,
      },
    ],
    ['random', 'random'],
    ['low', 'high'],
  ),
  throughput: { workers: 1, seconds: 1, gamesPerSecond: 2, actionsPerSecond: 50 },
});

describe('compare report', () => {
  const entries = [entry('toy:standard', 'standard'), entry('toy:<sprint>', 'sprint')];

  it('draws the static rows from each definition', () => {
    const rows = staticRows(entries);
    expect(rows.map((r) => r.label)).toEqual([
      'zones',
      'turn structure',
      'trigger ordering',
      'cost model',
      'win conditions',
      'loss conditions',
      'keywords',
      'deck rules',
      'ruleset options',
    ]);
    expect(rows.find((r) => r.label === 'win conditions')?.cells).toEqual([
      'highest score when a deck runs out',
      '30 points',
    ]);
  });

  it('reports first-player advantage and branching in the simulated rows', () => {
    const rows = dynamicRows(entries);
    expect(rows.find((r) => r.label === 'first-player wins')?.cells[0]).toMatch(/^50\.0% \[/);
    expect(rows.find((r) => r.label === 'branching factor')?.cells[0]).toBe('2.8');
  });

  it('is one self-contained document with inline SVG charts and no scripts', () => {
    const html = htmlReport({ title: 'cmp', entries, footer: 'seed 1' });
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html.match(/<svg /g)?.length).toBe(2 + entries.length);
    expect(html).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org)/);
    expect(html).toContain('toy:&#60;sprint&#62;');
    expect(html).not.toContain('toy:<sprint>');
  });

  it('escapes text in charts', () => {
    expect(escapeXml(`<a href="x">&'`)).toBe('&#60;a href=&#34;x&#34;&#62;&#38;&#39;');
    const chart = barChart({
      title: 'T',
      bars: [{ label: 'a', value: 0.5, low: 0.4, high: 0.6 }],
      max: 1,
      reference: 0.5,
      format: String,
    });
    expect(chart).toContain('class="whisker"');
    expect(chart).toContain('class="reference"');
    const hist = histogramChart({
      title: 'H',
      histogram: { start: 5, width: 2, counts: [1, 3] },
      xLabel: 'turns',
    });
    expect(hist.match(/<rect /g)?.length).toBe(2);
    expect(hist).toContain('7–8: 3');
  });
});
