/**
 * Memory per live object: heap growth while `count` objects are held, divided by `count`, measured
 * between forced garbage collections. `gc` is reached through V8's flag so `pnpm bench` needs no
 * `--expose-gc` on its command line.
 *
 * @module
 */
import v8 from 'node:v8';
import vm from 'node:vm';

let collect: (() => void) | undefined;

function gc(): void {
  if (!collect) {
    v8.setFlagsFromString('--expose-gc');
    collect = vm.runInNewContext('gc') as () => void;
  }
  collect();
  collect();
}

/**
 * Bytes of heap each object returned by `make` keeps alive, averaged over `count` of them held at
 * once. Objects that share structure with each other (or with something already live) count only
 * what they add.
 */
export function bytesPerLive(make: (i: number) => unknown, count: number): number {
  gc();
  const before = process.memoryUsage().heapUsed;
  const held: unknown[] = new Array(count);
  for (let i = 0; i < count; i++) held[i] = make(i);
  gc();
  const after = process.memoryUsage().heapUsed;
  // Read `held` after measuring so it stays reachable until then.
  if (held.length !== count) throw new Error('unreachable');
  return (after - before) / count;
}
