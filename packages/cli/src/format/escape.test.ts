import { describe, expect, it } from 'vitest';
import { clip, describeChar, escapeControls, hasControls } from './escape';

describe('escapeControls (issue 13.7: no control, bidi or NUL character reaches the terminal raw)', () => {
  it('escapes C0 (but tab and newline), DEL, C1, NUL and terminal escapes as \\uXXXX', () => {
    expect(escapeControls('a\u0000b\u0007c\u001b[31md\re\u007f\u009b\tf\n')).toBe(
      'a\\u0000b\\u0007c\\u001b[31md\\u000de\\u007f\\u009b\tf\n',
    );
  });

  it('escapes bidi overrides and isolates, marks and line separators', () => {
    const bidi = '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c\u2028\u2029';
    expect(escapeControls(bidi)).toBe(
      '\\u202a\\u202b\\u202c\\u202d\\u202e\\u2066\\u2067\\u2068\\u2069\\u200e\\u200f\\u061c\\u2028\\u2029',
    );
  });

  it('escapes lone surrogates and keeps pairs, accents and ordinary text', () => {
    expect(escapeControls('x\ud800y\udc00z 😀 Élan – “ok”')).toBe('x\\ud800y\\udc00z 😀 Élan – “ok”');
  });

  it('keeps escaped JSON valid JSON with the same value', () => {
    const value = { name: 'a\u202eb\u009bc', list: ['\u2066'] };
    expect(JSON.parse(escapeControls(JSON.stringify(value)))).toEqual(value);
  });

  it('hasControls, describeChar and clip', () => {
    expect(hasControls('plain')).toBe(false);
    expect(hasControls('a\u202e')).toBe(true);
    expect(hasControls('a\u202e')).toBe(true);
    expect(describeChar('\u001b')).toBe('U+001B (ESC)');
    expect(describeChar('\u0001')).toBe('U+0001');
    expect(clip('abcdef', 4)).toBe('abc…');
    expect(clip('abc', 4)).toBe('abc');
  });
});
