/**
 * Action identity across sampled worlds: each world lists its own action objects, so a search finds the
 * same action again by value. {@link actionHash} narrows the candidates and {@link sameAction} decides;
 * neither allocates (the search asks them for every legal action at every tree step).
 */
import type { Action } from '@cardloom/core';

/**
 * A cheap hash of a string from its length and three of its characters: action strings are short names
 * (types, modes), and {@link sameAction} settles the rare strings that collide.
 */
function hashString(s: string): number {
  const n = s.length;
  if (n === 0) return 0x5bd1e995;
  return Math.imul(
    n ^ (s.charCodeAt(0) << 8) ^ (s.charCodeAt(n >> 1) << 16) ^ (s.charCodeAt(n - 1) << 24),
    0x01000193,
  );
}

/** A hash of a JSON value, equal for equal values (object fields in any order). */
function hashValue(value: unknown): number {
  switch (typeof value) {
    case 'number':
      // Integers (card ids, seats) exactly; other numbers by their integer part and first fraction bits.
      return Math.imul((value | 0) ^ ((value * 65536) | 0), 0x9e3779b1);
    case 'string':
      return hashString(value);
    case 'boolean':
      return value ? 0x2545f491 : 0x4f1bbcdd;
    case 'object': {
      if (value === null) return 0x1b873593;
      if (Array.isArray(value)) {
        let h = value.length;
        for (let i = 0; i < value.length; i++) h = Math.imul(h ^ hashValue(value[i]), 0x01000193);
        return h;
      }
      return hashFields(value as Record<string, unknown>);
    }
    default:
      return 0;
  }
}

/** Fields hashed independently and summed, so their order does not matter; undefined ones are absent. */
function hashFields(fields: Record<string, unknown>): number {
  let h = 0x27d4eb2f;
  for (const name in fields) {
    const value = fields[name];
    if (value === undefined) continue;
    h = (h + Math.imul(hashString(name) ^ hashValue(value), 0x85ebca6b)) | 0;
  }
  return h;
}

/** Whether two JSON values are equal: arrays in order, object fields in any order, undefined fields absent. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameValue(a[i], b[i])) return false;
    return true;
  }
  return !Array.isArray(b) && sameFields(a as Record<string, unknown>, b as Record<string, unknown>);
}

function sameFields(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  let count = 0;
  for (const name in a) {
    const value = a[name];
    if (value === undefined) continue;
    if (!sameValue(value, b[name]) || !Object.hasOwn(b, name)) return false;
    count++;
  }
  // Every defined field of `a` is in `b` with the same value: equal when `b` has no others.
  for (const name in b) if (b[name] !== undefined) count--;
  return count === 0;
}

/**
 * A 32-bit hash of an action, equal for any two actions {@link sameAction} calls equal. Card instance
 * ids are the same in every sampled world, so an action keeps its hash across worlds.
 */
export function actionHash(action: Action): number {
  return hashFields(action as unknown as Record<string, unknown>);
}

/**
 * Whether two actions are the same move: equal as JSON data (fields in any order, an undefined field
 * counted as absent, as JSON leaves it out).
 */
export function sameAction(a: Action, b: Action): boolean {
  return (
    a === b || sameFields(a as unknown as Record<string, unknown>, b as unknown as Record<string, unknown>)
  );
}
