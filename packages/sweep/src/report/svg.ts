/** The two charts of the sweep report, drawn as inline SVG (no scripts, no dependencies). */
import { percent } from './format';

/** Escapes text for HTML and SVG content and attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One cell of a heat map. */
export interface HeatCell {
  row: string;
  column: string;
  /** Value in [0, 1] for the colour (0.5 is neutral), or a number when `format` says so. */
  value: number;
  /** Text shown in the square. */
  label: string;
  /** Tooltip. */
  title: string;
}

/** Options of {@link heatMap}. */
export interface HeatMapOptions {
  title: string;
  rows: readonly string[];
  columns: readonly string[];
  cells: readonly HeatCell[];
  /** Value mapped to white; values below shade red, above blue (default 0.5). */
  centre?: number;
  /** Distance from the centre that gets full colour (default 0.5). */
  spread?: number;
}

const SQUARE = 58;

/** A rows × columns grid of coloured squares with their labels: a deck matrix. */
export function heatMap(options: HeatMapOptions): string {
  const left = 8 + 7 * Math.max(4, ...options.rows.map((r) => r.length));
  const top = 40 + 6 * Math.max(4, ...options.columns.map((c) => c.length));
  const centre = options.centre ?? 0.5;
  const spread = options.spread ?? 0.5;
  const byKey = new Map(options.cells.map((c) => [`${c.row}\u0000${c.column}`, c]));
  const parts = [`<text x="4" y="16" class="title">${escapeHtml(options.title)}</text>`];
  options.columns.forEach((column, j) => {
    const x = left + j * SQUARE + SQUARE / 2;
    parts.push(
      `<text x="${x}" y="${top - 6}" transform="rotate(-40 ${x} ${top - 6})">${escapeHtml(column)}</text>`,
    );
  });
  options.rows.forEach((row, i) => {
    const y = top + i * SQUARE;
    parts.push(`<text x="${left - 6}" y="${y + SQUARE / 2 + 4}" text-anchor="end">${escapeHtml(row)}</text>`);
    options.columns.forEach((column, j) => {
      const cell = byKey.get(`${row}\u0000${column}`);
      if (!cell) return;
      const x = left + j * SQUARE;
      parts.push(
        `<rect x="${x}" y="${y}" width="${SQUARE - 2}" height="${SQUARE - 2}" fill="${colour((cell.value - centre) / spread)}"><title>${escapeHtml(cell.title)}</title></rect>`,
        `<text x="${x + SQUARE / 2 - 1}" y="${y + SQUARE / 2 + 4}" text-anchor="middle">${escapeHtml(cell.label)}</text>`,
      );
    });
  });
  // Column labels are turned 40°: the last one reaches past the grid by most of its length.
  const overhang = 0.8 * 6.5 * Math.max(0, ...options.columns.map((c) => c.length)) - SQUARE / 2;
  const width = left + options.columns.length * SQUARE + Math.max(10, overhang);
  const height = top + options.rows.length * SQUARE + 10;
  return svg(width, height, parts);
}

/** White at 0, blue towards +1, red towards −1. */
function colour(t: number): string {
  const s = Math.max(-1, Math.min(1, Number.isFinite(t) ? t : 0));
  const fade = (v: number) => Math.round(255 - (255 - v) * Math.abs(s));
  return s >= 0 ? `rgb(${fade(59)},${fade(110)},${fade(200)})` : `rgb(${fade(205)},${fade(60)},${fade(60)})`;
}

/** One row of an interval chart. */
export interface IntervalRow {
  label: string;
  rate: number;
  low: number;
  high: number;
  title: string;
}

/** Rates on a 0–100% axis with their 95% intervals as whiskers and a dashed line at 50%. */
export function intervalChart(title: string, rows: readonly IntervalRow[]): string {
  const left = 8 + 7 * Math.max(10, ...rows.map((r) => r.label.length));
  const plot = 360;
  const row = 20;
  const x = (v: number) => (left + v * plot).toFixed(1);
  const parts = [`<text x="4" y="16" class="title">${escapeHtml(title)}</text>`];
  rows.forEach((r, i) => {
    const y = 34 + i * row;
    parts.push(
      `<text x="${left - 6}" y="${y + 4}" text-anchor="end">${escapeHtml(r.label)}</text>`,
      `<path d="M${x(r.low)} ${y}H${x(r.high)}M${x(r.low)} ${y - 4}V${y + 4}M${x(r.high)} ${y - 4}V${y + 4}" class="whisker"/>`,
      `<circle cx="${x(r.rate)}" cy="${y}" r="3.5" class="dot"><title>${escapeHtml(r.title)}</title></circle>`,
      `<text x="${(left + plot + 8).toFixed(1)}" y="${y + 4}">${escapeHtml(percent(r.rate))}</text>`,
    );
  });
  const bottom = 34 + rows.length * row;
  parts.push(
    `<path d="M${x(0.5)} 24V${bottom - 8}" class="reference"/>`,
    `<path d="M${x(0)} ${bottom - 6}H${x(1)}" class="axis"/>`,
    `<text x="${x(0)}" y="${bottom + 8}" text-anchor="middle">0%</text>`,
    `<text x="${x(0.5)}" y="${bottom + 8}" text-anchor="middle">50%</text>`,
    `<text x="${x(1)}" y="${bottom + 8}" text-anchor="middle">100%</text>`,
  );
  return svg(left + plot + 70, bottom + 16, parts);
}

function svg(width: number, height: number, parts: readonly string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">${parts.join('')}</svg>`;
}
