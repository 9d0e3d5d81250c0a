import { describe, expect, it } from 'vitest';
import { tooDeepAt } from './depth';
import { indexOfValue, sameValue } from './same-value';

describe('sameValue (issue 13.7: actions compare by value, not by JSON text)', () => {
  it('ignores key order and undefined-valued keys, at every depth', () => {
    expect(
      sameValue(
        { type: 'a', card: 1, x: { p: [1, { q: 2, r: 3 }] } },
        { x: { p: [1, { r: 3, q: 2 }] }, card: 1, type: 'a' },
      ),
    ).toBe(true);
    expect(sameValue({ type: 'a', target: undefined }, { type: 'a' })).toBe(true);
  });

  it('tells different values apart', () => {
    expect(sameValue({ type: 'a', card: 1 }, { type: 'a', card: 2 })).toBe(false);
    expect(sameValue({ type: 'a' }, { type: 'a', card: 2 })).toBe(false);
    expect(sameValue({ type: 'a', card: 1 }, { type: 'a', cards: 1 })).toBe(false);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
    expect(sameValue(null, {})).toBe(false);
    expect(sameValue('1', 1)).toBe(false);
  });

  it('walks values deeper than the call stack without overflowing', () => {
    let a: unknown = 1;
    let b: unknown = 1;
    for (let i = 0; i < 100_000; i++) {
      a = [a];
      b = [b];
    }
    expect(sameValue(a, b)).toBe(true);
  });

  it('indexOfValue finds the listed object first, then an equal one', () => {
    const listed = [{ type: 'a' }, { type: 'b', n: 1 }];
    expect(indexOfValue(listed, listed[1])).toBe(1);
    expect(indexOfValue(listed, { n: 1, type: 'b' })).toBe(1);
    expect(indexOfValue(listed, { type: 'c' })).toBe(-1);
  });
});

describe('tooDeepAt (issue 13.7: nesting is bounded before JSON.parse)', () => {
  it('finds the first bracket past the bound, counting arrays and objects', () => {
    expect(tooDeepAt('[[1]]', 2)).toBeUndefined();
    expect(tooDeepAt('[[1]]', 1)).toBe(1);
    expect(tooDeepAt('{"a":{"b":[]}}', 2)).toBe(10);
    expect(tooDeepAt('['.repeat(1_000_000), 64)).toBe(64);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(tooDeepAt('["[[[[", "\\"[[[[", {"k\\\\": "{{{"}]', 2)).toBeUndefined();
  });
});
