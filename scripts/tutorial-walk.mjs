#!/usr/bin/env node
/**
 * Walks the tutorial (docs/tutorial) as a newcomer does, from an empty folder outside the workspace
 * with Node and npm only (issue 15): every step's blocks, in the order the page shows them —
 *
 * - a block after `<!-- file: PATH -->` is written to PATH (relative to where the reader is);
 * - a `sh` block is run as written, line by line in `sh`, from where the reader is (a `cd` carries
 *   over), stopping at the first line that fails;
 * - a block after `<!-- output -->` is what the command before it prints last: its lines must be the
 *   last lines of that command's output.
 *
 * Any other code block in a step is an error (mark it). The one substitution: `npm install` of an
 * `@cardloom/<name>` package installs the packed tarball of that package (and of the @cardloom
 * packages it depends on) instead of the registry's — they are not published yet. Every npm command
 * runs offline (`npm_config_offline`): third-party packages (typescript, @types/node, the cli's
 * dependencies) come from the npm cache; where the cache lacks one, the walk stops with SKIPPED and
 * says what it could not install (exit 0). A broken step exits 1 naming the step and the command.
 *
 * Build the packages first (`pnpm build`; `.ci/run` runs this after the test command, which builds
 * them). `node scripts/tutorial-walk.mjs [--keep] [--online] [--update-outputs]`:
 * `--keep` keeps the scratch folder; `--online` lets npm use the registry for what its cache lacks;
 * `--update-outputs` rewrites the output blocks with what the commands print now (after a change to
 * the game or the kernel that changes the games).
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const tutorialDir = join(root, 'docs/tutorial');
const flags = new Set(process.argv.slice(2));
for (const flag of flags)
  if (!['--keep', '--online', '--update-outputs'].includes(flag)) {
    console.error(`tutorial-walk: unknown option ${flag} (known: --keep, --online, --update-outputs)`);
    process.exit(2);
  }

/** A code block of a step: a whole file, commands to run, or what the commands before it print. */
/** @typedef {{ kind: 'file', path: string, content: string } | { kind: 'sh', script: string } | { kind: 'output', content: string, start: number, end: number }} Item */

const FENCE = /(?:<!-- (file|output)(?:: (\S+))? -->\n)?```([a-z]*)\n([\s\S]*?)```\n/g;

/** The blocks of one step's page, in order; throws naming the step on a block it cannot place. */
function parseStep(file, text) {
  /** @type {Item[]} */
  const items = [];
  for (const m of text.matchAll(FENCE)) {
    const [whole, marker, path, lang, content] = m;
    const line = text.slice(0, m.index).split('\n').length;
    if (marker === 'file') {
      if (!path) throw new Error(`${file}:${line}: <!-- file: --> needs a path`);
      items.push({ kind: 'file', path, content });
    } else if (marker === 'output') {
      const start = text.indexOf('\n', m.index + whole.indexOf('```')) + 1;
      items.push({ kind: 'output', content, start, end: start + content.length });
    } else if (lang === 'sh') {
      items.push({ kind: 'sh', script: content });
    } else {
      throw new Error(
        `${file}:${line}: a \`\`\`${lang} block that is neither a file (<!-- file: PATH -->), commands (\`\`\`sh) nor an output (<!-- output -->)`,
      );
    }
  }
  return items;
}

/** Every step page, in order. */
function readSteps() {
  return readdirSync(tutorialDir)
    .filter((f) => /^\d+-.*\.md$/.test(f))
    .sort()
    .map((file) => {
      const text = readFileSync(join(tutorialDir, file), 'utf8');
      return { file, text, items: parseStep(file, text) };
    });
}

/** The public packages of the workspace, by name, with their folder and @cardloom dependencies. */
function publicPackages() {
  const out = new Map();
  for (const group of ['packages', 'games'])
    for (const name of readdirSync(join(root, group))) {
      const dir = join(root, group, name);
      if (!existsSync(join(dir, 'package.json'))) continue;
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      if (manifest.private) continue;
      const deps = Object.keys(manifest.dependencies ?? {}).filter((d) => d.startsWith('@cardloom/'));
      out.set(manifest.name, { dir, deps, version: manifest.version });
    }
  return out;
}

/** Runs a command, capturing its output. */
function run(command, args, options) {
  return spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
}

let scratch = '';

function fail(message) {
  console.error(`\ntutorial-walk: FAILED — ${message}`);
  if (scratch) console.error(`(the reader's folder is kept: ${join(scratch, 'reader')})`);
  process.exit(1);
}

function skip(message) {
  console.log(`\ntutorial-walk: SKIPPED — ${message}`);
  process.exit(0);
}

// --- Preconditions: npm and pnpm, and built packages to pack.
if (run('npm', ['--version']).status !== 0) skip('npm is not on PATH (the tutorial is for Node and npm).');
if (run('pnpm', ['--version']).status !== 0)
  fail('pnpm is not on PATH: it packs the workspace packages (`pnpm pack`) that stand in for the registry.');
const packages = publicPackages();
const unbuilt = [...packages].filter(([, p]) => !existsSync(join(p.dir, 'dist'))).map(([name]) => name);
if (unbuilt.length > 0) fail(`build first (pnpm build): no dist in ${unbuilt.join(', ')}`);

let steps;
try {
  steps = readSteps();
} catch (error) {
  fail(error.message);
}
if (steps.length === 0) fail(`no steps (NN-*.md) in ${tutorialDir}`);

// --- The packages, as npm would download them.
scratch = mkdtempSync(join(tmpdir(), 'cardloom-tutorial-walk-'));
const tarballDir = join(scratch, '.tarballs');
mkdirSync(tarballDir);
const tarballs = new Map();
for (const [name, { dir, version }] of packages) {
  const packed = run('pnpm', ['pack', '--pack-destination', tarballDir], { cwd: dir });
  if (packed.status !== 0) fail(`pnpm pack of ${name} failed:\n${packed.stdout}${packed.stderr}`);
  const file = join(tarballDir, `${name.slice(1).replace('/', '-')}-${version}.tgz`);
  if (!existsSync(file)) fail(`pnpm pack of ${name} made no ${file}`);
  tarballs.set(name, file);
}

/** The tarballs of `name` and of every @cardloom package it depends on, transitively. */
function tarballsOf(name, seen = new Set()) {
  if (seen.has(name)) return seen;
  const pkg = packages.get(name);
  if (!pkg) fail(`the tutorial installs ${name}, which is not a public package of the workspace`);
  seen.add(name);
  for (const dep of pkg.deps) tarballsOf(dep, seen);
  return seen;
}

/** The script with each `npm install|i|add … @cardloom/x …` line's @cardloom names replaced by tarballs. */
function substitute(script) {
  return script
    .split('\n')
    .map((line) => {
      if (!/^\s*npm (install|i|add)\b/.test(line)) return line;
      const words = line.trim().split(/\s+/);
      const ours = words.filter((w) => w.startsWith('@cardloom/'));
      if (ours.length === 0) return line;
      const names = new Set();
      for (const word of ours) tarballsOf(word.replace(/(.)@.*$/, '$1'), names);
      const rest = words.filter((w) => !w.startsWith('@cardloom/'));
      return [...rest, ...[...names].map((n) => tarballs.get(n))].join(' ');
    })
    .join('\n');
}

const env = {
  ...process.env,
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
  ...(flags.has('--online') ? { npm_config_prefer_offline: 'true' } : { npm_config_offline: 'true' }),
  NO_COLOR: '1',
};
const pwdFile = join(scratch, '.pwd');
const reader = join(scratch, 'reader');
mkdirSync(reader);
let cwd = reader;
let commands = 0; // command lines
let files = 0;
let outputs = 0;
const updates = new Map();

for (const step of steps) {
  console.log(`\n=== ${step.file}`);
  let lastOutput = null;
  let lastCommand = '';
  for (const item of step.items) {
    if (item.kind === 'file') {
      const target = resolve(cwd, item.path);
      if (!target.startsWith(reader)) fail(`${step.file}: ${item.path} is outside the reader's folder`);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, item.content);
      files++;
      console.log(`  wrote ${item.path}`);
    } else if (item.kind === 'sh') {
      // One command line at a time (a line ending in \ goes on), so a failure names its line.
      const lines = item.script
        .replace(/\\\n/g, ' ')
        .split('\n')
        .filter((l) => l.trim() && !/^\s*#/.test(l));
      let stdout = '';
      for (const line of lines) {
        lastCommand = line.trim();
        const began = performance.now();
        const result = run('sh', ['-c', `${substitute(line)}\nstatus=$?\npwd > '${pwdFile}'\nexit $status`], {
          cwd,
          env,
        });
        const printed = `${result.stdout}${result.stderr}`;
        commands++;
        console.log(`  $ ${lastCommand}   (${((performance.now() - began) / 1000).toFixed(1)} s)`);
        if (result.status !== 0) {
          if (/ENOTCACHED/.test(printed)) {
            const url = /request to (\S+) failed: cache mode is 'only-if-cached'/.exec(printed)?.[1];
            const name = url ? decodeURIComponent(url.split('/').pop()) : 'a package';
            skip(
              `${step.file}: \`${lastCommand}\` needs ${name} from the npm registry, and npm cannot ` +
                "install it offline here: it is not in npm's cache. The steps before it ran as written. " +
                'Fill the cache once, with network: node scripts/tutorial-walk.mjs --online',
            );
          }
          if (/^npm (install|i) /.test(lastCommand) && /\b(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|ENETUNREACH)\b/.test(printed))
            skip(
              `${step.file}: \`${lastCommand}\` could not reach the npm registry (no network here) for ` +
                "what npm's cache lacks. The steps before it ran as written.",
            );
          fail(`${step.file}: \`${lastCommand}\` exited with ${result.status}:\n${printed}`);
        }
        cwd = readFileSync(pwdFile, 'utf8').trim();
        stdout += result.stdout;
      }
      lastOutput = stdout;
    } else {
      outputs++;
      if (lastOutput === null) fail(`${step.file}: an output block with no command before it`);
      const expected = item.content.trimEnd().split('\n');
      const lines = lastOutput.trimEnd().split('\n');
      const actual = lines.slice(Math.max(0, lines.length - expected.length));
      if (actual.join('\n') === expected.join('\n')) continue;
      if (flags.has('--update-outputs')) {
        const list = updates.get(step.file) ?? [];
        list.push({ ...item, replacement: `${actual.join('\n')}\n` });
        updates.set(step.file, list);
        console.log(`  output of \`${lastCommand}\` updated`);
      } else {
        fail(
          `${step.file}: \`${lastCommand}\` should end by printing\n${expected.join('\n')}\nbut printed\n${actual.join('\n')}\n` +
            '(if the game changed on purpose: node scripts/tutorial-walk.mjs --update-outputs)',
        );
      }
    }
  }
}

if (files === 0 || commands === 0 || outputs === 0)
  fail(`the pages gave ${files} files, ${commands} commands and ${outputs} outputs: a walk needs all three`);

for (const [file, list] of updates) {
  let text = readFileSync(join(tutorialDir, file), 'utf8');
  for (const item of list.sort((a, b) => b.start - a.start))
    text = text.slice(0, item.start) + item.replacement + text.slice(item.end);
  writeFileSync(join(tutorialDir, file), text);
}

console.log(
  `\ntutorial-walk: the tutorial ran as written — ${steps.length} steps, ${commands} commands, ${files} files, ` +
    `${outputs} outputs checked${updates.size > 0 ? ` (updated in ${[...updates.keys()].join(', ')})` : ''}.`,
);
if (flags.has('--keep')) console.log(`The reader's folder: ${reader}`);
else rmSync(scratch, { recursive: true, force: true });
