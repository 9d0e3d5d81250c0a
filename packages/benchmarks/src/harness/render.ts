/**
 * Renders a {@link Report} as a plain-text table (the default), Markdown (for docs/benchmarks.md)
 * or JSON (`--json`). All three carry the same figures.
 *
 * @module
 */
import { type Figure, meetsBudget, type Report } from './figures';
import { describeMachine } from './machine';

/** Formats a number for people: thousands separators, three significant digits below 100. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const abs = Math.abs(value);
  if (abs >= 100) return Math.round(value).toLocaleString('en-US');
  if (abs >= 1) return value.toPrecision(3);
  if (abs === 0) return '0';
  return value.toPrecision(2);
}

function budgetText(f: Figure): string {
  const met = meetsBudget(f);
  if (met === undefined) return '';
  const sign = f.budget!.direction === 'max' ? '≤' : '≥';
  return `${met ? 'ok' : 'MISS'} (${sign} ${formatNumber(f.budget!.limit)} ${f.unit})`;
}

function cells(f: Figure): string[] {
  return [
    f.label,
    formatNumber(f.value),
    f.unit,
    f.spreadPct === undefined ? '' : `±${f.spreadPct.toFixed(1)}%`,
    f.samples === undefined ? '' : String(f.samples),
    budgetText(f),
  ];
}

const HEADER = ['figure', 'median', 'unit', 'MAD', 'samples', 'budget (issue 6)'];
const RIGHT_ALIGNED = new Set([1, 3, 4]);

/** The plain-text report printed by `pnpm bench`. */
export function renderText(report: Report): string {
  const lines = [
    `cardloom benchmarks (${report.mode}) — ${report.date}`,
    describeMachine(report.machine),
    '',
  ];
  for (const section of report.sections) {
    lines.push(`${section.title} — ${section.detail}`);
    const rows = [HEADER, ...section.figures.map(cells)];
    const widths = HEADER.map((_, c) => Math.max(...rows.map((r) => r[c].length)));
    for (const row of rows) {
      const padded = row.map((cell, c) =>
        RIGHT_ALIGNED.has(c) ? cell.padStart(widths[c]) : cell.padEnd(widths[c]),
      );
      lines.push(`  ${padded.join('  ').trimEnd()}`);
    }
    for (const note of section.notes) lines.push(`  note: ${note}`);
    lines.push('');
  }
  return lines.join('\n');
}

/** The Markdown report written to docs/benchmarks.md. */
export function renderMarkdown(report: Report): string {
  const lines = [
    '# cardloom benchmarks',
    '',
    `Latest run of \`pnpm bench\` (${report.mode} mode), ${report.date}.`,
    '',
    `Machine: ${describeMachine(report.machine)}.`,
    '',
    'Every figure is a median over repeated runs in one process; MAD is the median absolute deviation',
    'relative to the median. Budgets come from issue 6 and are reported, never asserted in tests.',
    '',
  ];
  for (const section of report.sections) {
    lines.push(`## ${section.title}`, '', `${section.detail}.`, '');
    lines.push(`| ${HEADER.join(' | ')} |`, '|---|--:|---|--:|--:|---|');
    for (const f of section.figures) lines.push(`| ${cells(f).join(' | ')} |`);
    if (section.notes.length > 0) lines.push('', ...section.notes.map((n) => `- ${n}`));
    lines.push('');
  }
  return lines.join('\n');
}

/** The JSON printed by `pnpm bench --json`: the report object itself. */
export function renderJson(report: Report): string {
  return JSON.stringify(report, null, 2);
}
