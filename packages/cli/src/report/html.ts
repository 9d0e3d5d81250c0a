/** The self-contained HTML report of `cardloom compare`: tables plus inline SVG charts. */
import { num, percent } from '../format/numbers';
import { type CompareEntry, type ComparisonRow, dynamicRows, staticRows } from './comparison';
import { barChart, escapeXml, histogramChart } from './svg';

const STYLE = `body{font:14px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:1100px;color:#222;padding:0 1rem}
h1{font-size:1.5rem}h2{font-size:1.15rem;margin-top:2rem}table{border-collapse:collapse;margin:.5rem 0}
th,td{border:1px solid #ccc;padding:.3rem .6rem;vertical-align:top;text-align:left}th{background:#f3f3f3}
td.n{text-align:right;font-variant-numeric:tabular-nums}.charts{display:flex;flex-wrap:wrap;gap:1rem}
svg{font:12px system-ui,sans-serif;background:#fafafa;border:1px solid #eee}svg .title{font-weight:600}
svg .bar{fill:#4a7bd0}svg .whisker{stroke:#111;stroke-width:1.5;fill:none}
svg .reference{stroke:#c33;stroke-dasharray:4 3}svg .axis{stroke:#555;fill:none}footer{color:#666;margin-top:2rem}`;

/** Options of {@link htmlReport}. */
export interface HtmlReportOptions {
  title: string;
  entries: readonly CompareEntry[];
  /** A line for the footer (seed, game count, machine). */
  footer?: string;
}

/** Renders the comparison as one HTML document with no external resources and no scripts. */
export function htmlReport(options: HtmlReportOptions): string {
  const { entries } = options;
  const body = [
    `<h1>${escapeXml(options.title)}</h1>`,
    '<h2>Rule systems</h2>',
    table(entries, staticRows(entries), false),
    '<h2>Simulation</h2>',
    table(entries, dynamicRows(entries), true),
    '<h2>Charts</h2>',
    '<div class="charts">',
    barChart({
      title: 'First-player win rate (95% CI)',
      bars: entries.map((e) => ({
        label: e.label,
        value: e.summary.firstPlayer.rate,
        low: e.summary.firstPlayer.low,
        high: e.summary.firstPlayer.high,
      })),
      max: 1,
      reference: 0.5,
      format: percent,
    }),
    barChart({
      title: 'Branching factor (legal actions per decision)',
      bars: entries.map((e) => ({ label: e.label, value: e.summary.branching })),
      format: (v) => num(v, 2),
    }),
    ...entries.map((e) =>
      histogramChart({
        title: `Game length: ${e.label}`,
        histogram: e.summary.turns.histogram,
        xLabel: 'turns',
      }),
    ),
    '</div>',
    options.footer ? `<footer>${escapeXml(options.footer)}</footer>` : '',
  ];
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${escapeXml(options.title)}</title><style>${STYLE}</style></head><body>\n${body.join('\n')}\n</body></html>\n`;
}

function table(entries: readonly CompareEntry[], rows: readonly ComparisonRow[], numeric: boolean): string {
  const head = `<tr><th></th>${entries.map((e) => `<th>${escapeXml(e.label)}</th>`).join('')}</tr>`;
  const cls = numeric ? ' class="n"' : '';
  const lines = rows.map(
    (r) =>
      `<tr><th>${escapeXml(r.label)}</th>${r.cells.map((c) => `<td${cls}>${escapeXml(c)}</td>`).join('')}</tr>`,
  );
  return `<table>${head}${lines.join('')}</table>`;
}
