/**
 * The Lightseekers surroundings of the effects running now. The shared card language hands a verb its
 * controller and card; a Lightseekers effect also needs its source's category (for power modifiers and
 * Immune), its recipient, the actor it reacts to and its buff (for X, "this buff" and stored cards, 2.6,
 * 4.3.3). `runEffects` (in `index.ts`) gives them to each run as the shared language's
 * `env.surroundings`; runs nest (a Rotate fires a buff whose effects run inside), each with its own.
 * @module
 */
import type { Ctx, PlayerId } from '@cardloom/core';
import type { Effect } from '../../cards/vocabulary-effects.js';
import type { Env } from '../table/sources.js';

/** Runs a card's effects in their surroundings (4.3.3). */
export type RunEffects = (ctx: Ctx, effects: readonly Effect[], env: Env) => void;

/** One run in progress: its surroundings and the runner, for effects that set off others. */
export interface Running {
  readonly env: Env;
  readonly run: RunEffects;
  /**
   * The heroes this run's power modifiers already went to, as `damage:<player>` / `heal:<player>`: a
   * card's power modifier is added once, to the final sum of its calculation (2.6, L52).
   */
  readonly powered: Set<string>;
}

/**
 * Whether this run's power modifier still goes to `p` (2.6, L52): once per hero per card, on the first
 * clause that reaches them (consecutive clauses are summed first, see `plan.ts`); never on damage the
 * controller deals to themselves.
 */
export function takesPower(at: Running, kind: 'damage' | 'heal', p: PlayerId): boolean {
  if (kind === 'damage' && p === at.env.source.controller) return false;
  const key = `${kind}:${p}`;
  if (at.powered.has(key)) return false;
  at.powered.add(key);
  return true;
}

/** A word of the language was used outside a Lightseekers effect run (a bug in the engine). */
export class NotRunningError extends Error {
  constructor() {
    super('lightseekers: a card-language word was used outside runEffects, which gives its surroundings');
    this.name = 'NotRunningError';
  }
}
