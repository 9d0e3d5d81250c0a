import { describe, expect, it } from 'vitest';
import { screenDeckText } from './deck-file';
import { MAX_DECK_CARDS, MAX_DECK_LINES, MAX_LISTED_PROBLEMS } from './limits';

const messages = (text: string) => screenDeckText(text).listed.map((p) => `${p.line ?? '-'}: ${p.message}`);

describe('screenDeckText (issue 13.7: a decklist is screened before a game reads it)', () => {
  it('passes an ordinary list, with CRLF, lone CR, a BOM, tabs and comments', () => {
    expect(messages('\ufeff# deck\r\n4 Stitch - New Dog\r2\tFire the Cannons!\n// x 9999999\n')).toEqual([]);
  });

  it('bounds the copy total before any game allocates a card', () => {
    expect(messages(`${MAX_DECK_CARDS} a\n`)).toEqual([]);
    expect(messages(`${MAX_DECK_CARDS} a\n1 b\n`)).toEqual([
      `2: 1 copy; a decklist may hold at most ${MAX_DECK_CARDS} cards in all`,
    ]);
    expect(messages('99999999999999999999999 a')).toEqual([
      `1: 99999999999999999999999 copies; a decklist may hold at most ${MAX_DECK_CARDS} cards in all`,
    ]);
  });

  it('refuses control characters, NUL, bidi controls and bytes that were not UTF-8, by line and column', () => {
    expect(messages('1 a\n1 b\u0000\n1 \u202ec\n\u001b[2J\n1 \ufffd')).toEqual([
      '2: not text: control character U+0000 (NUL) at column 4',
      '3: not text: control character U+202E (RIGHT-TO-LEFT OVERRIDE) at column 3',
      '4: not text: control character U+001B (ESC) at column 1',
      '5: not text: control character U+FFFD (REPLACEMENT CHARACTER: the file is not UTF-8 text) at column 3',
    ]);
  });

  it('refuses too many lines at once and counts problems past the cap', () => {
    expect(messages('\n'.repeat(MAX_DECK_LINES))).toEqual([
      `-: the file has more than ${MAX_DECK_LINES} lines`,
    ]);
    const list = screenDeckText('\u0001\n'.repeat(300));
    expect(list.listed).toHaveLength(MAX_LISTED_PROBLEMS);
    expect(list.total).toBe(300);
    expect(list.more).toBe(300 - MAX_LISTED_PROBLEMS);
  });
});
