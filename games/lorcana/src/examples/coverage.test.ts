/** Every worked example of CR 2.0.0 has a test whose title contains its id. */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasShared, sharedPath } from '../testing/shared-data.js';

const FILE = 'seeds/lorcana-cr-2.0.0-examples.txt';
const available = hasShared(FILE);

describe.skipIf(!available)('CR 2.0.0 worked examples are all tests', () => {
  const ids = available
    ? readFileSync(sharedPath(FILE), 'utf8')
        .split('\n')
        .filter((l) => l.startsWith('CR '))
        .map((l) => l.split('\t')[0])
    : [];
  const dir = new URL('.', import.meta.url);
  const sources = readdirSync(dir)
    .filter((f) => f.endsWith('.test.ts') && f !== 'coverage.test.ts')
    .map((f) => readFileSync(new URL(f, dir), 'utf8'))
    .join('\n');
  const titled = (id: string) => sources.includes(`'${id}:`) || sources.includes(`'${id} `);

  it('lists 86 examples', () => expect(ids).toHaveLength(86));
  it.each(ids)('%s has a test', (id) => expect(titled(id)).toBe(true));
});
