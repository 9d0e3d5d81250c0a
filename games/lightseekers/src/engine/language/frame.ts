/**
 * The Lightseekers surroundings of the effects running now. The shared card language hands a verb its
 * controller and card; a Lightseekers effect also needs its source's category (for power modifiers and
 * Immune), its recipient, the actor it reacts to and its buff (for X, "this buff" and stored cards, 2.6,
 * 4.3.3). `runEffects` (in `index.ts`) puts them here for the length of one run; runs nest (a Rotate
 * fires a buff whose effects run inside) and are synchronous, so the innermost run is the one on top.
 * @module
 */
import type { Ctx } from '@cardloom/core';
import type { Effect } from '../../cards/vocabulary-effects.js';
import type { Env } from '../table/sources.js';

/** Runs a card's effects in their surroundings (4.3.3). */
export type RunEffects = (ctx: Ctx, effects: readonly Effect[], env: Env) => void;

/** One run in progress: its game, its surroundings and the runner, for effects that set off others. */
export interface Running {
  readonly ctx: Ctx;
  readonly env: Env;
  readonly run: RunEffects;
}

const stack: Running[] = [];

/** Calls `fn` with `running` as the innermost run, then restores the outer one (also when `fn` throws). */
export function within<T>(running: Running, fn: () => T): T {
  stack.push(running);
  try {
    return fn();
  } finally {
    stack.pop();
  }
}

/** A word of the language was used outside a Lightseekers effect run (a bug in the engine). */
export class NotRunningError extends Error {
  constructor() {
    super('lightseekers: a card-language word was used outside runEffects');
    this.name = 'NotRunningError';
  }
}

/** The innermost run for this game. */
export function running(ctx: Ctx): Running {
  const top = stack[stack.length - 1];
  if (top === undefined || top.ctx !== ctx) throw new NotRunningError();
  return top;
}
