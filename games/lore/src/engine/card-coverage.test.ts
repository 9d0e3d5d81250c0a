import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LORE_CARDS } from '../cards/pool/index.js';

const here = join(import.meta.dirname);
const tests = readdirSync(here, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.test.ts') && f !== 'card-coverage.test.ts')
  .map((f) => readFileSync(join(here, f), 'utf8'))
  .join('\n');

describe('lr1 cards: every card is exercised by an engine test', () => {
  it('names every card of the pool in at least one engine test', () => {
    const quoted = (name: string) => [`'${name}'`, `"${name}"`].some((q) => tests.includes(q));
    expect(LORE_CARDS.filter((c) => !quoted(c.name)).map((c) => c.name)).toEqual([]);
  });
});
