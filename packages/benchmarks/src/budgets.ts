/**
 * Every budget the report checks, in one table keyed by figure id, each naming the issue that set it:
 * issue 6 (the first performance budgets), issue 16 (tournament decks) and issue 21 (framework tax,
 * search, Lore's speed, copies that ignore heap size). Suites measure; {@link withBudgets} attaches the
 * lines here to the figures of a finished section, so a budget is changed in one place.
 *
 * @module
 */
import type { Budget, Section } from './harness/figures';

const max = (limit: number, ...issues: number[]): Budget => ({ limit, direction: 'max', issues });
const min = (limit: number, ...issues: number[]): Budget => ({ limit, direction: 'min', issues });

/**
 * Issue 21 asks that a clone cost the same with 10,000 games alive as on a small heap (≈ 1×); clone
 * medians move ±10% between runs, so a ratio up to this counts as the same.
 */
export const SAME_COST_RATIO = 1.25;

/** Budgets of one figure, by its full id. */
const BY_FIGURE: Readonly<Record<string, readonly Budget[]>> = {
  'trivial.ratio.cardloomOverPlain': [{ ...max(3, 6, 21), stretch: 2 }],
  'lorcana.gamesPerSec': [min(200, 6), min(1000, 21)],
  'lorcana.cloneMicros': [max(20, 6)],
  'lorcana.viewForMicros': [max(50, 6)],
  'lorcana.mcts.msPerDecision': [max(100, 6), max(50, 21)],
  'lore.gamesPerSec': [min(500, 21)],
  'lorcana-tournament.gamesPerSec': [min(300, 16)],
  'workers.speedup': [min(1.8, 6)],
};

/** Budgets of a figure every game reports, by the end of its id: a kernel property, so every game's. */
const BY_SUFFIX: readonly (readonly [string, readonly Budget[]])[] = [
  ['.cloneLargeHeapRatio', [max(SAME_COST_RATIO, 21)]],
];

/** The budgets on the figure `id` (none for most figures). */
export function budgetsFor(id: string): readonly Budget[] {
  return [...(BY_FIGURE[id] ?? []), ...BY_SUFFIX.filter(([end]) => id.endsWith(end)).flatMap(([, b]) => b)];
}

/** `section` with every figure's budgets attached (figures without one are left as they are). */
export function withBudgets(section: Section): Section {
  return {
    ...section,
    figures: section.figures.map((f) => {
      const budgets = budgetsFor(f.id);
      return budgets.length === 0 ? f : { ...f, budgets };
    }),
  };
}
