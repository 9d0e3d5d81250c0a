import { describe, expect, it } from 'vitest';
import { int, list, noExtraPositionals, parse, positional, seedFrom } from './args';
import { UsageError } from './errors';

describe('argument parsing', () => {
  it('rejects unknown options as a usage error naming the command', () => {
    const error = (() => {
      try {
        parse('simulate', ['--gmaes', '5'], { games: { type: 'string' } });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(UsageError);
    expect((error as UsageError).command).toBe('simulate');
    expect((error as Error).message).toMatch(/unknown option '--gmaes'/);
  });

  it('rejects an option missing its value', () => {
    expect(() => parse('simulate', ['--games'], { games: { type: 'string' } })).toThrow(UsageError);
  });

  it('reads whole numbers within bounds and explains bad ones', () => {
    const parsed = parse('x', ['--games', '12', '--workers', 'two', '--n=-1'], {
      games: { type: 'string' },
      workers: { type: 'string' },
      n: { type: 'string' },
    });
    expect(int('x', parsed, 'games', 1, 1)).toBe(12);
    expect(int('x', parsed, 'missing', 7, 1)).toBe(7);
    expect(() => int('x', parsed, 'workers', 1, 0)).toThrow(/--workers must be a whole number, got 'two'/);
    expect(() => int('x', parsed, 'n', 1, 0)).toThrow(/--n must be at least 0, got -1/);
  });

  it('splits comma lists and requires positionals', () => {
    const parsed = parse('play', ['lorcana', '--decks', 'a, b,,c'], { decks: { type: 'string' } });
    expect(list(parsed, 'decks')).toEqual(['a', 'b', 'c']);
    expect(positional('play', parsed, 0, 'game')).toBe('lorcana');
    expect(() => positional('play', parsed, 1, 'file')).toThrow(/missing <file>/);
    expect(() => noExtraPositionals('play', { values: {}, positionals: ['a', 'b'] }, 1)).toThrow(
      /unexpected argument 'b'/,
    );
  });

  it('turns numeric and text seeds into stable 32-bit seeds', () => {
    expect(seedFrom('42')).toBe(42);
    expect(seedFrom('4294967298')).toBe(2);
    expect(seedFrom('tuesday')).toBe(seedFrom('tuesday'));
    expect(seedFrom('tuesday')).not.toBe(seedFrom('wednesday'));
    expect(seedFrom('tuesday')).toBeGreaterThanOrEqual(0);
  });
});
