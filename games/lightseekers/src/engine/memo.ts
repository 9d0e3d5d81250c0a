/**
 * Per-state memos for derived values (access, modifiers): valid until the state next changes (the
 * kernel bumps `ctx.version` on every change), so rules code stays a pure function of the state.
 * @module
 */
import type { Ctx } from '@cardloom/core';

const memos = new WeakMap<Ctx, { version: number; values: Map<string, unknown> }>();

/** The value of `compute()` for `key` in the current state, computed once per state version. */
export function memo<T>(ctx: Ctx, key: string, compute: () => T): T {
  let entry = memos.get(ctx);
  if (!entry || entry.version !== ctx.version) {
    entry = { version: ctx.version, values: new Map() };
    memos.set(ctx, entry);
  }
  if (entry.values.has(key)) return entry.values.get(key) as T;
  const value = compute();
  entry.values.set(key, value);
  return value;
}
