#!/usr/bin/env node
/**
 * The guides name only what exists (issue 15). Reads docs/**\/*.md, the root README and the examples'
 * READMEs, and checks against the workspace's sources:
 *
 * 1. API names: an inline code span that names an identifier in API style (`viewFor`,
 *    `legalActions(game)`, `GameModule`, `ctx.countThisTurn(key)`, `GameModule.cards()`) must be an
 *    export of a public @cardloom entry point or a member of an exported type (type-checked with the
 *    TypeScript compiler API); `ctx.x` must be a member of `Ctx`, `game.x` of `Game`, `Type.x` of that
 *    exported type.
 * 2. Commands: `cardloom <command> --flag…` (also `pnpm cardloom …` and the tutorial's
 *    `node dist/cli.js …`), in code spans and `sh` blocks, must name a command of the CLI and options
 *    its `--help` lists; `pnpm <script>` and `pnpm --filter <package> <script>` must name a pnpm
 *    command, a script of that package.json or (at the root) an installed binary (`pnpm turbo`).
 * 3. Code: every `ts` block that is neither a quoted excerpt (`<!-- source: PATH -->`, checked line for
 *    line by examples/tutorial-game's guides test) nor a tutorial file (`<!-- file: PATH -->`, built by
 *    the tutorial's tests and scripts/tutorial-walk.mjs) is type-checked as a module against the
 *    workspace's packages.
 *
 * Prints every problem with its file and line, and exits 1 when there is one. A built-in self-test
 * document with one mistake of each kind must give exactly those problems, so the check cannot pass
 * by finding nothing.
 * `node scripts/docs-check.mjs` (part of `pnpm test`).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ts = createRequire(join(root, 'package.json'))('typescript');
const problems = [];
const began = performance.now();

// ---------------------------------------------------------------- the documents

const markdown = [
  ...['docs', 'docs/tutorial'].flatMap((dir) =>
    readdirSync(join(root, dir))
      .filter((f) => f.endsWith('.md'))
      .map((f) => join(dir, f)),
  ),
  'README.md',
  ...readdirSync(join(root, 'examples'))
    .map((name) => join('examples', name, 'README.md'))
    .filter((f) => existsSync(join(root, f))),
];

const FENCE = /(?:<!-- (source|file|output)(?::\s*(\S+))? -->\n)?```([a-z]*)\n([\s\S]*?)```\n/g;

/** A document's fenced blocks and its inline code spans, each with its line. */
function parse(file, text = readFileSync(join(root, file), 'utf8')) {
  const lineOf = (index) => text.slice(0, index).split('\n').length;
  const blocks = [];
  let prose = text;
  for (const m of text.matchAll(FENCE)) {
    blocks.push({ marker: m[1] ?? null, lang: m[3], content: m[4], line: lineOf(m.index) + (m[1] ? 2 : 1) });
    // Blank the block out of the prose, keeping offsets (and so line numbers) the same.
    prose = prose.slice(0, m.index) + m[0].replace(/[^\n]/g, ' ') + prose.slice(m.index + m[0].length);
  }
  const spans = [];
  for (const m of prose.matchAll(/`([^`\n]+)`/g)) spans.push({ code: m[1], line: lineOf(m.index) });
  return { blocks, spans };
}

/**
 * The self-test: a document with one mistake of every kind the check looks for. Each must be found,
 * or the check itself is broken and fails (so it cannot pass by finding nothing).
 */
const SELF_TEST = '(docs-check self-test)';
const selfTest = [
  'Names: `ctx.noSuchMember(key)`, `noSuchExport`, `GameModule.noSuchMember()`.',
  'Commands: `pnpm run no-such-script`, `cardloom no-such-command`, `cardloom play --no-such-option`.',
  '',
  '```ts',
  "import { noSuchExport } from '@cardloom/core';",
  '```',
  '',
].join('\n');
const SELF_TEST_CATCHES = [
  'Ctx has no member noSuchMember',
  'no public @cardloom export or member is named noSuchExport',
  'GameModule has no member noSuchMember',
  'has no script no-such-script',
  'has no command no-such-command',
  'has no option --no-such-option',
  "has no exported member 'noSuchExport'",
];

const docs = [
  ...markdown.map((file) => ({ file, ...parse(file) })),
  { file: SELF_TEST, ...parse(SELF_TEST, selfTest) },
];

// ---------------------------------------------------------------- the public API, from the sources

/**
 * Entry points: specifier → source file (the `@cardloom/source` condition of `exports`) — the public
 * packages, and the tutorial's game, which its README shows.
 */
const entries = new Map();
for (const group of ['packages', 'games', 'examples'])
  for (const name of readdirSync(join(root, group))) {
    const dir = join(root, group, name);
    if (!existsSync(join(dir, 'package.json'))) continue;
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    if (manifest.private && manifest.name !== '@cardloom/tutorial-game') continue;
    for (const [sub, target] of Object.entries(manifest.exports ?? {})) {
      const source = typeof target === 'object' ? target['@cardloom/source'] : null;
      if (source) entries.set(`${manifest.name}${sub.slice(1)}`, join(dir, source));
    }
  }

const probe = join(root, '__docs_check__.ts');
const snippets = new Map();
for (const doc of docs)
  doc.blocks.forEach((block, i) => {
    if (block.lang === 'ts' && block.marker === null)
      snippets.set(join(root, `__docs_check__${doc.file.replace(/[^\w]/g, '_')}_${i}.ts`), { doc, block });
  });
const probeText = [...entries.keys()].map((spec, i) => `export * as e${i} from '${spec}';`).join('\n');
const options = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  customConditions: ['@cardloom/source'],
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  types: ['node'],
  typeRoots: [join(root, 'node_modules/@types')],
  paths: Object.fromEntries([...entries].map(([spec, file]) => [spec, [file]])),
};
const host = ts.createCompilerHost(options);
const virtual = new Map([[probe, probeText], ...[...snippets].map(([path, s]) => [path, s.block.content])]);
const baseRead = host.readFile.bind(host);
const baseExists = host.fileExists.bind(host);
host.readFile = (path) => virtual.get(path) ?? baseRead(path);
host.fileExists = (path) => virtual.has(path) || baseExists(path);
const baseGet = host.getSourceFile.bind(host);
host.getSourceFile = (path, lang, ...rest) =>
  virtual.has(path) ? ts.createSourceFile(path, virtual.get(path), lang, true) : baseGet(path, lang, ...rest);
const program = ts.createProgram([probe, ...snippets.keys()], options, host);
const checker = program.getTypeChecker();

for (const [path, { doc, block }] of snippets)
  for (const d of ts.getPreEmitDiagnostics(program, program.getSourceFile(path))) {
    const at = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : 0;
    problems.push(
      `${doc.file}:${block.line + at}: the ts block does not compile: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
    );
  }

/** Every name the public API exports, by name (to find a type's members). */
const exported = new Map();
const probeSymbol = checker.getSymbolAtLocation(program.getSourceFile(probe));
for (const ns of checker.getExportsOfModule(probeSymbol)) {
  const module = checker.getAliasedSymbol(ns);
  for (const symbol of checker.getExportsOfModule(module)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    exported.set(symbol.name, target);
  }
}

/** The members of a symbol's types (declared type, value type, what its calls return). */
function typesOf(symbol) {
  const out = [];
  if (symbol.flags & (ts.SymbolFlags.Type | ts.SymbolFlags.Class))
    out.push(checker.getDeclaredTypeOfSymbol(symbol));
  if (symbol.flags & ts.SymbolFlags.Value && symbol.valueDeclaration)
    out.push(checker.getTypeOfSymbolAtLocation(symbol, symbol.valueDeclaration));
  return out;
}

/** Whether a file is one of the workspace's own sources. */
const ours = (file) => file.startsWith(`${root}/`) && !file.includes('/node_modules/');

/** Member names reachable from the exports (properties of properties…, through unions, arrays and calls). */
const members = new Set();
const literals = new Set();
const seen = new Set();
function walk(type, depth) {
  if (!type || seen.has(type) || depth > 4) return;
  seen.add(type);
  if (type.isUnion() || type.isIntersection()) for (const t of type.types) walk(t, depth);
  if (type.isStringLiteral()) literals.add(type.value);
  const refTarget = type.flags & ts.TypeFlags.Object && type.objectFlags & ts.ObjectFlags.Reference;
  for (const t of refTarget ? checker.getTypeArguments(type) : []) walk(t, depth + 1);
  // Only our own types: the members of Array, Map, Promise or a dependency's types are not cardloom's.
  const declarations = type.getSymbol()?.declarations ?? [];
  if (declarations.length > 0 && !declarations.some((d) => ours(d.getSourceFile().fileName))) return;
  for (const sig of [...type.getCallSignatures(), ...type.getConstructSignatures()]) {
    walk(sig.getReturnType(), depth + 1);
    for (const p of sig.getParameters())
      if (p.valueDeclaration) walk(checker.getTypeOfSymbolAtLocation(p, p.valueDeclaration), depth + 1);
  }
  for (const prop of type.getProperties()) {
    members.add(prop.name);
    const decl = prop.valueDeclaration ?? prop.declarations?.[0];
    if (decl) walk(checker.getTypeOfSymbolAtLocation(prop, decl), depth + 1);
  }
}
for (const symbol of exported.values()) for (const type of typesOf(symbol)) walk(type, 0);

/** The member names of one exported type (or of the class's instances). */
function membersOf(name) {
  const symbol = exported.get(name);
  if (!symbol) return null;
  const names = new Set();
  for (const type of typesOf(symbol)) for (const p of checker.getPropertiesOfType(type)) names.add(p.name);
  return names;
}

/** TypeScript's own words (compiler options and their values), which the tutorial's setup names. */
const TYPESCRIPT_WORDS = new Set([
  ...Object.keys(ts.ModuleKind),
  ...Object.keys(ts.ModuleResolutionKind),
  ...Object.keys(ts.ScriptTarget),
  ...(ts.optionDeclarations ?? []).map((o) => o.name),
]);

/** Receivers the guides write in lower case, and the exported type they stand for. */
const RECEIVERS = { ctx: 'Ctx', game: 'Game' };
const IDENT = /^(?:([A-Za-z_]\w*)\.)?([A-Za-z_]\w*)(?:<[^>]*>)?(?:\(.*\))?$/;
/** API style: camelCase with a hump, or PascalCase of two words or more. */
const API_STYLE = /^(?:[a-z]+[A-Z]\w*|[A-Z][a-z0-9]+[A-Z]\w*)$/;

for (const doc of docs)
  for (const { code, line } of doc.spans) {
    const m = IDENT.exec(code.trim());
    if (!m) continue;
    const [, receiver, name] = m;
    const where = `${doc.file}:${line}`;
    // A file name (`evaluate.ts`), not a member.
    if (receiver && /^(ts|mts|cts|js|mjs|cjs|json|md|html|yaml|db)$/.test(name)) continue;
    if (receiver) {
      const typeName = RECEIVERS[receiver] ?? (exported.has(receiver) ? receiver : null);
      if (!typeName) continue;
      const names = membersOf(typeName);
      if (names && !names.has(name))
        problems.push(`${where}: \`${code}\`: ${typeName} has no member ${name}`);
    } else if (
      API_STYLE.test(name) &&
      !exported.has(name) &&
      !members.has(name) &&
      !literals.has(name) &&
      !TYPESCRIPT_WORDS.has(name)
    ) {
      problems.push(`${where}: \`${code}\`: no public @cardloom export or member is named ${name}`);
    }
  }

// ---------------------------------------------------------------- commands

const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const workspaceScripts = new Map([['<root>', rootManifest.scripts ?? {}]]);
for (const group of ['packages', 'games', 'examples'])
  for (const name of readdirSync(join(root, group))) {
    const file = join(root, group, name, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    workspaceScripts.set(manifest.name, manifest.scripts ?? {});
  }
const PNPM_BUILTINS = new Set(
  'install i add remove rm update up exec dlx pack publish why list ls outdated store run test create import link unlink prune rebuild audit licenses env setup init'.split(
    ' ',
  ),
);

/** Every command line the documents show: sh blocks line by line, and code spans. */
const commandLines = docs.flatMap((doc) => [
  ...doc.blocks
    .filter((b) => b.lang === 'sh' || b.lang === 'bash')
    .flatMap((b) =>
      b.content.split('\n').map((text, i) => ({ doc, line: b.line + i, text: text.replace(/#.*$/, '') })),
    ),
  ...doc.spans.map((s) => ({ doc, line: s.line, text: s.code })),
]);

const cliCalls = [];
for (const { doc, line, text } of commandLines) {
  const where = `${doc.file}:${line}`;
  for (const m of text.matchAll(
    /(?:^|&&|;|\s)pnpm\s+((?:-s|--silent)\s+)?(?:--filter\s+(\S+)\s+)?(?:run\s+)?([a-z][\w:-]*)/g,
  )) {
    const [, , filter, script] = m;
    const pkg = filter ?? '<root>';
    const scripts = workspaceScripts.get(pkg);
    if (!scripts) problems.push(`${where}: \`${text.trim()}\`: no workspace package ${pkg}`);
    else if (
      !(script in scripts) &&
      !(
        filter === undefined &&
        (PNPM_BUILTINS.has(script) || existsSync(join(root, 'node_modules/.bin', script)))
      )
    )
      problems.push(
        `${where}: \`${text.trim()}\`: ${pkg === '<root>' ? 'the root package.json' : pkg} has no script ${script}`,
      );
  }
  const cli =
    /(?:^|\s|&&|;)(?:npx\s+|pnpm\s+(?:-s\s+)?)?(?:cardloom|node\s+dist\/cli\.js|\.\/node_modules\/\.bin\/cardloom)\s+([a-z][a-z-]*)(?:\s+([a-z][a-z-]*))?([^|;&]*)/.exec(
      text,
    );
  if (cli)
    cliCalls.push({ where, text: text.trim(), words: [cli[1], cli[2]], rest: `${cli[2] ?? ''} ${cli[3]}` });
}

/**
 * The CLI's main help and every command's help, run from its sources in one process:
 * `{ main, commands: { [command]: help } }`.
 */
function cliHelps() {
  const script = `
    import { runCli } from ${JSON.stringify(join(root, 'packages/cli/src/index.ts'))};
    const help = async (args) => {
      let text = '';
      const io = {
        out: (t) => (text += t), err: (t) => (text += t), isTTY: false, columns: 100, cores: 1,
        prompt: async () => null, readFile: async () => '', writeFile: async () => {}, now: () => 0,
      };
      await runCli([...args, '--help'], io);
      return text;
    };
    const main = await help([]);
    const names = [...main.split(/\\nCommands:\\n/)[1].split('\\n\\n')[0].matchAll(/^ {2}(\\S+(?: [a-z]+)?) {2,}/gm)].map((m) => m[1]);
    const commands = {};
    for (const name of names) commands[name] = await help(name.split(' '));
    console.log(JSON.stringify({ main, commands }));
  `;
  return new Promise((done, reject) => {
    const child = spawn(
      join(root, 'node_modules/.bin/tsx'),
      ['--conditions=@cardloom/source', '--input-type=module', '-e', script],
      { cwd: root, env: { ...process.env, NO_COLOR: '1' } },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('close', (code) => {
      if (code === 0) done(JSON.parse(out));
      else reject(new Error(`could not read the cardloom command's help (exit ${code}):\n${err}`));
    });
  });
}

if (cliCalls.length > 0) {
  const helps = await cliHelps();
  const commands = Object.keys(helps.commands);
  if (commands.length === 0) problems.push('could not find the commands in `cardloom --help`');
  const commandOf = (words) =>
    commands.find((c) => c === words.filter(Boolean).join(' ')) ?? commands.find((c) => c === words[0]);
  for (const call of cliCalls) {
    const command = commandOf(call.words);
    if (!command) {
      problems.push(`${call.where}: \`${call.text}\`: the cardloom command has no command ${call.words[0]}`);
      continue;
    }
    for (const [, flag] of call.rest.matchAll(/(?:^|\s)(--?[a-zA-Z][\w-]*)/g))
      if (!new RegExp(`(^|[\\s,\\[|])${flag}\\b`).test(helps.commands[command]))
        problems.push(`${call.where}: \`${call.text}\`: cardloom ${command} has no option ${flag}`);
  }
}

// ---------------------------------------------------------------- report

const caught = problems.filter((p) => p.startsWith(SELF_TEST));
for (const expected of SELF_TEST_CATCHES)
  if (!caught.some((p) => p.includes(expected)))
    problems.push(`the check itself is broken: its self-test's mistake "${expected}" was not found`);
if (caught.length !== SELF_TEST_CATCHES.length)
  problems.push(
    `the check itself is broken: its self-test gave ${caught.length} problems:\n${caught.join('\n')}`,
  );
problems.splice(0, problems.length, ...problems.filter((p) => !p.startsWith(SELF_TEST)));
docs.pop();

const spans = docs.reduce((n, d) => n + d.spans.length, 0);
if (problems.length > 0) {
  console.error(`docs-check: ${problems.length} problem(s) in the documents:\n${problems.join('\n')}`);
  process.exit(1);
}
const own = (where) => !where.startsWith(SELF_TEST);
console.log(
  `docs-check: ${docs.length} documents, ${spans} code spans, ` +
    `${cliCalls.filter((c) => own(c.where)).length} cardloom command lines, ` +
    `${[...snippets.values()].filter((x) => own(x.doc.file)).length} ts blocks compiled; ` +
    `${exported.size} exports and ${members.size} members known — all exist; the self-test's ` +
    `${SELF_TEST_CATCHES.length} planted mistakes all found (${((performance.now() - began) / 1000).toFixed(1)} s).`,
);
