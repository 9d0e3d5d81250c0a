/**
 * Summarizes a V8 `.cpuprofile` (from `node --cpu-prof`) as the functions with the most self time
 * and the most inclusive time, so a missed budget can be traced to code:
 *
 * ```sh
 * NODE_ENV=production node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx \
 *   --conditions=@cardloom/source src/main.ts --only=trivial
 * npx tsx src/tools/cpuprofile.ts /tmp/prof/CPU.*.cpuprofile [rows] [filter-regex]
 * ```
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

function print(title: string, rows: readonly [string, number][], limit: number, filter?: RegExp): void {
  console.log(title);
  for (const [name, pct] of rows.filter(([n]) => !filter || filter.test(n)).slice(0, limit))
    console.log(`${pct.toFixed(1).padStart(6)} %  ${name}`);
}

if (process.argv[1]?.endsWith('cpuprofile.ts')) {
  const [file, rows = '25', filter] = process.argv.slice(2);
  if (!file) throw new Error('usage: cpuprofile.ts <file.cpuprofile> [rows] [filter-regex]');
  const summary = summarize(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile);
  const re = filter ? new RegExp(filter) : undefined;
  print('self time', summary.self, Number(rows), re);
  print('inclusive time', summary.inclusive, Number(rows), re);
}
