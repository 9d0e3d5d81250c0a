/**
 * Comparing JSON values by value: `{a: 1, b: 2}` and `{b: 2, a: 1}` are the same action, as the kernel's
 * `replay()` treats them. Keys whose value is `undefined` are ignored, as JSON text would drop them.
 */

/**
 * Whether two JSON values are equal, whatever the order of their object keys. Walks both with an
 * explicit stack, so deep values cannot overflow the call stack.
 *
 * @example
 * ```ts
 * sameValue({ type: 'quest', card: 3 }, { card: 3, type: 'quest' }); // true
 * ```
 */
export function sameValue(a: unknown, b: unknown): boolean {
  const stack: [unknown, unknown][] = [[a, b]];
  while (stack.length > 0) {
    const [x, y] = stack.pop() as [unknown, unknown];
    if (x === y) continue;
    if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
    if (Array.isArray(x) !== Array.isArray(y)) return false;
    if (Array.isArray(x)) {
      const ys = y as unknown[];
      if (x.length !== ys.length) return false;
      for (let i = 0; i < x.length; i++) stack.push([x[i], ys[i]]);
      continue;
    }
    const xo = x as Record<string, unknown>;
    const yo = y as Record<string, unknown>;
    const keys = definedKeys(xo);
    if (keys.length !== definedKeys(yo).length) return false;
    for (const key of keys) {
      if (!Object.hasOwn(yo, key)) return false;
      stack.push([xo[key], yo[key]]);
    }
  }
  return true;
}

function definedKeys(record: Record<string, unknown>): string[] {
  return Object.keys(record).filter((key) => record[key] !== undefined);
}

/** The index of the first value in `list` equal to `value` by {@link sameValue} (identity first), or -1. */
export function indexOfValue(list: readonly unknown[], value: unknown): number {
  const same = list.indexOf(value);
  return same >= 0 ? same : list.findIndex((item) => sameValue(item, value));
}
