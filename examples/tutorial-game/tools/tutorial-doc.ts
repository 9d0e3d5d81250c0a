/**
 * Reads the tutorial (`docs/tutorial/NN-*.md`) as a sequence of steps. A code block preceded by a
 * `<!-- file: PATH -->` line is the whole content of that file at that step (new, or replacing an
 * earlier version). Replaying the steps in order gives the project a reader has after each step.
 * @module
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package's folder. */
export const packageDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
/** The tutorial's folder. */
export const tutorialDir = resolve(packageDir, '../../docs/tutorial');

/** One code block that stands for a whole file. */
export interface FileBlock {
  /** Path in the reader's project (`src/game.ts`, `tsconfig.json`). */
  readonly path: string;
  readonly content: string;
  /** Where the content starts and ends in the markdown text. */
  readonly start: number;
  readonly end: number;
}

/** One step of the tutorial: its markdown file and the file blocks it shows. */
export interface Step {
  readonly file: string;
  readonly number: number;
  readonly text: string;
  readonly blocks: readonly FileBlock[];
}

const BLOCK = /<!-- file: (\S+) -->\n```[a-z]*\n([\s\S]*?)```\n/g;

/** Parses one step's markdown. */
export function parseStep(file: string, text: string): Step {
  const blocks: FileBlock[] = [];
  for (const m of text.matchAll(BLOCK)) {
    const start = m.index + m[0].indexOf('\n```') + 1;
    const contentStart = text.indexOf('\n', start) + 1;
    blocks.push({ path: m[1], content: m[2], start: contentStart, end: contentStart + m[2].length });
  }
  const number = Number(/^(\d+)-/.exec(file)?.[1]);
  return { file, number, text, blocks };
}

/** Every step, in order. */
export function readSteps(dir = tutorialDir): Step[] {
  return readdirSync(dir)
    .filter((f) => /^\d+-.*\.md$/.test(f))
    .sort()
    .map((f) => parseStep(f, readFileSync(join(dir, f), 'utf8')));
}

/** The reader's project after each step: path → content, one map per step (cumulative). */
export function treesAfterEachStep(steps: readonly Step[]): Map<string, string>[] {
  const trees: Map<string, string>[] = [];
  let tree = new Map<string, string>();
  for (const step of steps) {
    tree = new Map(tree);
    for (const block of step.blocks) tree.set(block.path, block.content);
    trees.push(tree);
  }
  return trees;
}

/** Every file under `src/` of the package, as path (`src/…`) → content. */
export function packageSources(): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.set(relative(packageDir, full).split('\\').join('/'), readFileSync(full, 'utf8'));
    }
  };
  walk(join(packageDir, 'src'));
  return out;
}

/**
 * Rewrites the last block of every `src/` file in the tutorial with the package's source, so the
 * tutorial shows the code as it is. Earlier versions of a file (its state at an earlier step) are
 * written by hand. Returns the markdown files it changed.
 */
export function syncTutorial(dir = tutorialDir): string[] {
  const steps = readSteps(dir);
  const sources = packageSources();
  const last = new Map<string, { step: Step; block: FileBlock }>();
  for (const step of steps) for (const block of step.blocks) last.set(block.path, { step, block });
  const changed: string[] = [];
  for (const step of steps) {
    const mine = [...last.values()].filter((l) => l.step === step && sources.has(l.block.path));
    let text = step.text;
    // From the end, so earlier offsets stay valid.
    for (const { block } of mine.sort((a, b) => b.block.start - a.block.start)) {
      text = text.slice(0, block.start) + sources.get(block.path) + text.slice(block.end);
    }
    if (text !== step.text) {
      writeFileSync(join(dir, step.file), text);
      changed.push(step.file);
    }
  }
  return changed;
}
