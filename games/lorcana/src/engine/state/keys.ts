/**
 * Interned keys of per-seat and per-card records (`ink.0`, `lk.12`). A template literal builds and
 * hashes a new string on every read; on Node 20 that costs several times the lookup it serves, and
 * some of these keys are read each time legal actions are listed.
 *
 * @module
 */

const tables = new Map<string, string[]>();

/** `${prefix}${n}` for a seat or card id, built once per prefix and number. */
export function numberedKey(prefix: string, n: number): string {
  if (!(n >= 0 && Number.isInteger(n))) return prefix + n;
  let table = tables.get(prefix);
  if (table === undefined) {
    table = [];
    tables.set(prefix, table);
  }
  let key = table[n];
  if (key === undefined) {
    key = prefix + n;
    table[n] = key;
  }
  return key;
}
