/**
 * Markdown tables of a {@link MatrixResult}: a grid (row deck against column deck) for docs, or one line
 * per pair with wins, losses, draws, turns and endings for a designer's terminal.
 * @module
 */
import type { Interval, MatrixResult, PairResult } from './matrix';

/** Options of {@link matrixTable}. */
export interface MatrixTableOptions {
  /** `grid` (default): a row-against-column table; `pairs`: one line per pair with its details. */
  readonly layout?: 'grid' | 'pairs';
  /** Scores whose point estimate lies in this band are bold (default 0.4–0.6). */
  readonly band?: readonly [number, number];
}

/** `57 [47–66]`: a score and its interval in whole percent. */
export function formatInterval(score: Interval): string {
  const pct = (x: number) => (100 * x).toFixed(0);
  return `${pct(score.rate)} [${pct(score.low)}–${pct(score.high)}]`;
}

/** Whether a pair's 95% interval overlaps the band (what a confirmation with few games asks). */
export function overlapsBand(pair: PairResult, band: readonly [number, number] = [0.4, 0.6]): boolean {
  return pair.score.high >= band[0] && pair.score.low <= band[1];
}

/** Whether a pair's point estimate lies within the band. */
export function withinBand(pair: PairResult, band: readonly [number, number] = [0.4, 0.6]): boolean {
  return pair.score.rate >= band[0] && pair.score.rate <= band[1];
}

/**
 * The matrix as a markdown table, preceded by a line naming the game, bots, games per pair and seed, and
 * followed by how the games ended.
 */
export function matrixTable(result: MatrixResult, options: MatrixTableOptions = {}): string {
  const band = options.band ?? [0.4, 0.6];
  const cell = (pair: PairResult) => {
    const text = formatInterval(pair.score);
    return withinBand(pair, band) ? `**${text}**` : text;
  };
  const lines = [
    `${result.game} (${result.ruleset}) · ${result.bot} vs ${result.bot} · ${result.games} games per pair, seats swapped · seed ${result.seed}`,
    '',
  ];
  if (options.layout === 'pairs') {
    lines.push('| deck | against | score [95%] | wins–losses–draws | mean turns |', '|---|---|---|---|---|');
    for (const p of result.pairs)
      lines.push(
        `| ${p.a} | ${p.b} | ${cell(p)} | ${p.aWins}–${p.bWins}–${p.draws} | ${p.meanTurns.toFixed(0)} |`,
      );
  } else {
    const rows = result.decks.filter((d) => result.pairs.some((p) => p.a === d));
    const columns = result.decks.filter((d) => result.pairs.some((p) => p.b === d));
    lines.push(`| row vs column | ${columns.join(' | ')} |`, `|---|${columns.map(() => '---|').join('')}`);
    for (const row of rows) {
      const cells = columns.map((column) => {
        const pair = result.pairs.find((p) => p.a === row && p.b === column);
        return pair ? cell(pair) : '';
      });
      lines.push(`| ${row} | ${cells.join(' | ')} |`);
    }
  }
  const endings: Record<string, number> = {};
  let total = 0;
  for (const p of result.pairs)
    for (const [reason, n] of Object.entries(p.endings)) {
      endings[reason] = (endings[reason] ?? 0) + n;
      total += n;
    }
  const share = Object.entries(endings)
    .sort((l, r) => r[1] - l[1])
    .map(([reason, n]) => `${reason} ${((100 * n) / total).toFixed(1)}%`)
    .join(', ');
  lines.push('', `Endings over ${total} games: ${share}.`);
  return lines.join('\n');
}
