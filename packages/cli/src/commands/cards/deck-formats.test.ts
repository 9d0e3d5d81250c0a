/**
 * Issue 16, real decks: `play`, `simulate`, `compare` and `deck validate` take Lorcana deck files in
 * every format of the public deck collections — a tournament JSON export (the whole list in one JSON
 * string, so one long line), a LackeyCCG `.dek` file and a text list — and name what is wrong with one.
 * When the public data is present (`CARDLOOM_SHARED`), every shared deck file is read with nothing
 * wrong but cards the engine does not implement yet.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { aSteadfastStrategyText, daringAndDeceptionText, theHeartOfMagicText } from '@cardloom/lorcana';
import { describe, expect, it } from 'vitest';
import { runBuiltin } from '../../testing/run-builtin';

const lines = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((l) => /^(\d+)\s+(.*)$/.exec(l.trim()))
    .filter((m): m is RegExpExecArray => m !== null);

/** A tournament export: `{ "name", "cards" }` with the list in one string. */
const tournamentJson = (name: string, text: string) => JSON.stringify({ name, cards: text.trim() });

/** A LackeyCCG deck: one `<card>` element per copy in the `Deck` superzone. */
function lackeyDek(text: string): string {
  const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&apos;');
  const cards = lines(text).flatMap(([, n, card]) =>
    Array.from(
      { length: Number(n) },
      () => `\t\t<card><name id="expansions/1/x">${xml(card)}</name><set>TFC</set></card>`,
    ),
  );
  return [
    '<deck version="0.8">',
    '\t<meta>\n\t\t<game>lorcana</game>\n\t</meta>',
    '\t<superzone name="Deck">',
    ...cards,
    '\t</superzone>',
    '</deck>',
  ].join('\n');
}

const files = {
  'heart.json': tournamentJson('The Heart of Magic', theHeartOfMagicText),
  'daring.dek': lackeyDek(daringAndDeceptionText),
  'steadfast.txt': aSteadfastStrategyText,
};

describe('Lorcana deck files in every command (issue 16, real decks)', () => {
  it('a tournament JSON export holds its list on one line longer than a text line may be', () => {
    expect(files['heart.json'].split('\n')).toHaveLength(1);
    expect(files['heart.json'].length).toBeGreaterThan(200);
  });

  it('deck validate accepts a tournament JSON and a LackeyCCG .dek file', async () => {
    for (const file of ['heart.json', 'daring.dek', 'steadfast.txt']) {
      const { code, io } = await runBuiltin(['deck', 'validate', 'lorcana', file], { files });
      expect(io.stdout, file).toBe(`${file}: a legal Disney Lorcana deck (cr-2.0.0)\n`);
      expect(code).toBe(0);
    }
  });

  it('simulate plays a JSON deck against a .dek deck', async () => {
    const { code, io } = await runBuiltin(
      [
        'simulate',
        'lorcana',
        '--decks',
        'heart.json,daring.dek',
        '--games',
        '3',
        '--seed',
        '5',
        '--workers',
        '0',
        '--json',
      ],
      { files },
    );
    expect(io.stderr).toBe('');
    expect(code).toBe(0);
    const result = JSON.parse(io.stdout);
    expect(result.decks).toEqual(['heart.json', 'daring.dek']);
    expect(result.summary.games).toBe(3);
    expect(result.summary.failures).toBe(0);
  });

  it('play plays one game between a .dek deck and a text list', async () => {
    const { code, io } = await runBuiltin(
      ['play', 'lorcana', '--decks', 'daring.dek,steadfast.txt', '--seed', '3'],
      { files },
    );
    expect(code).toBe(0);
    expect(io.stdout).toContain('P1 greedy (daring.dek) vs P2 greedy (steadfast.txt)');
    expect(io.stdout).toMatch(/P\d wins \(\w+\) after \d+ turns/);
  });

  it('compare takes --decks for its columns', async () => {
    const { code, io } = await runBuiltin(
      [
        'compare',
        'lorcana',
        '--decks',
        'heart.json,daring.dek',
        '--games',
        '2',
        '--seed',
        '1',
        '--workers',
        '0',
        '--no-html',
        '--json',
      ],
      { files },
    );
    expect(io.stderr).toBe('');
    expect(code).toBe(0);
    expect(JSON.parse(io.stdout).entries[0].summary.games).toBe(2);
  });

  it('a bad card in a JSON or .dek deck is a problem naming its line and the card', async () => {
    const bad = {
      'bad.json': tournamentJson('x', '4 Stitch - New Dog\n4 Stich - Old Dog\n0 Fire the Cannons!'),
      'bad.dek': lackeyDek('1 Stitch - New Dog\n1 No Such - Card'),
    };
    const json = await runBuiltin(['deck', 'validate', 'lorcana', 'bad.json'], { files: bad });
    expect(json.code).toBe(1);
    // A JSON string holds no line break: the list is on the file's line 1 here, and each message names the card.
    expect(json.io.stdout).toContain('line 1: unknown card "Stich - Old Dog"');
    expect(json.io.stdout).toContain('line 1: count must be at least 1, got 0 for "Fire the Cannons!"');
    const dek = await runBuiltin(['simulate', 'lorcana', '--decks', 'bad.dek', '--games', '1'], {
      files: bad,
    });
    expect(dek.code).toBe(1);
    expect(dek.io.stderr).toContain("decklist 'bad.dek' has problems");
    expect(dek.io.stderr).toContain('line 7: unknown card "No Such - Card"');
  });

  it('a JSON deck is still refused when a line passes the JSON bound, without echoing it', async () => {
    const huge = JSON.stringify({ cards: `4 ${'A'.repeat(20_000)}` });
    const { code, io } = await runBuiltin(['deck', 'validate', 'lorcana', 'h.json'], {
      files: { 'h.json': huge },
    });
    expect(code).toBe(1);
    expect(io.stdout).toContain(`line 1: is ${huge.length} characters long`);
    expect(io.stdout.length).toBeLessThan(400);
  });
});

const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const shared = process.env.CARDLOOM_SHARED ?? resolve(root, '../shared');
const decksDir = resolve(shared, 'data/lorcana/decks');
const hasDecks = existsSync(decksDir);
if (!hasDecks) console.warn('Skipping the shared deck files: public data not found (set CARDLOOM_SHARED).');

describe.skipIf(!hasDecks)('the shared deck files through the command (issue 16)', () => {
  it('every .json and .dek deck reads with no problem but cards not implemented yet', async () => {
    let checked = 0;
    let legal = 0;
    for (const dir of readdirSync(decksDir)) {
      for (const file of readdirSync(resolve(decksDir, dir))) {
        if (!/\.(json|dek)$/.test(file) || file.startsWith('provenance')) continue;
        const path = `${dir}/${file}`;
        const text = readFileSync(resolve(decksDir, dir, file), 'utf8');
        const { code, io } = await runBuiltin(['deck', 'validate', 'lorcana', path, '--json'], {
          files: { [path]: text },
        });
        const report = JSON.parse(io.stdout);
        const other = report.problems.filter(
          (p: { message: string }) => !/^unknown card "/.test(p.message) && !/more problems/.test(p.message),
        );
        // Precon scenario decks are smaller than a constructed deck; nothing else may be wrong.
        expect(
          other.filter((p: { rule?: string }) => p.rule !== 'CR 1.10.1.1'),
          path,
        ).toEqual([]);
        if (code === 0) legal++;
        checked++;
      }
    }
    expect(checked).toBe(25 + 15);
    expect(legal).toBeGreaterThan(0);
  });
});
