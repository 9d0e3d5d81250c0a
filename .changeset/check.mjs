// Checks every changeset in this folder the way `changeset version` will read it: front matter of
// quoted workspace package names with a bump, then a description. Runs in `pnpm test` (no git needed).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const packages = new Set(
  ['packages', 'games'].flatMap((dir) =>
    readdirSync(join(root, dir), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => {
        try {
          return JSON.parse(readFileSync(join(root, dir, e.name, 'package.json'), 'utf8')).name;
        } catch {
          return null;
        }
      })
      .filter(Boolean),
  ),
);
const problems = [];
const files = readdirSync(here).filter((f) => f.endsWith('.md') && f !== 'README.md');
for (const file of files) {
  const text = readFileSync(join(here, file), 'utf8');
  const m = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!m) {
    problems.push(`${file}: no front matter (a first line "---", release lines, then "---")`);
    continue;
  }
  const lines = m[1].split('\n').filter((l) => l.trim() !== '');
  if (lines.length === 0) problems.push(`${file}: the front matter names no package`);
  for (const line of lines) {
    const r = /^(["'])(@cardloom\/[a-z-]+)\1:\s*(patch|minor|major)\s*$/.exec(line);
    if (!r) problems.push(`${file}: "${line}" is not a "<package>": patch|minor|major line`);
    else if (!packages.has(r[2])) problems.push(`${file}: ${r[2]} is not a package of this workspace`);
  }
  if (m[2].trim() === '') problems.push(`${file}: no description after the front matter`);
}
if (problems.length) {
  console.error(`changesets: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`changesets: ${files.length} files, all well-formed`);
