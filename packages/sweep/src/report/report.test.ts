import { describe, expect, it } from 'vitest';
import { planSweep } from '../plan/plan';
import { localBackend } from '../run/local';
import { runSweep } from '../run/sweep';
import { checkSweepFile } from '../spec/validate';
import { openSqliteStore } from '../store/store';
import { testCatalog } from '../testing/catalog';
import { fakeExecutor } from '../testing/fake';
import { testSummarize } from '../testing/summary';
import { sweepHtml } from './html';
import { collectReport, reportTable } from './report';

describe('issue 19: the sweep report (table, heat map per deck matrix)', async () => {
  const plan = planSweep(
    checkSweepFile({
      name: 'Duel <matrix>',
      seed: 3,
      gamesPerCell: 12,
      batchSize: 6,
      games: [{ game: 'duel', decks: { matrix: 'all' } }, 'solo'],
    }),
    testCatalog,
  );
  const store = openSqliteStore(':memory:');
  await runSweep(plan, store, localBackend({ slots: 1, executor: () => fakeExecutor() }));
  const report = await collectReport(plan, store, testSummarize);

  it('has one table row per cell with its games, seat-1 win rate and first-player rate', () => {
    const table = reportTable(report);
    expect(table.rows).toHaveLength(10);
    const first = report.cells[0].summary;
    expect(table.rows[0].slice(0, 6)).toEqual(['duel', 'classic', '2', 'random v random', 'red v red', '12']);
    expect(table.rows[0][7]).toMatch(new RegExp(`^${(first.seats[0].wins.rate * 100).toFixed(1)}%`));
    expect(report.sweep.games).toBe(120);
  });

  it('the HTML has a heat map square per matrix cell, escaped names and no scripts', () => {
    const html = sweepHtml(report);
    expect(html).toContain('<h1>Duel &#60;matrix&#62;</h1>');
    expect(html).toContain('Deck matrix: duel · classic · random v random');
    // Three heat maps (win rate, first player, length) of 3 × 3 squares.
    expect(html.match(/<rect [^>]*fill=/g)).toHaveLength(27);
    expect(html).toContain('blue (seat 1) vs green');
    expect(html).not.toContain('<script');
  });
});
