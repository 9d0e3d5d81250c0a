/** A small horizontal bar chart in SVG, with optional interval whiskers; labelled for screen readers. */

/** One bar. */
export interface Bar {
  readonly label: string;
  readonly value: number;
  /** Interval to draw over the bar (e.g. a 95% confidence interval). */
  readonly low?: number;
  readonly high?: number;
  /** The value as text (default: two decimals). */
  readonly text?: string;
}

interface Props {
  readonly title: string;
  readonly bars: readonly Bar[];
  /** Axis maximum (default: the largest value or interval end). */
  readonly max?: number;
}

/** Draws `bars` against one axis from 0 to `max`, each with its value written at its end. */
export function BarChart({ title, bars, max }: Props) {
  const top = max ?? Math.max(1e-9, ...bars.map((b) => Math.max(b.value, b.high ?? 0)));
  const row = 26;
  const labelWidth = 150;
  const width = 460;
  const plot = width - labelWidth - 70;
  const x = (v: number) => labelWidth + (Math.max(0, v) / top) * plot;
  const summary = bars.map((b) => `${b.label}: ${b.text ?? b.value.toFixed(2)}`).join('; ');
  return (
    <figure className="chart">
      <figcaption>{title}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${bars.length * row + 8}`}
        role="img"
        aria-label={`${title}. ${summary}`}
        preserveAspectRatio="xMinYMin meet"
      >
        {bars.map((b, i) => {
          const y = 4 + i * row;
          return (
            <g key={b.label}>
              <text x={labelWidth - 6} y={y + 16} textAnchor="end" fontSize="12">
                {b.label}
              </text>
              <rect x={labelWidth} y={y + 4} width={x(b.value) - labelWidth} height={16} fill="#2a5db0" />
              {b.low !== undefined && b.high !== undefined && (
                <line x1={x(b.low)} x2={x(b.high)} y1={y + 12} y2={y + 12} stroke="#e08a00" strokeWidth={3} />
              )}
              <text x={Math.max(x(b.value), x(b.high ?? 0)) + 6} y={y + 16} fontSize="12">
                {b.text ?? b.value.toFixed(2)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
