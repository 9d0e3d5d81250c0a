/**
 * The Lightseekers card language: its verbs and nouns given to the shared card language
 * (`@cardloom/core/cards`), which runs and describes every card's effects with them, and the runner
 * the engine calls with an effect's surroundings.
 * @module
 */
import type { Ctx } from '@cardloom/core';
import { defineLanguage } from '@cardloom/core/cards';
import type { Condition, Effect, LightseekersNouns } from '../../cards/vocabulary-effects.js';
import type { Env } from '../table/sources.js';
import { runOf, within } from './frame.js';
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
});

/**
 * Runs effects in order (4.3.3) in their surroundings: the controller, source card and category,
 * recipient, actor and buff. Nothing happens once the game is over.
 */
export function runEffects(ctx: Ctx, effects: readonly Effect[], env: Env): void {
  if (effects.length === 0) return;
  within(runOf(ctx, env, runEffects), () =>
    LIGHTSEEKERS_LANGUAGE.run(ctx, effects, { controller: env.source.controller, card: env.source.card }),
  );
}

/** Whether a condition holds in these surroundings (effects' `if`, clunky rotation conditions). */
export function testCondition(ctx: Ctx, env: Env, condition: Condition): boolean {
  return within(runOf(ctx, env, runEffects), () =>
    LIGHTSEEKERS_LANGUAGE.holds(ctx, condition, { controller: env.source.controller, card: env.source.card }),
  );
}
