/**
 * The Lightseekers card language: its verbs and nouns given to the shared card language
 * (`@cardloom/core/cards`), which runs and describes every card's effects with them, and the runner
 * the engine calls with an effect's surroundings.
 * @module
 */
import type { Ctx } from '@cardloom/core';
import { defineLanguage, type SourceWith } from '@cardloom/core/cards';
import type { Condition, Effect, LightseekersNouns } from '../../cards/vocabulary-effects.js';
import type { Env } from '../table/sources.js';
import { NotRunningError } from './frame.js';
import { CONDITIONS, COUNTS, FILTER, PLAYERS, TRIGGERS } from './nouns.js';
import { VERBS } from './verbs.js';

/** The Lightseekers card language. */
export const LIGHTSEEKERS_LANGUAGE = defineLanguage<LightseekersNouns>()({
  verbs: VERBS,
  filter: FILTER,
  players: PLAYERS,
  conditions: CONDITIONS,
  counts: COUNTS,
  triggers: TRIGGERS,
  // Every Lightseekers run starts in `runEffects` with its surroundings; a run without them is a bug.
  surroundings: () => {
    throw new NotRunningError();
  },
});

/**
 * Runs effects in order (4.3.3) in their surroundings: the controller, source card and category,
 * recipient, actor and buff. Nothing happens once the game is over.
 */
export function runEffects(ctx: Ctx, effects: readonly Effect[], env: Env): void {
  if (effects.length === 0) return;
  LIGHTSEEKERS_LANGUAGE.run(ctx, effects, languageSource(env));
}

/** Whether a condition holds in these surroundings (effects' `if`, clunky rotation conditions). */
export function testCondition(ctx: Ctx, env: Env, condition: Condition): boolean {
  return LIGHTSEEKERS_LANGUAGE.holds(ctx, condition, languageSource(env));
}

/** The shared language's source for a run in `env`, bringing its surroundings. */
export function languageSource(env: Env): SourceWith<LightseekersNouns> {
  return {
    controller: env.source.controller,
    card: env.source.card,
    // A new run: its power modifiers not yet given to anyone (2.6).
    surroundings: () => ({ env, run: runEffects, powered: new Set<string>() }),
  };
}
