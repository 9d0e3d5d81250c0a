/**
 * `pnpm --filter @cardloom/lorcana compile-cards`: compiles the printed text of every card in the
 * public data into `src/cards/generated/`, and writes the coverage report `CARDS.md`.
 * Deterministic: the same data gives the same files.
 *
 * @module
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fullName } from '../../src/cards/card.js';
import { cardPool } from '../../src/cards/pool.js';
import { sharedPath } from '../../src/testing/shared-data.js';
import { compilePrinting } from './compile.js';
import { deckStatuses } from './data/decks.js';
import { writeLorcanaJsonNames } from './data/lorcanajson-names.js';
import { readPrintings } from './data/printings.js';
import { coverageReport } from './report/coverage-report.js';
import { writeGenerated } from './report/write-cards.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const printings = readPrintings(sharedPath('data/lorcana'));
const results = printings.map(compilePrinting);
const compiled = results.flatMap((r) => (r.ok ? [r.card] : []));
writeGenerated(`${root}src/cards/generated`, compiled);
const hand = new Set(cardPool.map((c) => fullName(c).toLowerCase()));
const playable = [...cardPool, ...compiled.filter((c) => !hand.has(fullName(c).toLowerCase()))];
const decks = deckStatuses(sharedPath('data/lorcana'), playable);
writeFileSync(`${root}CARDS.md`, coverageReport(results, cardPool, decks));
writeLorcanaJsonNames(sharedPath('data/lorcana'), `${root}src/decks/lorcanajson-names.ts`);
execFileSync('biome', ['format', '--write', 'src/cards/generated', 'src/decks/lorcanajson-names.ts'], {
  cwd: root,
  stdio: 'ignore',
});
console.log(`compiled ${compiled.length} of ${printings.length} cards; report in CARDS.md`);
