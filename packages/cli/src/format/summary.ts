/** Terminal rendering of a simulation summary. */

import { endings } from '../report/comparison';
import type { Distribution } from '../stats/describe';
import type { SimulationSummary, Throughput } from '../stats/summary';
import { num, percent, proportion } from './numbers';
import { renderPairs, renderTable } from './table';

/** `mean 12.3 · median 12 · p10–p90 9–16 · range 5–22`. */
export function distribution(d: Distribution): string {
  if (d.count === 0) return 'n/a';
  return `mean ${num(d.mean)} · median ${num(d.median)} · p10–p90 ${num(d.p10)}–${num(d.p90)} · range ${num(d.min)}–${num(d.max)}`;
}

/** The per-seat table and the aggregate figures. */
export function renderSummary(summary: SimulationSummary, speed?: Throughput): string {
  const seats = renderTable(
    ['seat', 'bot', 'deck', 'wins', 'win rate [95% CI]'],
    summary.seats.map((s) => [`P${s.seat + 1}`, s.bot, s.deck, String(s.wins.successes), proportion(s.wins)]),
    { align: ['left', 'left', 'left', 'right', 'right'] },
  );
  const decisive = summary.completed - summary.draws;
  const pairs: [string, string][] = [
    ['first-player wins', `${proportion(summary.firstPlayer)} of ${decisive} decisive games`],
    [
      'draws',
      summary.completed > 0 ? `${summary.draws} (${percent(summary.draws / summary.completed)})` : '0',
    ],
    ['turns', distribution(summary.turns)],
    ['actions', distribution(summary.actions)],
    ['decisions / game', distribution(summary.decisions)],
    ['branching factor', `${num(summary.branching, 2)} legal actions per decision`],
    ['lead changes', distribution(summary.leadChanges)],
    ['endings', endings(summary)],
    ['failures', String(summary.failures)],
  ];
  if (speed) {
    const where =
      speed.workers === 0 ? 'in-process' : `${speed.workers} worker${speed.workers === 1 ? '' : 's'}`;
    pairs.push([
      'throughput',
      `${num(speed.gamesPerSecond)} games/s · ${num(speed.actionsPerSecond, 0)} actions/s (${where}, ${num(speed.seconds, 2)} s)`,
    ]);
  }
  return `${seats}\n${renderPairs(pairs)}`;
}
