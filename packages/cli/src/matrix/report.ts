/**
 * A deck matrix on the terminal (the grid of win rates with numbered decks, the standings with their
 * 95% Wilson intervals, the decks left out and why) and as one self-contained HTML page (a heat map of
 * the win rates, the standings as an interval chart, the tables; no scripts, no external resources).
 */
import { escapeHtml, heatMap, intervalChart } from '@cardloom/sweep';
import { percent, proportion } from '../format/numbers';
import { renderTable } from '../format/table';
import { blockingProblems, type UnplayableDeck, withoutHint } from './decks';
import type { MatrixResults } from './results';

/** What a matrix report says besides the results. */
export interface MatrixHeading {
  /** `Disney Lorcana (cr-2.0.0)`. */
  readonly title: string;
  readonly bots: readonly string[];
  /** Games per ordered pairing (each deck sits first this many times against each other deck). */
  readonly gamesPerSeating: number;
  readonly seed: number;
}

/** A deck's problems with the same message merged (`unknown card "X" (lines 28, 29)`), hints dropped. */
function problemLines(deck: UnplayableDeck): string[] {
  const lines = new Map<string, number[]>();
  for (const p of deck.problems) {
    const message = withoutHint(p.message);
    let at = lines.get(message);
    if (!at) lines.set(message, (at = []));
    if (p.line !== undefined) at.push(p.line);
  }
  return [...lines].map(([message, at]) =>
    at.length === 0 ? message : `${message} (line${at.length === 1 ? '' : 's'} ${at.join(', ')})`,
  );
}

/** The columns of the standings table (terminal and HTML alike). */
const STANDINGS_HEADER = ['rank', 'deck', 'games', 'wins', 'draws', 'win rate [95% CI]'];

/** One row per deck against the field, best first. */
function standingRows(results: MatrixResults): string[][] {
  return results.standings.map((s, k) => [
    String(k + 1),
    s.deck,
    String(s.games),
    String(s.wins.successes),
    String(s.draws),
    proportion(s.wins),
  ]);
}

/** The terminal report. */
export function matrixText(
  heading: MatrixHeading,
  results: MatrixResults | undefined,
  unplayable: readonly UnplayableDeck[],
): string {
  const out: string[] = [];
  const decks = results?.decks ?? [];
  out.push(
    `Deck matrix: ${heading.title} · ${decks.length} deck${decks.length === 1 ? '' : 's'} played, ` +
      `${unplayable.length} not playable · ${heading.bots.join(' vs ')} · ` +
      `${heading.gamesPerSeating} games per seat order · seed ${heading.seed}\n`,
  );
  if (results && decks.length >= 2) {
    const rate = new Map(results.matchups.map((m) => [`${m.row}\u0000${m.column}`, m]));
    const header = ['', 'deck', ...decks.map((_, j) => String(j + 1))];
    const rows = decks.map((row, i) => [
      String(i + 1),
      row,
      ...decks.map((column) => {
        const m = rate.get(`${row}\u0000${column}`);
        return m === undefined ? '—' : m.games === 0 ? 'n/a' : percent(m.wins.rate);
      }),
    ]);
    out.push(
      renderTable(header, rows, {
        title: `\nRow deck's win rate against the column deck (${2 * heading.gamesPerSeating} games per pair, both seat orders)\n`,
        align: ['right', 'left', ...decks.map(() => 'right' as const)],
      }),
    );
    out.push(
      renderTable(STANDINGS_HEADER, standingRows(results), {
        title: '\nAgainst the field\n',
        align: ['right', 'left', 'right', 'right', 'right', 'right'],
      }),
    );
  } else {
    out.push('\nA matrix needs at least two playable decks.\n');
  }
  if (unplayable.length > 0) {
    out.push(`\nNot playable (${unplayable.length}):\n`);
    for (const deck of unplayable) {
      const more = deck.total - deck.problems.length;
      out.push(`  ${deck.source}: ${deck.total} problem${deck.total === 1 ? '' : 's'}\n`);
      for (const line of problemLines(deck)) out.push(`    ${line}\n`);
      if (more > 0) out.push(`    … and ${more} more\n`);
    }
    const blocking = blockingProblems(unplayable).filter((b) => b.decks > 1);
    if (blocking.length > 0) {
      out.push('\nProblems shared by several decks (most decks first):\n');
      for (const b of blocking.slice(0, 20)) out.push(`  ${b.decks} decks: ${b.message}\n`);
    }
  }
  return out.join('');
}

const STYLE = `body{font:14px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:1400px;color:#222;padding:0 1rem}
h1{font-size:1.5rem}h2{font-size:1.15rem;margin-top:2rem}table{border-collapse:collapse;margin:.5rem 0}
th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left}th{background:#f3f3f3}td.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
svg{font:12px system-ui,sans-serif;background:#fafafa;border:1px solid #eee}svg .title{font-weight:600}
svg .whisker{stroke:#111;stroke-width:1.5;fill:none}svg .dot{fill:#4a7bd0}svg .reference{stroke:#c33;stroke-dasharray:4 3}
svg .axis{stroke:#555;fill:none}ul{padding-left:1.2rem}code{font-size:.9em}footer{color:#666;margin-top:2rem}`;

const table = (
  header: readonly string[],
  rows: readonly (readonly string[])[],
  numeric: readonly boolean[],
) =>
  `<table><tr>${header.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr>${rows
    .map(
      (row) =>
        `<tr>${row.map((cell, i) => `<td${numeric[i] ? ' class="n"' : ''}>${escapeHtml(cell)}</td>`).join('')}</tr>`,
    )
    .join('')}</table>`;

/** The HTML report: one file, inline SVG, no scripts. */
export function matrixHtml(
  heading: MatrixHeading,
  results: MatrixResults | undefined,
  unplayable: readonly UnplayableDeck[],
  footer?: string,
): string {
  const decks = results?.decks ?? [];
  const title = `Deck matrix: ${heading.title}`;
  const body = [
    `<h1>${escapeHtml(title)}</h1>`,
    `<p>${decks.length} decks played, ${unplayable.length} not playable · ${escapeHtml(heading.bots.join(' vs '))} · ` +
      `${heading.gamesPerSeating} games with each deck in the first seat per pair (${2 * heading.gamesPerSeating} per pair) · ` +
      `${results?.games ?? 0} games · seed ${heading.seed}</p>`,
  ];
  if (results && decks.length >= 2) {
    body.push(
      '<h2>Win rate of the row deck against the column deck</h2>',
      heatMap({
        title: 'Row deck win rate (both seat orders)',
        rows: decks,
        columns: decks,
        cells: results.matchups.map((m) => ({
          row: m.row,
          column: m.column,
          value: m.games === 0 ? 0.5 : m.wins.rate,
          label: m.games === 0 ? 'n/a' : percent(m.wins.rate),
          title: `${m.row} vs ${m.column}: ${proportion(m.wins)} of ${m.games} games (${m.draws} drawn${m.failures > 0 ? `, ${m.failures} failed` : ''}); first seat ${proportion(m.winsAsFirstSeat)}`,
        })),
      }),
      '<h2>Against the field (95% Wilson intervals)</h2>',
      intervalChart(
        'Win rate against every other deck',
        results.standings.map((s) => ({
          label: s.deck,
          rate: s.wins.rate,
          low: s.wins.low,
          high: s.wins.high,
          title: `${s.deck}: ${proportion(s.wins)} of ${s.games} games`,
        })),
      ),
      table(STANDINGS_HEADER, standingRows(results), [true, false, true, true, true, true]),
      '<h2>Pairings</h2>',
      table(
        [
          'deck',
          'against',
          'games',
          'win rate [95% CI]',
          'first seat [95% CI]',
          'draws',
          'failed',
          'mean turns',
        ],
        results.matchups.map((m) => [
          m.row,
          m.column,
          String(m.games),
          proportion(m.wins),
          proportion(m.winsAsFirstSeat),
          String(m.draws),
          String(m.failures),
          m.meanTurns.toFixed(1),
        ]),
        [false, false, true, true, true, true, true, true],
      ),
    );
  } else body.push('<p>A matrix needs at least two playable decks.</p>');
  if (unplayable.length > 0) {
    body.push(`<h2>Not playable (${unplayable.length})</h2>`, '<ul>');
    for (const deck of unplayable) {
      const more = deck.total - deck.problems.length;
      body.push(
        `<li><code>${escapeHtml(deck.source)}</code>: ${deck.total} problem${deck.total === 1 ? '' : 's'}<ul>${problemLines(
          deck,
        )
          .map((line) => `<li>${escapeHtml(line)}</li>`)
          .join('')}${more > 0 ? `<li>… and ${more} more</li>` : ''}</ul></li>`,
      );
    }
    body.push('</ul>');
    const blocking = blockingProblems(unplayable).filter((b) => b.decks > 1);
    if (blocking.length > 0) {
      body.push(
        '<h2>Problems shared by several decks</h2>',
        table(
          ['decks', 'problem'],
          blocking.map((b) => [String(b.decks), b.message]),
          [true, false],
        ),
      );
    }
  }
  if (footer) body.push(`<footer>${escapeHtml(footer)}</footer>`);
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>\n${body.join('\n')}\n</body></html>\n`;
}
