/**
 * Regression tests of issue 13 item 7: small hostile files (and arguments) must get a typed error and a
 * non-zero exit code, never a crash, an unbounded allocation or terminal control characters echoed back.
 */
import { describe, expect, it } from 'vitest';
import { runBuiltin } from '../testing/run-builtin';

/** Raw characters that must never reach a terminal from a file or argument. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

async function validate(text: string, game = 'lorcana', ...extra: string[]) {
  return runBuiltin(['deck', 'validate', game, 'd.txt', ...extra], { files: { 'd.txt': text } });
}

async function savedReplay(game: string): Promise<Record<string, unknown>> {
  const { code, io } = await runBuiltin([
    'play',
    game,
    '--p1',
    'random',
    '--p2',
    'random',
    '--seed',
    '5',
    '--save',
    'g.json',
  ]);
  expect(code).toBe(0);
  return JSON.parse(io.files.get('g.json') ?? '');
}

async function replay(data: unknown, ...extra: string[]) {
  const text = typeof data === 'string' ? data : JSON.stringify(data);
  return runBuiltin(['replay', 'r.json', ...extra], { files: { 'r.json': text } });
}

describe('issue 13.7: hostile deck files', () => {
  it('issue 13.7: a copy count like 9999999999 is refused by the deck rules before any card is allocated', async () => {
    const { code, io } = await validate('9999999999 Ariel - On Human Legs\n');
    expect(code).toBe(1);
    expect(io.stderr).toBe('');
    expect(io.stdout).toContain('line 1: 9999999999 copies; a decklist may hold at most 1000 cards in all');
    const played = await runBuiltin(['play', 'lorcana', '--decks', 'd.txt', '--seed', '1'], {
      files: { 'd.txt': '9999999999 Ariel - On Human Legs\n' },
    });
    expect(played.code).toBe(1);
    expect(played.io.stderr).not.toContain('unexpected error');
    expect(played.io.stderr).toContain("decklist 'd.txt' has problems");
    expect(played.io.stderr).toContain('line 1: 9999999999 copies');
    const simulated = await runBuiltin(['simulate', 'lore', '--decks', 'd.txt', '--games', '1'], {
      files: { 'd.txt': '9999999999 lr1-024\n' },
    });
    expect(simulated.code).toBe(1);
    expect(simulated.io.stderr).toBe(
      "cardloom simulate: decklist 'd.txt' has problems:\n  line 1: 9999999999 copies; a decklist may hold at most 1000 cards in all\n",
    );
  });

  it('issue 13.7: a lone carriage return ends a line like a newline does', async () => {
    const { code, io } = await validate(
      '2 Ariel - On Human Legs\r2 Cinderella - Gentle and Kind\r',
      'lorcana',
      '--json',
    );
    expect(code).toBe(1);
    expect(JSON.parse(io.stdout).problems).toEqual([
      { message: '4 cards; constructed needs at least 60 (CR 1.10.1.1)', rule: 'CR 1.10.1.1' },
    ]);
  });

  it('issue 13.7: binary bytes and NUL are refused as not a text decklist, naming the line', async () => {
    const binary = String.fromCharCode(...Array.from({ length: 200 }, (_, i) => (i * 37) % 256));
    const { code, io } = await validate(`4 Ariel - On Human Legs\n${binary}`);
    expect(code).toBe(1);
    expect(io.stdout).toMatch(/line 2: not text: control character U\+00[0-9A-F]{2}/);
    expect(io.stdout).not.toMatch(RAW_CONTROL);
    const nul = await validate('4 Ariel\u0000 - On Human Legs\n', 'lore');
    expect(nul.code).toBe(1);
    expect(nul.io.stdout).toContain('line 1: not text: control character U+0000 (NUL) at column 8');
  });

  it('issue 13.7: a very long line is refused without being echoed', async () => {
    const { code, io } = await validate(`4 ${'A'.repeat(10_000)}\n`, 'faction');
    expect(code).toBe(1);
    expect(io.stdout).toContain('line 1: is 10002 characters long; a decklist line may have at most 200');
    expect(io.stdout.length).toBeLessThan(400);
  });

  it('issue 13.7: 100k lines of unknown names are refused by size; problems past the cap are counted, not listed', async () => {
    const huge = Array.from({ length: 100_000 }, (_, i) => `1 Unknown card ${i}`).join('\n');
    const big = await validate(huge);
    expect(big.code).toBe(1);
    expect(big.io.stdout).toMatch(/the file is larger than 65536 bytes|more than 2000 lines/);
    expect(big.io.stdout.length).toBeLessThan(400);
    const many = Array.from({ length: 600 }, (_, i) => `1 Unknown ${i}`).join('\n');
    const { code, io } = await validate(many);
    expect(code).toBe(1);
    expect(io.stdout).toContain('600 problems');
    expect(io.stdout).toContain('line 50: unknown card "Unknown 49"');
    expect(io.stdout).not.toContain('line 51:');
    expect(io.stdout).toContain('… and 550 more problems');
  });
});

describe('issue 13.7: hostile replay files', () => {
  it('issue 13.7: deeply nested JSON is refused before parsing, not with a stack overflow', async () => {
    const saved = await savedReplay('lorcana');
    const text = JSON.stringify(saved).replace(
      '"actions":[',
      `"actions":[${'['.repeat(20_000)}${']'.repeat(20_000)},`,
    );
    const { code, io } = await replay(text);
    expect(code).toBe(1);
    expect(io.stderr).not.toContain('Maximum call stack');
    expect(io.stderr).toContain('r.json: JSON nested deeper than 64 levels');
    expect(io.stdout).toBe('');
    const bare = await replay('['.repeat(43_000));
    expect(bare.code).toBe(1);
    expect(bare.io.stderr).toContain('r.json: JSON nested deeper than 64 levels');
  });

  it('issue 13.7: wrong types and missing fields get a typed error naming the field', async () => {
    const saved = await savedReplay('lore');
    const cases: [Record<string, unknown>, string][] = [
      [
        { ...saved, outcome: { winners: 'P1', reason: 'x' } },
        '"outcome.winners" must be an array of seat numbers',
      ],
      [{ ...saved, seats: [1, 2] }, '"seats[0]" must be a non-empty string'],
      [
        { ...saved, actions: [...(saved.actions as unknown[]), 7] },
        `"actions[${(saved.actions as unknown[]).length}]" must be an object`,
      ],
      [{ ...saved, decks: [(saved.decks as unknown[])[0], 3] }, '"decks[1]" must be an array'],
      [{ ...saved, seed: 1.5 }, '"seed" must be a whole number'],
      [{ ...saved, game: 'nope' }, `"game" names 'nope', which is not available`],
      [{ ...saved, version: 4 }, '"version" is 4, but this cardloom reads replay versions 1, 2, 3'],
      [{ ...saved, cardIds: 'sorted' }, '"cardIds" must be "shuffled" or "deck-order"'],
    ];
    for (const [data, message] of cases) {
      const { code, io } = await replay(data);
      expect(code, message).toBe(1);
      expect(io.stderr).toContain(`r.json: ${message}`);
      expect(io.stdout).toBe('');
    }
    const { players: _players, ...missing } = saved;
    const { code, io } = await replay(missing);
    expect(code).toBe(1);
    expect(io.stderr).toContain('r.json: "players" is missing');
  });

  it('issue 13.7: actions are compared by value, so reordered keys still replay', async () => {
    const saved = await savedReplay('lorcana');
    const actions = (saved.actions as Record<string, unknown>[]).map((a) =>
      Object.fromEntries(Object.entries(a).reverse()),
    );
    const { code, io } = await replay({ ...saved, actions });
    expect(io.stderr).toBe('');
    expect(code).toBe(0);
    expect(io.stdout).toContain(`After ${actions.length} of ${actions.length} actions`);
  });
});

describe('issue 13.7: control characters from files and arguments are escaped', () => {
  const evil = 'Evil\u001b[31m\u202e\u2066\u0000\u0007\u009b';
  const escaped = 'Evil\\u001b[31m\\u202e\\u2066\\u0000\\u0007\\u009b';

  it('issue 13.7: deck validate escapes what it echoes from the file and its path', async () => {
    const path = `d${evil}.txt`;
    for (const game of ['lorcana', 'lore']) {
      const { code, io } = await runBuiltin(['deck', 'validate', game, path], {
        files: { [path]: `4 ${evil}\n` },
      });
      expect(code).toBe(1);
      expect(io.stdout).not.toMatch(RAW_CONTROL);
      expect(io.stdout).toContain(`d${escaped}.txt: 1 problem`);
      expect(io.stdout).toContain('line 1: not text: control character U+001B (ESC) at column 7');
    }
    const json = await runBuiltin(['deck', 'validate', 'lorcana', path, '--json'], {
      files: { [path]: `4 ${evil}\n` },
    });
    expect(json.io.stdout).not.toMatch(RAW_CONTROL);
    expect(JSON.parse(json.io.stdout).file).toBe(path);
  });

  it('issue 13.7: play --decks escapes what it echoes from the file and its path', async () => {
    const path = `d${evil}.txt`;
    const { code, io } = await runBuiltin(['play', 'lorcana', '--decks', path], {
      files: { [path]: `4 ${evil}\n` },
    });
    expect(code).toBe(1);
    expect(io.stderr).not.toMatch(RAW_CONTROL);
    expect(io.stderr).toContain(escaped);
  });

  it('issue 13.7: replay escapes what it echoes from the file', async () => {
    const saved = await savedReplay('lorcana');
    for (const data of [
      { ...saved, game: evil },
      { ...saved, ruleset: evil },
      { ...saved, actions: [{ type: evil }] },
    ]) {
      const { code, io } = await replay(data);
      expect(code).toBe(1);
      expect(io.stderr).not.toMatch(RAW_CONTROL);
      expect(io.stderr).toContain(escaped);
    }
  });

  it('issue 13.7: usage errors escape the argument they echo', async () => {
    const { code, io } = await runBuiltin(['play', evil]);
    expect(code).toBe(2);
    expect(io.stderr).not.toMatch(RAW_CONTROL);
    expect(io.stderr).toContain(`unknown game '${escaped}'`);
  });
});
