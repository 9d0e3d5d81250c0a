import { describe, expect, it } from 'vitest';
import { run } from '../../testing/run';

const legal = '12 power 5\n12 power 4\n6 power 1\n';

describe('cardloom deck validate', () => {
  it('accepts a legal deck (exit 0)', async () => {
    const { code, io } = await run(['deck', 'validate', 'toy', 'deck.txt'], { files: { 'deck.txt': legal } });
    expect(code).toBe(0);
    expect(io.stdout).toBe('deck.txt: a legal Toy Numbers deck (standard)\n');
  });

  it('lists every problem with its line (exit 1)', async () => {
    const files = { 'deck.txt': '13 power 5\nfour power 2\n2 power 9\n' };
    const { code, io } = await run(['deck', 'validate', 'toy', 'deck.txt'], { files });
    expect(code).toBe(1);
    expect(io.stdout).toContain('2 problems');
    expect(io.stdout).toContain("line 2: expected '<count> power <n>', got 'four power 2'");
    expect(io.stdout).toContain("line 3: no card 'power 9'");
  });

  it('checks deck rules per ruleset', async () => {
    const files = { 'deck.txt': '13 power 5\n8 power 1\n' };
    const standard = await run(['deck', 'validate', 'toy', 'deck.txt', '--json'], { files });
    expect(JSON.parse(standard.io.stdout)).toMatchObject({
      valid: false,
      problems: [
        { message: 'a deck needs at least 30 cards, this one has 21' },
        { message: 'at most 12 copies of power 5, found 13' },
      ],
    });
    const sprint = await run(['deck', 'validate', 'toy', 'deck.txt', '--ruleset', 'sprint', '--json'], {
      files,
    });
    expect(JSON.parse(sprint.io.stdout).problems).toHaveLength(1);
  });

  it('reports an unreadable file as a runtime failure (exit 1)', async () => {
    const { code, io } = await run(['deck', 'validate', 'toy', 'missing.txt']);
    expect(code).toBe(1);
    expect(io.stderr).toContain("cannot read decklist 'missing.txt'");
  });

  it('rejects a missing file argument and an unknown ruleset (exit 2)', async () => {
    expect((await run(['deck', 'validate', 'toy'])).code).toBe(2);
    const { code, io } = await run(['deck', 'validate', 'toy', 'd.txt', '--ruleset', 'nope']);
    expect(code).toBe(2);
    expect(io.stderr).toContain("toy has no ruleset 'nope' (available: standard, sprint, faulty)");
  });
});
