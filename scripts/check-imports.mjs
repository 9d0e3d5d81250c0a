#!/usr/bin/env node
/**
 * Import rules of the monorepo, checked in the test command (issue 14):
 *  1. no runtime import loop inside any package (`import type` does not count: it is erased);
 *  2. no package imports another package's files by path (`../../core/src/…`): use `@cardloom/<name>`;
 *  3. the tools (cli, benchmarks, bots) hold no per-game adapter files: games are listed as modules;
 *  4. core's layers import only downward at runtime: state ← rules ← context ← engine ← io, and the
 *     folders above them (cards, module, testing) use the layers through `index.ts` or directly.
 * Prints every violation and exits 1 when there is one.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const problems = [];
/** Core's layers, lowest first: a file may import its own layer and the ones below it. */
const CORE_LAYERS = ['state', 'rules', 'context', 'engine', 'io'];
const warnings = [];
const packageDirs = ['packages', 'games', 'examples']
  .flatMap((top) => {
    try {
      return readdirSync(join(root, top)).map((name) => join(root, top, name));
    } catch {
      return [];
    }
  })
  .filter((dir) => statSync(dir).isDirectory());

function sourceFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** Value imports (and re-exports) of a file; `import type` / `export type` are skipped. */
function valueImports(text) {
  const specs = [];
  const re =
    /^\s*(import|export)\s+(type\s+)?([^'"]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm;
  for (const m of text.matchAll(re)) {
    if (m[5]) specs.push(m[5]);
    else if (!m[2]) {
      const names = m[3];
      // `import { type A, type B } from` is erased too.
      const inner = /^\{([^}]*)\}$/.exec(names.trim());
      if (inner?.[1].split(',').every((n) => n.trim() === '' || n.trim().startsWith('type '))) continue;
      specs.push(m[4]);
    }
  }
  return specs;
}

function resolveLocal(from, spec) {
  const base = resolve(dirname(from), spec.replace(/\.(js|mjs)$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.mts`, join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {}
  }
  return null;
}

for (const dir of packageDirs) {
  const files = sourceFiles(dir).filter((f) => !/\.test\.tsx?$/.test(f));
  const graph = new Map();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const edges = [];
    for (const spec of valueImports(text)) {
      if (!spec.startsWith('.')) continue;
      const target = resolveLocal(file, spec);
      if (!target) continue;
      if (!target.startsWith(`${dir}/`))
        problems.push(`${relative(root, file)} imports another package by path: '${spec}' (use @cardloom/…)`);
      else edges.push(target);
    }
    graph.set(file, edges);
    checkCoreLayers(dir, file, edges);
  }
  // Tarjan's strongly connected components: any component of two or more files is a loop.
  let index = 0;
  const stack = [];
  const info = new Map();
  const strong = (v) => {
    info.set(v, { index, low: index, on: true });
    index++;
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!info.has(w)) {
        strong(w);
        info.get(v).low = Math.min(info.get(v).low, info.get(w).low);
      } else if (info.get(w).on) info.get(v).low = Math.min(info.get(v).low, info.get(w).index);
    }
    if (info.get(v).low === info.get(v).index) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        info.get(w).on = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1)
        problems.push(
          `import loop in ${relative(root, dir)}: ${component
            .map((f) => relative(dir, f))
            .sort()
            .join(' ↔ ')}`,
        );
    }
  };
  for (const v of graph.keys()) if (!info.has(v)) strong(v);
}

function checkCoreLayers(dir, file, edges) {
  if (relative(root, dir) !== 'packages/core') return;
  const layerOf = (f) => CORE_LAYERS.indexOf(relative(join(dir, 'src'), f).split('/')[0]);
  const from = layerOf(file);
  if (from < 0) return;
  for (const target of edges) {
    const to = layerOf(target);
    if (to > from || (to < 0 && !target.endsWith('/src/index.ts')))
      problems.push(
        `core layering: ${relative(dir, file)} (${CORE_LAYERS[from]}) imports ${relative(dir, target)}, a layer above it`,
      );
  }
}

const GAMES = /\b(lorcana|lore|lightseekers|faction)\b/i;
for (const tool of ['packages/cli/src', 'packages/benchmarks/src', 'packages/bots/src']) {
  for (const file of sourceFiles(join(root, tool))) {
    const name = relative(join(root, tool), file);
    if (GAMES.test(name.replace(/\.test\.ts$/, '')) && !name.endsWith('.test.ts'))
      problems.push(`${tool}/${name} looks like a per-game adapter: tools list game modules instead`);
  }
}

if (warnings.length > 0)
  console.warn(`import check: ${warnings.length} warning(s)\n${warnings.map((p) => `  ${p}`).join('\n')}`);
if (problems.length > 0) {
  console.error(`import check: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `import check: ${packageDirs.length} packages, no import loop, no cross-package paths, no per-game adapters, core layered`,
);
