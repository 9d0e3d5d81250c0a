/**
 * Renders a {@link Report} as a plain-text table (the default), Markdown (for docs/benchmarks.md)
 * or JSON (`--json`). All three carry the same figures.
 *
 * @module
 */
import { type Budget, type Figure, type Report, verdict } from './figures';
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

/**
 * One budget's verdict, e.g. `MISS (≥ 1,000 games/s, issue 21)`, or for a line with a stretch goal
 * `ok (≤ 3.00 ×, issues 6, 21); stretch MISS (≤ 2.00 ×)`.
 */
export function budgetText(value: number, unit: string, budget: Budget): string {
  const sign = budget.direction === 'max' ? '≤' : '≥';
  const line = (limit: number) => `${sign} ${formatNumber(limit)} ${unit}`;
  const v = verdict(value, budget);
  const issues = `issue${budget.issues.length === 1 ? '' : 's'} ${budget.issues.join(', ')}`;
  const main = `${v === 'miss' ? 'MISS' : 'ok'} (${line(budget.limit)}, ${issues})`;
  if (budget.stretch === undefined) return main;
  return `${main}; stretch ${v === 'stretch' ? 'ok' : 'MISS'} (${line(budget.stretch)})`;
}

function budgetsText(f: Figure): string {
  return (f.budgets ?? []).map((b) => budgetText(f.value, f.unit, b)).join('; ');
}

/** Every budgeted figure of the report, as rows of a summary: section, figure, value, verdicts. */
function budgetRows(report: Report): string[][] {
  return report.sections.flatMap((section) =>
    section.figures
      .filter((f) => (f.budgets ?? []).length > 0)
      .map((f) => [section.id, f.label, `${formatNumber(f.value)} ${f.unit}`, budgetsText(f)]),
  );
}

/** Met and missed budget lines over the whole report (a stretch goal is not counted apart). */
export function budgetTally(report: Report): { met: number; missed: number } {
  let met = 0;
  let missed = 0;
  for (const section of report.sections)
    for (const f of section.figures)
      for (const b of f.budgets ?? []) verdict(f.value, b) === 'miss' ? missed++ : met++;
  return { met, missed };
}

function cells(f: Figure): string[] {
  return [
    f.label,
    formatNumber(f.value),
    f.unit,
    f.spreadPct === undefined ? '' : `±${f.spreadPct.toFixed(1)}%`,
    f.samples === undefined ? '' : String(f.samples),
    budgetsText(f),
  ];
}

const HEADER = ['figure', 'median', 'unit', 'MAD', 'samples', 'budget (issue)'];
const RIGHT_ALIGNED = new Set([1, 3, 4]);
const SUMMARY_HEADER = ['section', 'figure', 'value', 'verdict (issue)'];

/** Rows as a plain-text table with columns padded to width, indented two spaces. */
function textTable(rows: readonly (readonly string[])[], rightAligned: ReadonlySet<number>): string[] {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  return rows.map((row) => {
    const padded = row.map((cell, c) =>
      rightAligned.has(c) ? cell.padStart(widths[c]) : cell.padEnd(widths[c]),
    );
    return `  ${padded.join('  ').trimEnd()}`;
  });
}

function tallyText(report: Report): string {
  const { met, missed } = budgetTally(report);
  return `${met + missed} budget lines: ${met} met, ${missed} missed`;
}

/** The plain-text report printed by `pnpm bench`. */
export function renderText(report: Report): string {
  const lines = [
    `cardloom benchmarks (${report.mode}) — ${report.date}`,
    describeMachine(report.machine),
    '',
  ];
  for (const section of report.sections) {
    lines.push(`${section.title} — ${section.detail}`);
    lines.push(...textTable([HEADER, ...section.figures.map(cells)], RIGHT_ALIGNED));
    for (const note of section.notes) lines.push(`  note: ${note}`);
    lines.push('');
  }
  const summary = budgetRows(report);
  if (summary.length > 0)
    lines.push(`Budgets — ${tallyText(report)}`, ...textTable([SUMMARY_HEADER, ...summary], new Set()), '');
  return lines.join('\n');
}

/**
 * The Markdown report written to docs/benchmarks.md: a budget summary, the sections, then `appendix`
 * (hand-written analysis that a regenerated run keeps) when given.
 */
export function renderMarkdown(report: Report, appendix?: string): string {
  const lines = [
    '# cardloom benchmarks',
    '',
    `Latest run of \`pnpm bench\` (${report.mode} mode), ${report.date}.`,
    '',
    `Machine: ${describeMachine(report.machine)}.`,
    '',
    'Every figure is a median over repeated runs in one process; MAD is the median absolute deviation',
    'relative to the median. Budgets come from issues 6, 16 and 21 (each verdict names its issue) and are',
    'reported, never asserted in tests.',
    '',
  ];
  const summary = budgetRows(report);
  if (summary.length > 0) {
    lines.push('## Budgets', '', `${tallyText(report)}.`, '');
    lines.push(`| ${SUMMARY_HEADER.join(' | ')} |`, '|---|---|--:|---|');
    for (const row of summary) lines.push(`| ${row.join(' | ')} |`);
    lines.push('');
  }
  for (const section of report.sections) {
    lines.push(`## ${section.title}`, '', `${section.detail}.`, '');
    lines.push(`| ${HEADER.join(' | ')} |`, '|---|--:|---|--:|--:|---|');
    for (const f of section.figures) lines.push(`| ${cells(f).join(' | ')} |`);
    if (section.notes.length > 0) lines.push('', ...section.notes.map((n) => `- ${n}`));
    lines.push('');
  }
  if (appendix) lines.push(appendix.trimEnd(), '');
  return lines.join('\n');
}

/** The JSON printed by `pnpm bench --json`: the report object itself. */
export function renderJson(report: Report): string {
  return JSON.stringify(report, null, 2);
}
