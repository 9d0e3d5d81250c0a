import { describe, expect, it } from 'vitest';
import { isJson, jsonClone, jsonEqual } from './json';

describe('JSON helpers', () => {
  it('jsonEqual ignores key order but not values or array order', () => {
    expect(jsonEqual({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(jsonEqual({ a: 1 }, { a: 2 })).toBe(false);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(jsonEqual([1], { 0: 1 })).toBe(false);
  });
  it('jsonClone copies deeply', () => {
    const a = { x: [{ y: 1 }] };
    const b = jsonClone(a);
    b.x[0].y = 2;
    expect(a.x[0].y).toBe(1);
  });
  it('isJson rejects what JSON cannot carry', () => {
    expect(isJson({ a: [1, 'x', null, true] })).toBe(true);
    expect(isJson({ a: undefined })).toBe(false);
    expect(isJson(Number.NaN)).toBe(false);
    expect(isJson(new Date())).toBe(false);
    expect(isJson(() => 1)).toBe(false);
  });
});
