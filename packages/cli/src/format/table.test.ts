import { describe, expect, it } from 'vitest';
import { renderPairs, renderTable } from './table';

describe('tables', () => {
  it('pads columns to the widest cell and right-aligns numbers', () => {
    const text = renderTable(
      ['seat', 'wins'],
      [
        ['P1', '7'],
        ['P2', '1234'],
      ],
      { align: ['left', 'right'] },
    );
    expect(text.split('\n')).toEqual(['seat  wins', '────  ────', 'P1       7', 'P2    1234', '']);
  });

  it('measures width in characters, not bytes', () => {
    const text = renderTable(['n'], [['€€€']]);
    expect(text.split('\n')[1]).toBe('───');
  });

  it('aligns label/value pairs', () => {
    expect(
      renderPairs([
        ['a', '1'],
        ['long', '2'],
      ]),
    ).toBe('a     1\nlong  2\n');
  });
});
