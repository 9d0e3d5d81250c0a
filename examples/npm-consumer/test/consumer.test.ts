/**
 * Issue 15, item 3 — what an npm user gets. Every public package, as `pnpm build` and `pnpm pack` make
 * it, is installed with plain `npm` from its tarball into a scratch project outside the workspace
 * (`npm install --prefer-offline`: the @cardloom packages come only from the tarballs; the third-party
 * dependencies of the server and sweep packages — Colyseus, BullMQ, libSQL — come from npm's cache or
 * the registry, as they would for a user). There it is imported as an ES module and as
 * CommonJS, a consumer file is type-checked under NodeNext from both sides, the tutorial's game is
 * built from the tutorial's own pages with `tsc` and run, and Lorcana is played to the end, through
 * the API and through the `cardloom` command. Runs after `build` (turbo: `^build`).
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSteps, treesAfterEachStep } from '@cardloom/tutorial-game/tutorial-doc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../../..');
const fixtures = resolve(here, '../fixtures');

interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  dependencies?: Record<string, string>;
}

/** Every public (publishable) package of the workspace, with its folder. */
function publicPackages(): { dir: string; manifest: Manifest }[] {
  return ['packages', 'games']
    .flatMap((group) => readdirSync(join(root, group)).map((name) => join(root, group, name)))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => ({
      dir,
      manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest,
    }))
    .filter(({ manifest }) => !manifest.private);
}

/** Runs a command; returns its output, or throws with everything it printed. */
function run(command: string, args: readonly string[], cwd: string): string {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    // --traceResolution over the server's Colyseus types prints tens of megabytes.
    maxBuffer: 512 * 1024 * 1024,
    env: { ...process.env, NO_COLOR: '1' },
  });
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`,
    );
  return result.stdout;
}

const packages = publicPackages();
let scratch = '';
let project = '';

beforeAll(() => {
  const unbuilt = packages.filter(({ dir }) => !existsSync(join(dir, 'dist')));
  if (unbuilt.length > 0)
    throw new Error(`build first (pnpm build): no dist in ${unbuilt.map((p) => p.manifest.name).join(', ')}`);
  scratch = mkdtempSync(join(tmpdir(), 'cardloom-npm-'));
  const tarballs = join(scratch, 'tarballs');
  mkdirSync(tarballs);
  for (const { dir } of packages) run('pnpm', ['pack', '--pack-destination', tarballs], dir);
  project = join(scratch, 'embers');
  mkdirSync(project);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'embers', version: '1.0.0', private: true, type: 'module' }, null, 2),
  );
  const files = readdirSync(tarballs).map((f) => join(tarballs, f));
  run(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...files],
    project,
  );
  // The reader installs typescript and @types/node from the registry (tutorial step 1); here the
  // workspace's pinned copies stand in (replacing any copy a third-party dependency brought along).
  for (const name of ['typescript', '@types/node']) {
    mkdirSync(dirname(join(project, 'node_modules', name)), { recursive: true });
    rmSync(join(project, 'node_modules', name), { recursive: true, force: true });
    symlinkSync(join(root, 'node_modules', name), join(project, 'node_modules', name), 'dir');
  }
  cpSync(fixtures, join(project, 'consumer'), { recursive: true });
  // Each package README's first TypeScript example joins the type-checked consumer files.
  for (const { dir } of packages) {
    const example = /```ts\n([\s\S]*?)```/.exec(readFileSync(join(dir, 'README.md'), 'utf8'))?.[1];
    if (example) writeFileSync(join(project, 'consumer/types', `readme-${basename(dir)}.mts`), example);
  }
});

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const tsc = () => join(project, 'node_modules/typescript/bin/tsc');

describe('what an npm user gets (packed tarballs installed with npm outside the workspace)', () => {
  it('every public package is packed and installed, with its workspace ranges turned into versions', () => {
    expect(packages.map((p) => p.manifest.name).sort()).toEqual([
      '@cardloom/bots',
      '@cardloom/cli',
      '@cardloom/core',
      '@cardloom/faction',
      '@cardloom/lightseekers',
      '@cardloom/lorcana',
      '@cardloom/lore',
      '@cardloom/server',
      '@cardloom/sweep',
    ]);
    for (const { manifest } of packages) {
      const installed = JSON.parse(
        readFileSync(join(project, 'node_modules', manifest.name, 'package.json'), 'utf8'),
      ) as Manifest;
      expect(installed.version).toBe(manifest.version);
      expect(JSON.stringify(installed.dependencies ?? {})).not.toContain('workspace:');
      // Only what `files` lists is published: no sources, no tests.
      expect(existsSync(join(project, 'node_modules', manifest.name, 'src'))).toBe(false);
    }
  });

  it('imports every entry point as an ES module, and plays a Lorcana game to its end', () => {
    const out = JSON.parse(run(process.execPath, ['consumer/esm.mjs'], project));
    expect(out.missing).toEqual([]);
    expect(out.lorcana.over).toBe(true);
    expect(out.lorcana.status.winners.length).toBeGreaterThan(0);
    expect(out.lorcana.actions).toBeGreaterThan(100);
  });

  it('requires every entry point as CommonJS, and plays a game through the CommonJS build', () => {
    const out = JSON.parse(run(process.execPath, ['consumer/cjs.cjs'], project));
    expect(out.missing).toEqual([]);
    expect(out.skirmish.over).toBe(true);
  });

  it('type-checks a consumer under NodeNext, as an ES module and as CommonJS, and every README example, against the published types', () => {
    const examples = readdirSync(join(project, 'consumer/types')).filter((f) => f.startsWith('readme-'));
    expect(examples.length).toBe(packages.length);
    // No skipLibCheck: the packages' declaration files are checked too. Errors inside third-party
    // declarations (Colyseus' own .d.ts files do not pass strict checks) are theirs, not ours: any
    // error in a consumer file or in an @cardloom package fails the test.
    const checked = spawnSync(
      process.execPath,
      [tsc(), '-p', 'consumer/types/tsconfig.json', '--traceResolution'],
      {
        cwd: project,
        encoding: 'utf8',
        maxBuffer: 512 * 1024 * 1024,
      },
    );
    const errors = checked.stdout.split('\n').filter((line) => /error TS\d+/.test(line));
    const ours = errors.filter(
      (line) => !line.startsWith('node_modules/') || line.startsWith('node_modules/@cardloom/'),
    );
    expect(ours).toEqual([]);
    if (checked.status !== 0) expect(errors.length).toBeGreaterThan(0);
    const resolved = checked.stdout;
    // Each side resolved the declarations of its own format.
    expect(resolved).toMatch(/@cardloom\/core\/dist\/index\.d\.ts/);
    expect(resolved).toMatch(/@cardloom\/core\/dist\/index\.d\.cts/);
  });

  it('builds the tutorial game from the tutorial pages with @cardloom/core and tsc, and its scripts run', () => {
    const trees = treesAfterEachStep(readSteps());
    const last = trees[trees.length - 1];
    const gameFiles = [...last.keys()].filter(
      (p) =>
        p.startsWith('src/') &&
        !['src/play.ts', 'src/replay-demo.ts', 'src/cli.ts', 'src/bot.ts'].includes(p),
    );
    // The game itself imports @cardloom/core only.
    for (const path of gameFiles)
      for (const m of last.get(path)!.matchAll(/from '(@[^']+)'/g))
        expect(`${path}: ${m[1]}`).toBe(`${path}: @cardloom/core`);
    for (const [path, content] of last) {
      mkdirSync(dirname(join(project, path)), { recursive: true });
      writeFileSync(join(project, path), content);
    }
    run(process.execPath, [tsc(), '-p', 'tsconfig.json'], project);
    const tried = run(process.execPath, ['dist/try.js', '4'], project);
    expect(tried).toMatch(/^Turn \d+: seat [01] wins \((health|deck-out)\)\.\nActions used: .*attack/);
    expect(run(process.execPath, ['dist/play.js', '3'], project)).toMatch(/Turn \d+: seat [01] wins/);
    const demo = run(process.execPath, ['dist/replay-demo.js'], project);
    expect(demo).toContain('seat 0 sees only the count');
    expect(demo).toContain(': same state.');
    expect(demo).toContain(': identical final state.');
    const played = run(process.execPath, ['dist/cli.js', 'play', 'embers', '--seed', '2'], project);
    expect(played).toMatch(/P[12] wins \((health|deck-out)\) after \d+ turns/);
  });

  it('the cardloom command from the tarball plays Lorcana to the end', () => {
    const bin = join(project, 'node_modules/.bin/cardloom');
    const out = run(bin, ['play', 'lorcana', '--seed', '1', '--p1', 'random', '--p2', 'random'], project);
    expect(out).toMatch(/P[12] wins \([^)]+\) after \d+ turns/);
  });
});
