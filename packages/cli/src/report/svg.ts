/**
 * Inline SVG charts for the HTML report, drawn by hand so the report is one self-contained file with no
 * scripts and no dependencies.
 */
import type { Histogram } from '../stats/describe';

/** Escapes text for XML/HTML content and attributes. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One bar, optionally with an interval whisker. */
export interface Bar {
  label: string;
  value: number;
  low?: number;
  high?: number;
}

/** Options of {@link barChart}. */
export interface BarChartOptions {
  title: string;
  bars: readonly Bar[];
  /** Axis maximum (defaults to the largest value or whisker). */
  max?: number;
  /** A dashed reference line, e.g. 0.5 for "no first-player advantage". */
  reference?: number;
  format(value: number): string;
}

const LABEL_WIDTH = 170;
const CHART_WIDTH = 360;
const ROW = 26;

/** A horizontal bar chart with optional whiskers and reference line. */
export function barChart(options: BarChartOptions): string {
  const { bars } = options;
  const max =
    options.max ?? Math.max(1e-9, ...bars.map((b) => Math.max(b.value, b.high ?? 0)), options.reference ?? 0);
  const x = (v: number) => LABEL_WIDTH + (Math.max(0, v) / max) * CHART_WIDTH;
  const height = 34 + bars.length * ROW + 8;
  const parts: string[] = [title(options.title)];
  bars.forEach((bar, i) => {
    const y = 30 + i * ROW;
    parts.push(
      `<text x="${LABEL_WIDTH - 8}" y="${y + 14}" text-anchor="end">${escapeXml(bar.label)}</text>`,
      `<rect x="${LABEL_WIDTH}" y="${y + 3}" width="${(x(bar.value) - LABEL_WIDTH).toFixed(1)}" height="16" class="bar"><title>${escapeXml(options.format(bar.value))}</title></rect>`,
    );
    if (bar.low !== undefined && bar.high !== undefined) {
      const [lo, hi] = [x(bar.low).toFixed(1), x(bar.high).toFixed(1)];
      parts.push(
        `<path d="M${lo} ${y + 11}H${hi}M${lo} ${y + 6}V${y + 16}M${hi} ${y + 6}V${y + 16}" class="whisker"/>`,
      );
    }
    parts.push(
      `<text x="${(x(Math.max(bar.value, bar.high ?? 0)) + 6).toFixed(1)}" y="${y + 14}">${escapeXml(options.format(bar.value))}</text>`,
    );
  });
  if (options.reference !== undefined) {
    const rx = x(options.reference).toFixed(1);
    parts.push(`<path d="M${rx} 26V${height - 6}" class="reference"/>`);
  }
  return svg(LABEL_WIDTH + CHART_WIDTH + 80, height, parts);
}

/** Options of {@link histogramChart}. */
export interface HistogramOptions {
  title: string;
  histogram: Histogram;
  xLabel: string;
}

/** A vertical-bar histogram with its bin edges on the x axis. */
export function histogramChart(options: HistogramOptions): string {
  const { counts, start, width } = options.histogram;
  const plotWidth = 380;
  const plotHeight = 140;
  const left = 40;
  const top = 30;
  const max = Math.max(1, ...counts);
  const barWidth = counts.length > 0 ? plotWidth / counts.length : plotWidth;
  const parts: string[] = [title(options.title)];
  counts.forEach((count, i) => {
    const h = (count / max) * plotHeight;
    const lo = start + i * width;
    const range = width === 1 ? `${lo}` : `${lo}–${lo + width - 1}`;
    parts.push(
      `<rect x="${(left + i * barWidth + 1).toFixed(1)}" y="${(top + plotHeight - h).toFixed(1)}" width="${Math.max(1, barWidth - 2).toFixed(1)}" height="${h.toFixed(1)}" class="bar"><title>${escapeXml(`${range}: ${count}`)}</title></rect>`,
    );
  });
  const axisY = top + plotHeight;
  parts.push(
    `<path d="M${left} ${top}V${axisY}H${left + plotWidth}" class="axis"/>`,
    `<text x="${left - 4}" y="${top + 8}" text-anchor="end">${max}</text>`,
    `<text x="${left - 4}" y="${axisY}" text-anchor="end">0</text>`,
  );
  if (counts.length > 0) {
    parts.push(
      `<text x="${left}" y="${axisY + 16}">${start}</text>`,
      `<text x="${left + plotWidth}" y="${axisY + 16}" text-anchor="end">${start + counts.length * width - 1}</text>`,
    );
  }
  parts.push(
    `<text x="${left + plotWidth / 2}" y="${axisY + 30}" text-anchor="middle">${escapeXml(options.xLabel)}</text>`,
  );
  return svg(left + plotWidth + 20, axisY + 40, parts);
}

function title(text: string): string {
  return `<text x="4" y="16" class="title">${escapeXml(text)}</text>`;
}

function svg(width: number, height: number, parts: readonly string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">${parts.join('')}</svg>`;
}
