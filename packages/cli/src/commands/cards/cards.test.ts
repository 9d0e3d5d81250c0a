import { describe, expect, it } from 'vitest';
import { run } from '../../testing/run';

describe('cardloom cards', () => {
  it('lists the cards with their characteristics', async () => {
    const { code, io } = await run(['cards', 'toy']);
    expect(code).toBe(0);
    expect(io.stdout).toContain('Toy Numbers: 5 cards');
    expect(io.stdout).toMatch(/p3\s+Power 3\s+number\s+3/);
  });

  it('prints JSON with --json', async () => {
    const { code, io } = await run(['cards', 'toy', '--json']);
    expect(code).toBe(0);
    const data = JSON.parse(io.stdout);
    expect(data.cards).toHaveLength(5);
    expect(data.cards[4]).toMatchObject({ id: 'p5', stats: { power: 5 } });
  });

  it('needs a game (exit 2)', async () => {
    const { code, io } = await run(['cards']);
    expect(code).toBe(2);
    expect(io.stderr).toContain('missing <game>');
  });
});
