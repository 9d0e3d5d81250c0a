/**
 * The sweep's HTML report, one self-contained file: the table of cells, win rates and first-player
 * advantage with their 95% Wilson intervals, game length, and a heat map per deck matrix.
 */
import { interval, percent } from './format';
import type { ReportCell, SweepReport } from './report';
import { reportTable } from './report';
import { escapeHtml, heatMap, intervalChart } from './svg';

const STYLE = `body{font:14px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:1200px;color:#222;padding:0 1rem}
h1{font-size:1.5rem}h2{font-size:1.15rem;margin-top:2rem}table{border-collapse:collapse;margin:.5rem 0}
th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left}th{background:#f3f3f3}td.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
.charts{display:flex;flex-wrap:wrap;gap:1rem}svg{font:12px system-ui,sans-serif;background:#fafafa;border:1px solid #eee}
svg .title{font-weight:600}svg .whisker{stroke:#111;stroke-width:1.5;fill:none}svg .dot{fill:#4a7bd0}
svg .reference{stroke:#c33;stroke-dasharray:4 3}svg .axis{stroke:#555;fill:none}footer{color:#666;margin-top:2rem}`;

/** Options of {@link sweepHtml}. */
export interface SweepHtmlOptions {
  /** A line for the footer (machine, duration); keep it out to compare reports byte for byte. */
  footer?: string;
}

/** Renders `report` as one HTML document with no external resources and no scripts. */
export function sweepHtml(report: SweepReport, options: SweepHtmlOptions = {}): string {
  const { sweep } = report;
  const table = reportTable(report);
  const head = `<tr>${table.header.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr>`;
  const rows = table.rows.map(
    (row) =>
      `<tr>${row.map((cell, i) => `<td${table.align[i] === 'right' ? ' class="n"' : ''}>${escapeHtml(cell)}</td>`).join('')}</tr>`,
  );
  const label = (c: ReportCell) =>
    `${c.game} ${c.ruleset} ${c.players}p · ${c.bots.join(' v ')} · ${c.decks.join(' v ')}`;
  const body = [
    `<h1>${escapeHtml(sweep.name)}</h1>`,
    `<p>${sweep.games} games in ${sweep.cells} cells · ${sweep.gamesPerCell} per cell in batches of ${sweep.batchSize} · base seed ${sweep.baseSeed} · sweep ${escapeHtml(sweep.id)}</p>`,
    ...matrices(report).map(matrixSection),
    '<h2>Cells</h2>',
    `<table>${head}${rows.join('')}</table>`,
    '<h2>Win rates and first-player advantage (95% Wilson intervals)</h2>',
    '<div class="charts">',
    intervalChart(
      'Seat 1 win rate',
      report.cells.map((c) => {
        const wins = c.summary.seats[0]?.wins ?? { successes: 0, trials: 0, rate: 0, low: 0, high: 1 };
        return { label: label(c), ...wins, title: `${label(c)}: ${interval(wins)} of ${wins.trials} games` };
      }),
    ),
    intervalChart(
      'First-player win rate',
      report.cells.map((c) => ({
        label: label(c),
        ...c.summary.firstPlayer,
        title: `${label(c)}: ${interval(c.summary.firstPlayer)} of ${c.summary.firstPlayer.trials} decisive games`,
      })),
    ),
    '</div>',
    options.footer ? `<footer>${escapeHtml(options.footer)}</footer>` : '',
  ];
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(sweep.name)}</title><style>${STYLE}</style></head><body>\n${body.join('\n')}\n</body></html>\n`;
}

interface Matrix {
  title: string;
  decks: string[];
  cells: ReportCell[];
}

/** Matrix cells grouped by everything but their decks. */
function matrices(report: SweepReport): Matrix[] {
  const groups = new Map<string, Matrix>();
  for (const cell of report.cells) {
    if (!cell.matrix) continue;
    const key = `${cell.game} · ${cell.ruleset} · ${cell.bots.join(' v ')}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { title: key, decks: [], cells: [] }));
    if (!group.decks.includes(cell.matrix.row)) group.decks.push(cell.matrix.row);
    if (!group.decks.includes(cell.matrix.column)) group.decks.push(cell.matrix.column);
    group.cells.push(cell);
  }
  return [...groups.values()];
}

function matrixSection(matrix: Matrix): string {
  const at = (c: ReportCell) => ({ row: c.matrix?.row ?? '', column: c.matrix?.column ?? '' });
  const vs = (c: ReportCell) => `${c.matrix?.row} (seat 1) vs ${c.matrix?.column}`;
  const turns = matrix.cells.map((c) => c.summary.turns.mean);
  const low = Math.min(...turns);
  const high = Math.max(...turns);
  return [
    `<h2>Deck matrix: ${escapeHtml(matrix.title)}</h2>`,
    '<div class="charts">',
    heatMap({
      title: 'Row deck (seat 1) win rate',
      rows: matrix.decks,
      columns: matrix.decks,
      cells: matrix.cells.map((c) => {
        const wins = c.summary.seats[0]?.wins ?? { successes: 0, trials: 0, rate: 0, low: 0, high: 1 };
        return {
          ...at(c),
          value: wins.rate,
          label: percent(wins.rate),
          title: `${vs(c)}: ${interval(wins)} of ${wins.trials} games`,
        };
      }),
    }),
    heatMap({
      title: 'First-player win rate',
      rows: matrix.decks,
      columns: matrix.decks,
      cells: matrix.cells.map((c) => ({
        ...at(c),
        value: c.summary.firstPlayer.rate,
        label: percent(c.summary.firstPlayer.rate),
        title: `${vs(c)}: ${interval(c.summary.firstPlayer)} of ${c.summary.firstPlayer.trials} decisive games`,
      })),
    }),
    heatMap({
      title: 'Game length (mean turns)',
      rows: matrix.decks,
      columns: matrix.decks,
      centre: (low + high) / 2,
      spread: Math.max(1e-9, (high - low) / 2),
      cells: matrix.cells.map((c) => ({
        ...at(c),
        value: c.summary.turns.mean,
        label: c.summary.turns.mean.toFixed(1),
        title: `${vs(c)}: mean ${c.summary.turns.mean.toFixed(2)} turns, median ${c.summary.turns.median}, p10–p90 ${c.summary.turns.p10}–${c.summary.turns.p90}`,
      })),
    }),
    '</div>',
  ].join('\n');
}
