/**
 * Follows the tutorial as a new user would, from an empty folder with Node and npm only: runs every
 * shell block of every step as written (in `sh`, stopping at the first failure), after writing the
 * files the step shows. The one substitution: `npm install @cardloom/<name>` installs the packed
 * tarball of that package instead of the registry's (the packages are not published yet), so build
 * first (`pnpm build`). `typescript` and `@types/node` come from the npm registry, as for a reader.
 *
 * `pnpm --filter @cardloom/npm-consumer walk-tutorial [folder]` — needs the npm registry, so it is
 * not part of `pnpm test` (the npm-consumer test checks the same final project offline).
 * @module
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSteps } from '@cardloom/tutorial-game/tutorial-doc';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const parent = process.argv[2] ?? mkdtempSync(join(tmpdir(), 'cardloom-walk-'));
mkdirSync(parent, { recursive: true });
const tarballs = join(parent, 'tarballs');
mkdirSync(tarballs, { recursive: true });
for (const group of ['packages', 'games'])
  for (const name of readdirSync(join(root, group)))
    if (name !== 'benchmarks')
      execFileSync('pnpm', ['pack', '--pack-destination', tarballs], {
        cwd: join(root, group, name),
        stdio: 'ignore',
      });
const tarball = (pkg: string) => {
  const file = readdirSync(tarballs).find((f) => f.startsWith(`cardloom-${pkg}-`));
  if (!file) throw new Error(`no tarball for @cardloom/${pkg}`);
  return join(tarballs, file);
};
/** The package and, transitively, the @cardloom packages it depends on (installed from tarballs too). */
const withDeps = (pkg: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(pkg)) return seen;
  seen.add(pkg);
  const dir = ['packages', 'games'].map((g) => join(root, g, pkg)).find((d) => existsSync(d))!;
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  for (const dep of Object.keys(manifest.dependencies ?? {}))
    if (dep.startsWith('@cardloom/')) withDeps(dep.slice('@cardloom/'.length), seen);
  return seen;
};
const install = (words: string[]) => {
  const wanted = words.filter((w) => w.startsWith('@cardloom/')).map((w) => w.slice('@cardloom/'.length));
  const all = new Set(wanted.flatMap((pkg) => [...withDeps(pkg)]));
  return `npm install --no-audit --no-fund ${[...all].map(tarball).join(' ')}`;
};

const SHELL = /```sh\n([\s\S]*?)```\n/g;
let cwd = parent;
for (const step of readSteps()) {
  console.log(`\n=== ${step.file}`);
  if (step.number > 1)
    for (const block of step.blocks) {
      mkdirSync(dirname(join(cwd, block.path)), { recursive: true });
      writeFileSync(join(cwd, block.path), block.content);
    }
  for (const [, script] of step.text.matchAll(SHELL)) {
    const lines = script
      .trim()
      .split('\n')
      .map((line) => (/^npm install @cardloom\//.test(line) ? install(line.split(' ').slice(2)) : line));
    console.log(`$ ${script.trim().split('\n').join('\n$ ')}`);
    execFileSync('sh', ['-ec', lines.join('\n')], { cwd, stdio: 'inherit' });
    // Step 1 writes its files once the folder exists.
    if (step.number === 1) {
      cwd = join(parent, 'embers');
      for (const block of step.blocks) writeFileSync(join(cwd, block.path), block.content);
    }
  }
}
console.log(`\nThe tutorial ran as written in ${join(parent, 'embers')}`);
