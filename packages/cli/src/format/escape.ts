/**
 * Escaping of text that came from a file or an argument before it reaches a terminal: control
 * characters (C0 but tab and newline, DEL, C1), NUL, terminal escape sequences (their ESC/CSI byte),
 * bidirectional overrides and isolates, line/paragraph separators and lone surrogates are written as
 * `\uXXXX`. The form is JSON's own, so escaping JSON output keeps it valid JSON with the same value.
 */

/** Characters that may never reach a terminal raw (tab and newline are kept). */
const UNSAFE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const hex = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * `text` with every character that could move the cursor, recolour or reorder the terminal, or hide
 * text written as `\uXXXX`; tab and newline are kept.
 *
 * @example
 * ```ts
 * escapeControls('a\u001b[31mb\u202e'); // 'a\\u001b[31mb\\u202e'
 * ```
 */
export function escapeControls(text: string): string {
  return text.replace(UNSAFE, hex);
}

/** Whether `text` holds a character {@link escapeControls} would escape. */
export function hasControls(text: string): boolean {
  UNSAFE.lastIndex = 0;
  const found = UNSAFE.test(text);
  UNSAFE.lastIndex = 0;
  return found;
}

/** `U+001B (ESC)`-style name of one character, for messages about it. */
export function describeChar(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  const name = CHAR_NAMES[code];
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}${name ? ` (${name})` : ''}`;
}

const CHAR_NAMES: Readonly<Record<number, string>> = {
  0: 'NUL',
  7: 'BEL',
  8: 'BS',
  13: 'CR',
  27: 'ESC',
  127: 'DEL',
  155: 'CSI',
  8238: 'RIGHT-TO-LEFT OVERRIDE',
  65533: 'REPLACEMENT CHARACTER: the file is not UTF-8 text',
};

/** `text` cut to `max` characters with `…` when longer, for echoing a piece of a file. */
export function clip(text: string, max = 80): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
