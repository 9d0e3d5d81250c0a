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

/**
 * How many times the usual warm-up whole-game play gets: a game with many cards runs through many code
 * paths, and V8 needs seconds of play to optimise them all (Lorcana's first 200 random games run at
 * under half its steady speed, so a short warm-up measured the JIT rather than the engine).
 */
export const PLAY_WARMUP_FACTOR = 10;
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

/** Target length of one function's turn in an interleaved round, ms. */
const ROUND_MS = 10;

function median(sorted: readonly number[]): number {
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Median and median absolute deviation of per-call samples (ms) taken by hand. */
export function timingFromSamples(samples: readonly number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const m = median(sorted);
  const deviations = sorted.map((s) => Math.abs(s - m)).sort((a, b) => a - b);
  return { medianMs: m, madMs: median(deviations), samples: sorted.length };
}

/**
 * Measures several functions in interleaved rounds — each round times every function once, in turn —
 * so that load from elsewhere on a shared machine falls on all of them alike and their ratios stay
 * fair. Each function's turn repeats it enough times to last about 10 ms; a sample is the mean time
 * per call within one turn, and the result is the median over rounds. The time budget is
 * `timeMs` per function.
 */
export function measureInterleaved(fns: readonly (() => unknown)[], options: MeasureOptions): Timing[] {
  const now = () => performance.now();
  const reps = fns.map((fn) => {
    const start = now();
    let calls = 0;
    do {
      fn();
      calls++;
    } while (now() - start < options.warmupMs);
    return Math.max(1, Math.ceil(ROUND_MS / ((now() - start) / calls)));
  });
  const samples: number[][] = fns.map(() => []);
  const start = now();
  for (let round = 0; round < options.minSamples || now() - start < options.timeMs * fns.length; round++) {
    for (let i = 0; i < fns.length; i++) {
      const t0 = now();
      for (let k = 0; k < reps[i]; k++) fns[i]();
      samples[i].push((now() - t0) / reps[i]);
    }
  }
  return samples.map(timingFromSamples);
}
