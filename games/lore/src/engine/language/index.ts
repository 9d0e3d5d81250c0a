/**
 * Lore's card language: its nouns, verbs and ability words given to the shared card language
 * (`@cardloom/core/cards`), which interprets and describes every effect with them.
 * @module
 */
import type { Ctx } from '@cardloom/core';
import { defineLanguage, type Source } from '@cardloom/core/cards';
import type { Effects, LoreNouns } from '../../cards/vocabulary-effects.js';
import type { Selections } from '../state/chain.js';
import { TIMINGS, TRIGGERS } from './abilities.js';
import { chosenFrom } from './announce.js';
import { CONDITIONS, COUNTS, DURATIONS, FILTER, PLAYERS, REFS } from './nouns.js';
import { VERBS } from './verbs.js';

/** The Lore card language. */
export const LORE_LANGUAGE = defineLanguage<LoreNouns>()({
  verbs: VERBS,
  filter: FILTER,
  refs: REFS,
  players: PLAYERS,
  conditions: CONDITIONS,
  counts: COUNTS,
  triggers: TRIGGERS,
  timings: TIMINGS,
  durations: DURATIONS,
});

/** Resolves an effect for `source` with the selections made for it at step d. */
export function resolveEffect(ctx: Ctx, effects: Effects, source: Source, selections: Selections): void {
  // Object.assign, not a spread followed by more keys (~10× slower on Node 20's V8).
  LORE_LANGUAGE.run(
    ctx,
    effects,
    Object.assign({}, source, { chosen: chosenFrom(ctx, effects, source, selections) }),
  );
}

export type { Selections } from '../state/chain.js';
export { announce, canAnnounce } from './announce.js';
