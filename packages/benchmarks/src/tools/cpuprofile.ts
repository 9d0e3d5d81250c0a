/**
 * Summarizes a V8 `.cpuprofile` (from `node --cpu-prof`, or `profile.ts` in this folder) as the
 * functions with the most self time and the most inclusive time, and as self time per layer (kernel
 * parts, game rules, bot, GC), so a missed budget can be traced to code:
 *
 * ```sh
 * NODE_ENV=production node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx \
 *   --conditions=@cardloom/source src/main.ts --only=trivial
 * npx tsx src/tools/cpuprofile.ts /tmp/prof/CPU.*.cpuprofile [rows] [filter-regex]
 * ```
 *
 * Layers need source paths in the profile: run from source (`--conditions=@cardloom/source`).
 *
 * @module
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string };
  readonly children?: readonly number[];
}

/** The parts of V8's profile format this reads. */
export interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
}

/** Share of samples per function, in percent, largest first. */
export interface ProfileSummary {
  readonly self: readonly [string, number][];
  readonly inclusive: readonly [string, number][];
}

function label(node: ProfileNode): string {
  const { functionName, url } = node.callFrame;
  return `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}`.trim();
}

/** Self and inclusive sample shares per function (recursion counted once per sample). */
export function summarize(profile: CpuProfile): ProfileSummary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  for (const sample of profile.samples) {
    const leaf = byId.get(sample);
    if (!leaf) continue;
    self.set(label(leaf), (self.get(label(leaf)) ?? 0) + 1);
    const seen = new Set<string>();
    for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
      const key = label(byId.get(id)!);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + 1);
    }
  }
  const total = profile.samples.length || 1;
  const ranked = (m: Map<string, number>) =>
    [...m].map(([k, c]): [string, number] => [k, (100 * c) / total]).sort((a, b) => b[1] - a[1]);
  return { self: ranked(self), inclusive: ranked(inclusive) };
}

/**
 * Layers of the code, by source path (first match wins): the kernel's parts by file, then games, the
 * bots, the benchmark's own loop, V8's collector and the runtime.
 */
const LAYERS: readonly (readonly [RegExp, string])[] = [
  [/core\/src\/state\/(journal|turn-record)\.ts$/, 'kernel: undo journal'],
  [/core\/src\/engine\/legal\.ts$/, 'kernel: legalActions'],
  [/core\/src\/engine\/(apply|run|tasks|engine)\.ts$/, 'kernel: apply and the task runner'],
  [/core\/src\/(engine\/game|state\/card-records)\.ts$/, 'kernel: createGame and clone'],
  [/core\/src\/state\/json\.ts$/, 'kernel: freezing and copying actions (JSON helpers)'],
  [/core\/src\/rules\/decisions\.ts$/, 'kernel: decisions'],
  [/core\/src\/cards\//, 'kernel: card language'],
  [
    /core\/src\/(context|state)\/|core\/src\/rules\/(stats|slots)\.ts$/,
    'kernel: state reads and changes (ctx)',
  ],
  [/core\/src\/rules\//, 'kernel: triggers, costs, policies'],
  [/core\/src\/io\//, 'kernel: views'],
  [/core\/(src|dist)\//, 'kernel: other'],
  [/benchmarks\/src\/trivial\//, 'trivial game: its rules and random player'],
  [/benchmarks\//, 'benchmark loop'],
  [/\/games\/[\w-]+\/(src|dist)\//, 'game rules'],
  [/bots\/(src|dist)\//, 'bot (search tree, playouts)'],
];

/** Nodes with no source file that are V8's own work rather than a builtin some code called. */
const V8_OWN: Readonly<Record<string, string>> = {
  '(garbage collector)': 'GC',
  '(program)': 'runtime (V8, node)',
  '(idle)': 'idle',
  '(root)': 'runtime (V8, node)',
};

/** The layer of a source file; `undefined` when the path is no part of the project (node, V8 builtins). */
export function layerOf(url: string): string | undefined {
  if (!url) return undefined;
  for (const [re, layer] of LAYERS) if (re.test(url)) return layer;
  return url.startsWith('node:') || !url.includes('/') ? undefined : 'other (libraries)';
}

/**
 * Self time per layer, in percent of all samples, largest first. A builtin or a node internal (no
 * project source) counts towards the nearest caller that has one: `Array.prototype.map` called by the
 * journal is journal time. V8's own nodes (GC, program) are layers of their own.
 */
export function summarizeLayers(profile: CpuProfile): [string, number][] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const layerOfNode = new Map<number, string>();
  const resolve = (id: number): string => {
    const known = layerOfNode.get(id);
    if (known) return known;
    const node = byId.get(id)!;
    const own = V8_OWN[node.callFrame.functionName] ?? layerOf(node.callFrame.url);
    const up = parent.get(id);
    const layer = own ?? (up === undefined ? 'runtime (V8, node)' : resolve(up));
    layerOfNode.set(id, layer);
    return layer;
  };
  const counts = new Map<string, number>();
  for (const sample of profile.samples)
    if (byId.has(sample)) counts.set(resolve(sample), (counts.get(resolve(sample)) ?? 0) + 1);
  const total = profile.samples.length || 1;
  return [...counts].map(([k, c]): [string, number] => [k, (100 * c) / total]).sort((a, b) => b[1] - a[1]);
}

/** Prints a ranked list of shares as `  12.3 %  name` lines. */
export function print(
  title: string,
  rows: readonly [string, number][],
  limit: number,
  filter?: RegExp,
): void {
  console.log(title);
  for (const [name, pct] of rows.filter(([n]) => !filter || filter.test(n)).slice(0, limit))
    console.log(`${pct.toFixed(1).padStart(6)} %  ${name}`);
}

if (process.argv[1]?.endsWith('cpuprofile.ts')) {
  const [file, rows = '25', filter] = process.argv.slice(2);
  if (!file) throw new Error('usage: cpuprofile.ts <file.cpuprofile> [rows] [filter-regex]');
  const summary = summarize(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile);
  const re = filter ? new RegExp(filter) : undefined;
  print('self time by layer', summarizeLayers(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile), 20);
  print('self time', summary.self, Number(rows), re);
  print('inclusive time', summary.inclusive, Number(rows), re);
}
