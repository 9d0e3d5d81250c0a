/**
 * Plain-data helpers. Game state, actions, events and replays are JSON values; these helpers compare and
 * copy them without going through strings.
 * @module
 */

/** A JSON value: what game state, actions, events and replays are made of. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

/** Structural equality of two JSON values (key order does not matter). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    if (
      !Object.hasOwn(b, k) ||
      !jsonEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])
    )
      return false;
  }
  return true;
}

/** @internal Whether a record has any own key (without building the key list, as `Object.keys` would). */
export function hasKeys(record: object): boolean {
  for (const _ in record) return true;
  return false;
}

/** Deep copy of a JSON value. Faster than `structuredClone` for the small objects game state is made of. */
export function jsonClone<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = jsonClone(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k in value) out[k] = jsonClone((value as Record<string, unknown>)[k]);
  return out as T;
}

/** True when `value` survives a JSON round trip unchanged (no functions, undefined, NaN, cycles…). */
export function isJson(value: unknown, depth = 0): value is Json {
  if (depth > 64) return false;
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((v) => isJson(v, depth + 1));
  if (typeof value === 'object') {
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return false;
    return Object.values(value).every((v) => isJson(v, depth + 1));
  }
  return false;
}

/**
 * Freezes a JSON value and everything in it, in place, and returns it. Listed actions are frozen so that
 * the objects `legalActions` hands out cannot be edited into something the engine never checked.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  // Only nested objects need a call; primitives (most action fields) are skipped inline.
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v = value[i];
      if (typeof v === 'object' && v !== null && !Object.isFrozen(v)) deepFreeze(v);
    }
  } else {
    for (const k in value) {
      const v = (value as Record<string, unknown>)[k];
      if (typeof v === 'object' && v !== null && !Object.isFrozen(v)) deepFreeze(v);
    }
  }
  return Object.freeze(value);
}
