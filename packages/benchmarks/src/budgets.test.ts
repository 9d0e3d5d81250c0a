import { describe, expect, it } from 'vitest';
import { budgetsFor, SAME_COST_RATIO, withBudgets } from './budgets';
import { type Budget, type Section, verdict } from './harness/figures';
import { machineFacts } from './harness/machine';
import { budgetTally, budgetText } from './harness/render';
import { upgradeReport } from './run';

const tax: Budget = { limit: 3, direction: 'max', issues: [6, 21], stretch: 2 };
const games: Budget = { limit: 500, direction: 'min', issues: [21] };

describe('budget verdicts (issue 21: one run reports every target as a verdict)', () => {
  it('meets an upper limit at or under it, a lower limit at or over it', () => {
    expect(verdict(3.01, { limit: 3, direction: 'max', issues: [6] })).toBe('miss');
    expect(verdict(3, { limit: 3, direction: 'max', issues: [6] })).toBe('ok');
    expect(verdict(499, games)).toBe('miss');
    expect(verdict(500, games)).toBe('ok');
  });

  it('tells a stretch goal met from the budget alone met (framework tax ≤ 3×, stretch ≤ 2×)', () => {
    expect(verdict(4.97, tax)).toBe('miss');
    expect(verdict(2.5, tax)).toBe('ok');
    expect(verdict(2, tax)).toBe('stretch');
    expect(verdict(600, { ...games, stretch: 1000 })).toBe('ok');
    expect(verdict(1000, { ...games, stretch: 1000 })).toBe('stretch');
  });

  it('names the issues that set each line in its text', () => {
    expect(budgetText(4.97, '×', tax)).toBe('MISS (≤ 3.00 ×, issues 6, 21); stretch MISS (≤ 2.00 ×)');
    expect(budgetText(2.5, '×', tax)).toBe('ok (≤ 3.00 ×, issues 6, 21); stretch MISS (≤ 2.00 ×)');
    expect(budgetText(1.9, '×', tax)).toBe('ok (≤ 3.00 ×, issues 6, 21); stretch ok (≤ 2.00 ×)');
    expect(budgetText(182, 'games/s', games)).toBe('MISS (≥ 500 games/s, issue 21)');
  });
});

describe('the budget table', () => {
  const section = (figures: Section['figures']): Section => ({
    id: 'x',
    title: 'x',
    detail: 'x',
    figures,
    notes: [],
  });

  it("gives Lorcana issue 6's and issue 21's lines side by side, each verdict on its own", () => {
    const [attached] = withBudgets(
      section([{ id: 'lorcana.gamesPerSec', label: 'games', value: 634, unit: 'games/s' }]),
    ).figures;
    expect(attached.budgets?.map((b) => [b.issues, verdict(attached.value, b)])).toEqual([
      [[6], 'ok'],
      [[21], 'miss'],
    ]);
  });

  it('checks the large-heap clone ratio of every game, and leaves unbudgeted figures bare', () => {
    for (const game of ['lorcana', 'lore', 'lightseekers', 'faction'])
      expect(budgetsFor(`${game}.cloneLargeHeapRatio`)).toEqual([
        { limit: SAME_COST_RATIO, direction: 'max', issues: [21] },
      ]);
    const { figures } = withBudgets(
      section([{ id: 'lore.actionsPerSec', label: 'actions', value: 1, unit: 'actions/s' }]),
    );
    expect(figures[0]).not.toHaveProperty('budgets');
  });

  it('counts every line of a report once in the tally', () => {
    const report = upgradeReport({
      version: 1,
      date: 'd',
      mode: 'quick',
      machine: machineFacts(),
      sections: [
        section([
          { id: 'lorcana.gamesPerSec', label: 'games', value: 634, unit: 'games/s' },
          { id: 'lore.gamesPerSec', label: 'games', value: 182, unit: 'games/s' },
        ]),
      ],
    });
    expect(report.version).toBe(2);
    expect(budgetTally(report)).toEqual({ met: 1, missed: 2 });
  });
});
