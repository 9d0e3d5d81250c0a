/**
 * What a `clone` of a game's mid-game state costs on a small heap and with 10,000 other copies alive
 * (issue 21), in process CPU time per copy and garbage collections per 1,000 copies, so the bench's
 * median (which leaves collector pauses in the tail) can be read with the pauses beside it:
 *
 * ```sh
 * cd packages/benchmarks
 * NODE_ENV=production npx tsx --conditions=@cardloom/source src/tools/clone-heap.ts lorcana
 * ```
 *
 * Also prints how many objects one copy allocates for the state (shared ones not counted).
 *
 * @module
 */
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { measuredGame } from '../games/index';
import { LARGE_HEAP_GAMES, midGame } from '../suites/selfplay';

/** Copies per timed round. */
const COPIES = 20_000;

/** Objects reachable from `copy` that are not reachable from `original`: what one copy allocated. */
export function freshObjects(original: unknown, copy: unknown): number {
  const old = new Set<unknown>();
  const stack: unknown[] = [original];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v !== 'object' || v === null || old.has(v)) continue;
    old.add(v);
    for (const child of Object.values(v)) stack.push(child);
  }
  const seen = new Set<unknown>();
  let fresh = 0;
  stack.push(copy);
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v !== 'object' || v === null || seen.has(v) || old.has(v)) continue;
    seen.add(v);
    fresh++;
    for (const child of Object.values(v)) stack.push(child);
  }
  return fresh;
}

interface Collections {
  minor: number;
  major: number;
  minorMs: number;
  majorMs: number;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 50));

if (process.argv[1]?.endsWith('clone-heap.ts')) {
  const game = measuredGame(process.argv[2] ?? 'lorcana');
  const mid = midGame(game, 1);
  const stateOf = (g: unknown) => (g as { state: unknown }).state;
  console.log(
    `${game.id}: one copy allocates ${freshObjects(stateOf(mid), stateOf(game.clone(mid)))} state objects`,
  );
  let gc: Collections = { minor: 0, major: 0, minorMs: 0, majorMs: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const { detail } = entry as unknown as { detail?: { kind?: number } };
      const minor = detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR;
      if (minor) {
        gc.minor++;
        gc.minorMs += entry.duration;
      } else {
        gc.major++;
        gc.majorMs += entry.duration;
      }
    }
  }).observe({ entryTypes: ['gc'] });
  const round = async (label: string) => {
    for (let i = 0; i < COPIES; i++) game.clone(mid); // warm-up
    await pause();
    gc = { minor: 0, major: 0, minorMs: 0, majorMs: 0 };
    const cpu0 = process.cpuUsage();
    for (let i = 0; i < COPIES; i++) game.clone(mid);
    const cpu = process.cpuUsage(cpu0);
    await pause(); // the observer reports after the loop
    const per1000 = (n: number) => ((1000 * n) / COPIES).toFixed(2);
    console.log(
      `${label}: ${((cpu.user + cpu.system) / COPIES).toFixed(2)} µs CPU per copy; per 1,000 copies ` +
        `${per1000(gc.minor)} scavenges (${per1000(gc.minorMs)} ms), ${per1000(gc.major)} full collections (${per1000(gc.majorMs)} ms)`,
    );
  };
  await round('small heap');
  const alive = Array.from({ length: LARGE_HEAP_GAMES }, () => game.clone(mid));
  await round(`${alive.length.toLocaleString('en-US')} other games alive`);
  await round(`${alive.length.toLocaleString('en-US')} other games alive, again`);
}
