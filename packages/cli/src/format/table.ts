/** Plain-text tables for terminal output. */

/** Column alignment. */
export type Align = 'left' | 'right';

/** Options of {@link renderTable}. */
export interface TableOptions {
  /** Alignment per column; numbers read best right-aligned. Defaults to left. */
  align?: readonly Align[];
  /** Optional title printed above the table. */
  title?: string;
}

/**
 * Renders rows under a header with columns padded to their widest cell and a rule under the header.
 *
 * @example
 * ```ts
 * renderTable(['seat', 'wins'], [['P1', '52%']], { align: ['left', 'right'] });
 * ```
 */
export function renderTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  options: TableOptions = {},
): string {
  const widths = header.map((cell, column) =>
    Math.max(width(cell), ...rows.map((row) => width(row[column] ?? ''))),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => pad(cell ?? '', widths[column], options.align?.[column] ?? 'left'))
      .join('  ')
      .trimEnd();
  const out: string[] = [];
  if (options.title) out.push(options.title);
  out.push(line(header), widths.map((w) => '─'.repeat(w)).join('  '));
  for (const row of rows) out.push(line(row));
  return `${out.join('\n')}\n`;
}

/** Renders label/value pairs as two aligned columns. */
export function renderPairs(pairs: readonly (readonly [string, string])[]): string {
  const labelWidth = Math.max(0, ...pairs.map(([label]) => width(label)));
  return (
    pairs.map(([label, value]) => `${pad(label, labelWidth, 'left')}  ${value}`.trimEnd()).join('\n') + '\n'
  );
}

function width(text: string): number {
  return [...text].length;
}

function pad(text: string, size: number, align: Align): string {
  const gap = ' '.repeat(Math.max(0, size - width(text)));
  return align === 'right' ? gap + text : text + gap;
}
