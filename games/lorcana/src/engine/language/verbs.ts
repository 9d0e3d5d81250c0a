/**
 * Every Lorcana verb of the card language, each defined once with its `run` and its `describe`.
 *
 * @module
 */
import { AFTER_CHALLENGE_VERBS } from './verbs-after-challenge.js';
import { COV_AC_VERBS } from './verbs-cov-AC.js';
import { COV_B1_VERBS } from './verbs-cov-B1.js';
import { COV_B2_VERBS } from './verbs-cov-B2.js';
import { COV_E1_VERBS } from './verbs-cov-E1.js';
import { COV_E2_VERBS } from './verbs-cov-E2.js';
import { COV_E3_VERBS } from './verbs-cov-E3.js';
import { COV_F2_VERBS } from './verbs-cov-F2.js';
import { DAMAGE_VERBS } from './verbs-damage.js';
import { DECK_VERBS } from './verbs-deck.js';
import { EFFECT_VERBS } from './verbs-effects.js';
import { HAND_VERBS } from './verbs-hand.js';
import { LASTING_VERBS } from './verbs-lasting.js';
import { PLACES_VERBS } from './verbs-places.js';
import { TOURNAMENT_VERBS } from './verbs-tournament.js';
import { TRIGGER_VERBS } from './verbs-triggers.js';

/** Lorcana's verbs. */
export const VERBS = {
  ...HAND_VERBS,
  ...DECK_VERBS,
  ...DAMAGE_VERBS,
  ...LASTING_VERBS,
  ...EFFECT_VERBS,
  ...PLACES_VERBS,
  ...TOURNAMENT_VERBS,
  ...TRIGGER_VERBS,
  ...COV_AC_VERBS,
  ...COV_B1_VERBS,
  ...COV_B2_VERBS,
  ...COV_E1_VERBS,
  ...COV_E3_VERBS,
  ...COV_E2_VERBS,
  ...COV_F2_VERBS,
  ...AFTER_CHALLENGE_VERBS,
};

/** The type of Lorcana's verbs (what card steps are checked against). */
export type LorcanaVerbs = typeof VERBS;
