import { describe, expect, it } from 'vitest';
import { Journal } from './journal';

describe('undo journal', () => {
  it('rolls back sets, added keys, deleted keys and pushes to exactly the old value', () => {
    const j = new Journal();
    const obj: Record<string, unknown> = { a: 1, b: { c: 2 } };
    const arr = [1, 2];
    const before = JSON.stringify({ obj, arr });
    const mark = j.mark();
    j.setKey(obj, 'a', 5);
    j.setKey(obj, 'z', 9);
    j.deleteKey(obj, 'b');
    j.push(arr, 3);
    j.setKey(obj, 'a', 6);
    expect(obj).toEqual({ a: 6, z: 9 });
    j.rollback(mark);
    expect(JSON.stringify({ obj, arr })).toBe(before);
    expect('z' in obj).toBe(false);
  });

  it('rolls back only to the mark given', () => {
    const j = new Journal();
    const o = { n: 0 };
    j.set(o, 'n', 1);
    const mark = j.mark();
    j.set(o, 'n', 2);
    j.rollback(mark);
    expect(o.n).toBe(1);
    expect(j.size).toBe(1);
    j.commit();
    expect(j.size).toBe(0);
  });
});

describe('undo journal: in-place array splices', () => {
  it('rolls back removals and insertions in reverse order', () => {
    const j = new Journal();
    const a = [1, 2, 3];
    const b = [9];
    const mark = j.mark();
    j.removeAt(a, 1);
    j.insertAt(b, 0, 2);
    j.insertAt(a, 2, 7);
    j.removeAt(a, 0);
    expect([a, b]).toEqual([
      [3, 7],
      [2, 9],
    ]);
    j.rollback(mark);
    expect([a, b]).toEqual([[1, 2, 3], [9]]);
  });
});
