/**
 * The tutorial cannot rot: docs/tutorial is rebuilt step by step from its file blocks; the last version
 * of every file must be this package's source, and the project after every step must type-check and
 * play games to their end with every action it has.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { apply, createGame, type GameDefinition, legalActions, Random } from '@cardloom/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageDir, packageSources, readSteps, treesAfterEachStep } from '../tools/tutorial-doc';

const steps = readSteps();
const trees = treesAfterEachStep(steps);
const finalTree = trees[trees.length - 1];
let work = '';

/** Folder of the reader's project after step `i` (0-based index into `steps`). */
const stepDir = (i: number) => join(work, `step-${String(steps[i].number).padStart(2, '0')}`);

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'cardloom-tutorial-'));
  // The steps import @cardloom/core and friends the way the reader's project does: from node_modules.
  symlinkSync(join(packageDir, 'node_modules'), join(work, 'node_modules'), 'dir');
  trees.forEach((tree, i) => {
    for (const [path, content] of tree) {
      mkdirSync(dirname(join(stepDir(i), path)), { recursive: true });
      writeFileSync(join(stepDir(i), path), content);
    }
  });
});

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the tutorial (docs/tutorial) is the package, step by step', () => {
  it('has steps 1 to 11 in order, each but the first showing files', () => {
    expect(steps.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    for (const step of steps.slice(1, 10)) expect(step.blocks.length, step.file).toBeGreaterThan(0);
  });

  it('shows, as the last version of each file, exactly the source of examples/tutorial-game/src', () => {
    const sources = packageSources();
    const shown = new Map([...finalTree].filter(([path]) => path.startsWith('src/')));
    expect([...shown.keys()].sort()).toEqual([...sources.keys()].sort());
    for (const [path, content] of sources)
      expect(
        shown.get(path),
        `${path} differs: run pnpm --filter @cardloom/tutorial-game sync-tutorial`,
      ).toBe(content);
  });

  it('type-checks after every step, as written', () => {
    const shown = JSON.parse(finalTree.get('tsconfig.json') ?? '{}');
    expect(shown.compilerOptions?.strict).toBe(true);
    // The reader's options, resolved against the workspace sources (the npm-consumer test checks the
    // reader's exact tsconfig against the published packages).
    const { rootDir: _r, outDir: _o, ...options } = shown.compilerOptions;
    const root = join(packageDir, '../..');
    writeFileSync(
      join(work, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          ...options,
          module: 'ESNext',
          moduleResolution: 'Bundler',
          customConditions: ['@cardloom/source'],
          typeRoots: [join(root, 'node_modules/@types')],
          skipLibCheck: true,
          noEmit: true,
        },
        include: ['step-*/src'],
      }),
    );
    const tsc = createRequire(join(root, 'package.json')).resolve('typescript/bin/tsc');
    let output = '';
    try {
      execFileSync(process.execPath, [tsc, '-p', join(work, 'tsconfig.json')], { encoding: 'utf8' });
    } catch (error) {
      output = String((error as { stdout?: string }).stdout ?? error);
    }
    expect(output).toBe('');
  });

  it.each(steps.slice(1, 10).map((s, i) => [s.file, i + 1] as const))(
    'after %s, random games end and use every action the game has',
    async (_file, i) => {
      const { embers, starterDeck } = (await import(
        pathToFileURL(join(stepDir(i), 'src/index.ts')).href
      )) as {
        embers: GameDefinition;
        starterDeck: string[];
      };
      const wanted = embers.actions.map((a) => a.type);
      const used = new Set<string>();
      for (let seed = 1; seed <= 20 && !wanted.every((t) => used.has(t)); seed++) {
        const random = new Random(seed);
        const game = createGame(embers, { players: 2, decks: [starterDeck, starterDeck], seed });
        for (let n = 0; !game.over && n < 5_000; n++) {
          const legal = legalActions(game);
          const action = legal[random.int(legal.length)];
          used.add(action.type);
          apply(game, action);
        }
        expect(game.over).toBe(true);
      }
      expect([...used]).toEqual(expect.arrayContaining(wanted));
    },
  );
});
