/**
 * The rows of `cardloom compare`: the static comparison (drawn from each definition's
 * {@link RulesSummary}) and the simulated one (from each {@link SimulationSummary}), shared by the
 * terminal, JSON and HTML outputs.
 */
import { num, percent, proportion } from '../format/numbers';
import type { RulesSummary } from '../games/types';
import type { SimulationSummary, Throughput } from '../stats/summary';

/** One game/ruleset column of a comparison. */
export interface CompareEntry {
  /** `game:ruleset`. */
  label: string;
  game: string;
  title: string;
  ruleset: string;
  rules: RulesSummary;
  summary: SimulationSummary;
  throughput: Throughput;
}

/** A labelled row with one cell per entry. */
export interface ComparisonRow {
  label: string;
  cells: string[];
}

/** The static comparison: zones, turn structure, trigger policy, costs, win/loss, keywords, deck rules. */
export function staticRows(entries: readonly CompareEntry[]): ComparisonRow[] {
  const row = (label: string, cell: (rules: RulesSummary) => string): ComparisonRow => ({
    label,
    cells: entries.map((e) => cell(e.rules)),
  });
  return [
    row('zones', (r) =>
      r.zones
        .map(
          (z) =>
            `${z.name} (${[z.owner === 'shared' ? 'shared' : 'per player', z.ordered ? 'ordered' : 'unordered', z.visibility].join(', ')})`,
        )
        .join('; '),
    ),
    row('turn structure', (r) =>
      r.phases.map((p) => (p.steps.length > 0 ? `${p.name} [${p.steps.join(', ')}]` : p.name)).join(' → '),
    ),
    row('trigger ordering', (r) => r.triggerPolicy),
    row('cost model', (r) => r.costModel),
    row('win conditions', (r) => r.winConditions.join('; ') || '—'),
    row('loss conditions', (r) => r.lossConditions.join('; ') || '—'),
    row('keywords', (r) => (r.keywords.length > 0 ? `${r.keywords.length}: ${r.keywords.join(', ')}` : '0')),
    row('deck rules', (r) => r.deckRules.join('; ') || '—'),
    row('ruleset options', (r) => r.options?.join(', ') || '—'),
  ];
}

/** The simulated comparison: outcomes, length, decisions, branching and speed. */
export function dynamicRows(entries: readonly CompareEntry[]): ComparisonRow[] {
  const row = (label: string, cell: (s: SimulationSummary, t: Throughput) => string): ComparisonRow => ({
    label,
    cells: entries.map((e) => cell(e.summary, e.throughput)),
  });
  return [
    row('games (failed)', (s) => `${s.games} (${s.failures})`),
    row('first-player wins', (s) => proportion(s.firstPlayer)),
    row('draws', (s) => (s.completed > 0 ? percent(s.draws / s.completed) : 'n/a')),
    row('turns mean / median', (s) => `${num(s.turns.mean)} / ${num(s.turns.median)}`),
    row('turns p10–p90', (s) => `${num(s.turns.p10)}–${num(s.turns.p90)}`),
    row('actions / game', (s) => num(s.actions.mean)),
    row('decisions / game', (s) => num(s.decisions.mean)),
    row('branching factor', (s) => num(s.branching, 2)),
    row('lead changes / game', (s) => num(s.leadChanges.mean, 2)),
    row('endings', (s) => endings(s)),
    row('games/s', (_s, t) => num(t.gamesPerSecond)),
    row('actions/s', (_s, t) => num(t.actionsPerSecond, 0)),
  ];
}

/** Endings as `lore 80%, deck-out 20%`, most common first. */
export function endings(summary: SimulationSummary): string {
  const total = summary.completed;
  if (total === 0) return 'n/a';
  return Object.entries(summary.endings)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([reason, count]) => `${reason} ${percent(count / total)}`)
    .join(', ');
}
