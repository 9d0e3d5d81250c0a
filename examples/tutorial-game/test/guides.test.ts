/**
 * The guides in docs/ quote real code: every block introduced by `<!-- source: PATH -->` must be an
 * excerpt of that file (PATH from the repository root), line for line — only the indentation may
 * differ — so a guide cannot show code that no longer exists.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageDir } from '../tools/tutorial-doc';

const root = resolve(packageDir, '../..');
const docs = join(root, 'docs');
const guides = readdirSync(docs).filter((f) => f.endsWith('.md'));
const SOURCE = /<!-- source: (\S+) -->\n```[a-z]*\n([\s\S]*?)```\n/g;

/** The text with every line's indentation removed. */
const unindented = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trimStart())
    .join('\n');

const quotes = guides.flatMap((file) =>
  [...readFileSync(join(docs, file), 'utf8').matchAll(SOURCE)].map((m) => ({
    file,
    path: m[1],
    excerpt: m[2],
  })),
);

describe('the guides quote code that exists', () => {
  it('the cards guide quotes one card from each of the four games', () => {
    const games = quotes.filter((q) => q.file === 'cards.md').map((q) => q.path.split('/')[1]);
    expect(games.sort()).toEqual(['faction', 'lightseekers', 'lorcana', 'lore']);
  });

  it.each(quotes.map((q) => [q.file, q.path, q.excerpt] as const))(
    '%s quotes %s line for line',
    (_file, path, excerpt) => {
      expect(existsSync(join(root, path)), path).toBe(true);
      expect(excerpt.trim().length).toBeGreaterThan(0);
      expect(unindented(readFileSync(join(root, path), 'utf8'))).toContain(unindented(excerpt));
    },
  );
});
