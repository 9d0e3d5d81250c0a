import { describe, expect, it } from 'vitest';
import { runBuiltin } from '../testing/run-builtin';
import { builtinRegistry } from './builtin';

describe.each([
  ['lore', () => builtinRegistry().get('lore'), 'drowned-choir'],
  ['lightseekers', () => builtinRegistry().get('lightseekers'), 'dawn-chorus'],
])('%s in the command', (game, module, firstDeck) => {
  it('plays a complete bot game with a readable log and a result', async () => {
    const { code, io } = await runBuiltin(['play', game, '--seed', '1', '--p1', 'random', '--p2', 'greedy']);
    expect(code).toBe(0);
    expect(io.stdout).toMatch(new RegExp(`seed 1 · P1 random \\(${firstDeck}\\) vs P2 greedy`));
    expect(io.stdout).toMatch(/── Turn 2 · P\d ──/);
    expect(io.stdout).not.toMatch(/P\d › (P\d|Player \d) /);
    expect(io.stdout).toMatch(/P\d wins \([a-z-]+\) after \d+ turns, \d+ actions\.\n$/);
  });

  it('accepts its ready decks and reports a broken one', () => {
    const p = module();
    for (const deck of p.decks) expect(p.validateDeck(deck.cards, p.rulesets[0].name)).toEqual([]);
    expect(p.validateDeck(p.decks[0].cards.slice(0, 5), p.rulesets[0].name).length).toBeGreaterThan(0);
  });

  it('simulates with identical results in this thread and in workers', async () => {
    const argv = ['simulate', game, '--games', '6', '--seed', '3', '--json'];
    const inThread = JSON.parse((await runBuiltin([...argv, '--workers', '0'])).io.stdout);
    const workers = JSON.parse((await runBuiltin([...argv, '--workers', '2'])).io.stdout);
    expect(workers.summary).toEqual(inThread.summary);
    expect(inThread.summary.failures).toBe(0);
  });
});
