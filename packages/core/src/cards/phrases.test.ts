import { describe, expect, it } from 'vitest';
import {
  article,
  capitalize,
  count,
  joinList,
  lowerFirst,
  numberWord,
  plural,
  signed,
  times,
} from './phrases';

describe('card language: the phrase kit (issue 14: one capitalize/plural for every game)', () => {
  it('capitalizes and lower-cases the first letter only', () => {
    expect(capitalize('swift strike')).toBe('Swift strike');
    expect(lowerFirst('This card gets +1')).toBe('this card gets +1');
  });

  it('makes nouns plural, each alternative of an “or” phrase too', () => {
    expect(plural('card')).toBe('cards');
    expect(plural('item or location')).toBe('items or locations');
    expect([plural('glass'), plural('box'), plural('ally'), plural('day')]).toEqual([
      'glasses',
      'boxes',
      'allies',
      'days',
    ]);
    expect([count(1, 'card'), count(2, 'card'), count(0, 'victory token')]).toEqual([
      '1 card',
      '2 cards',
      '0 victory tokens',
    ]);
  });

  it('writes numbers and repetitions as words', () => {
    expect([numberWord(0), numberWord(3), numberWord(10), numberWord(12)]).toEqual([
      'zero',
      'three',
      'ten',
      '12',
    ]);
    expect([times(1), times(2), times(3)]).toEqual(['once', 'twice', 'three times']);
    expect([signed(2), signed(0), signed(-1)]).toEqual(['+2', '+0', '-1']);
  });

  it('chooses the article and joins lists', () => {
    expect([article('item'), article('character')]).toEqual(['an item', 'a character']);
    expect(joinList([])).toBe('');
    expect(joinList(['a'])).toBe('a');
    expect(joinList(['a', 'b'])).toBe('a and b');
    expect(joinList(['a', 'b', 'c'], 'or')).toBe('a, b or c');
  });
});
