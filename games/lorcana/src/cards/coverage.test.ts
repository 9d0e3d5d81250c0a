/** Every implemented card with rules text has a test of its ability titled with its full name. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fullName } from './card.js';
import { cardPool } from './pool.js';

function testSources(dir: string): string {
  let text = '';
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) text += testSources(path);
    else if (entry.endsWith('.test.ts') && entry !== 'coverage.test.ts') text += readFileSync(path, 'utf8');
  }
  return text;
}

describe('card ability tests', () => {
  const sources = testSources(fileURLToPath(new URL('.', import.meta.url)));
  const withText = cardPool.filter((c) => c.abilities?.length || c.keywords?.length || c.effect);
  it.each(withText.map((c) => fullName(c)))('%s has a test titled with its name', (name) => {
    const quoted = name.includes("'") ? [`"${name}:`, `'${name.replace(/'/g, '’')}:`] : [`'${name}:`];
    expect(quoted.some((q) => sources.includes(q))).toBe(true);
  });
});
