/**
 * Timing: medians over repeated runs in one process, on top of tinybench. Every figure in the suite
 * comes from {@link measure}; nothing here asserts a time.
 *
 * @module
 */
import { Bench } from 'tinybench';

/** How long to measure one task. */
export interface MeasureOptions {
  /** Time budget per task in ms (after warm-up); measuring stops once this and `minSamples` are met. */
  readonly timeMs: number;
  /** Fewest samples per task, whatever the time budget. */
  readonly minSamples: number;
  /** Warm-up budget in ms, so the JIT has settled before samples count. */
  readonly warmupMs: number;
}

/** Full runs: about a second or two per task. */
export const FULL: MeasureOptions = { timeMs: 1500, minSamples: 7, warmupMs: 300 };
/** Quick runs (`--quick`): enough to smoke-test the suite, not to quote. */
export const QUICK: MeasureOptions = { timeMs: 150, minSamples: 3, warmupMs: 30 };

/** The timing of one task: one sample is one call of the measured function. */
export interface Timing {
  /** Median time per call, ms. */
  readonly medianMs: number;
  /** Median absolute deviation of the per-call times, ms. */
  readonly madMs: number;
  /** Number of samples behind the median. */
  readonly samples: number;
}

/**
 * Measures `fn` (synchronous) and returns the median time per call. `beforeEach`, when given, runs
 * before every call outside the timed window (e.g. to hand a mutating call fresh input).
 *
 * @example
 * const t = measure('clone', () => clone(state), QUICK);
 * console.log(`${t.medianMs * 1000} µs per clone`);
 */
export function measure(
  name: string,
  fn: () => unknown,
  options: MeasureOptions,
  beforeEach?: () => void,
): Timing {
  const bench = new Bench({
    name,
    time: options.timeMs,
    iterations: options.minSamples,
    warmupTime: options.warmupMs,
    warmupIterations: 1,
    throws: true,
  });
  bench.add(name, fn, beforeEach ? { beforeEach } : {});
  const [task] = bench.runSync();
  const result = task.result;
  if (result.state !== 'completed') throw new Error(`benchmark ${name} did not complete (${result.state})`);
  return { medianMs: result.latency.p50, madMs: result.latency.mad, samples: result.latency.samplesCount };
}
