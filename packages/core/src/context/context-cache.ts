/**
 * Values rules code keeps for each game in progress ({@link contextCache}), such as an index of the
 * game's cards or a memo it brings up to date itself.
 * @module
 */
import type { Ctx } from './ctx';

/** A value kept on each game's rules context, made on first use. See {@link contextCache}. */
export interface ContextCache<T> {
  /** This game's value, made by the cache's `make` the first time this context asks. */
  of(ctx: Ctx): T;
}

// Each cache owns one index into every context's `cached` array: a read is two property loads.
let nextIndex = 0;

/**
 * A value rules code keeps for each game in progress: made by `make` the first time a context asks,
 * then the same value for that context. A copy of the game (`clone`, a sampled world) has its own
 * context, so it starts without one and makes its own. For what the ruleset options, the cards of the
 * game or a memo of the game's own keep; not for values of the state (read those from the state, or
 * use `ctx.memo`, which is recomputed after every change). `make` must not return `undefined`.
 *
 * @example
 * ```ts
 * const HITS = contextCache(() => ({ count: 0 }));
 * HITS.of(ctx).count++;
 * ```
 */
export function contextCache<T>(make: (ctx: Ctx) => NonNullable<T>): ContextCache<NonNullable<T>> {
  const index = nextIndex++;
  return {
    of(ctx) {
      // The array too is made on first use, so that a copy of a game that never asks (every game
      // without caches) allocates nothing more.
      const cached = (ctx.cached ??= []);
      const value = cached[index];
      if (value !== undefined) return value as NonNullable<T>;
      const made = make(ctx);
      cached[index] = made;
      return made;
    },
  };
}
