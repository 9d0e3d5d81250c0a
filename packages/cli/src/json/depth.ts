/**
 * A linear pre-check of JSON text's nesting depth, run before `JSON.parse` so that a file of
 * `[[[[…` is refused with a message instead of exhausting the stack of whatever walks the value next.
 */

/**
 * The character index at which `text` nests arrays and objects deeper than `max`, or `undefined` when
 * it never does. Brackets inside strings are not counted. Runs in one pass without recursion.
 *
 * @example
 * ```ts
 * tooDeepAt('[[1]]', 1); // 1
 * tooDeepAt('{"a": "[[["}', 1); // undefined
 * ```
 */
export function tooDeepAt(text: string, max: number): number | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return i;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return undefined;
}
