/**
 * Every Lorcana verb of the card language, each defined once with its `run` and its `describe`.
 *
 * @module
 */

import { AFTER_CHALLENGE_VERBS } from './verbs/after-challenge.js';
import { CHOICE_AND_HAND_VERBS } from './verbs/choices-and-hands.js';
import { COMBINED_CHANGE_VERBS } from './verbs/combined-changes.js';
import { COUNTED_DISCARD_VERBS } from './verbs/counted-discards.js';
import { DAMAGE_VERBS } from './verbs/damage.js';
import { DAMAGE_REMOVAL_VERBS } from './verbs/damage-removal-and-keyword-loss.js';
import { DECK_VERBS } from './verbs/deck.js';
import { EFFECT_VERBS } from './verbs/effects.js';
import { FLOATING_TRIGGER_VERBS } from './verbs/floating-triggers.js';
import { GRANTED_ACTIVATION_VERBS } from './verbs/granted-activations.js';
import { HAND_VERBS } from './verbs/hand.js';
import { LASTING_VERBS } from './verbs/lasting.js';
import { PLACES_VERBS } from './verbs/places.js';
import { PLAY_RESTRICTION_VERBS } from './verbs/play-restrictions.js';
import { TRIGGER_VERBS } from './verbs/triggers.js';
import { ZONE_AND_CARD_VERBS } from './verbs/zones-and-cards.js';

/** Lorcana's verbs. */
export const VERBS = {
  ...HAND_VERBS,
  ...DECK_VERBS,
  ...DAMAGE_VERBS,
  ...LASTING_VERBS,
  ...EFFECT_VERBS,
  ...PLACES_VERBS,
  ...CHOICE_AND_HAND_VERBS,
  ...TRIGGER_VERBS,
  ...GRANTED_ACTIVATION_VERBS,
  ...COMBINED_CHANGE_VERBS,
  ...ZONE_AND_CARD_VERBS,
  ...FLOATING_TRIGGER_VERBS,
  ...PLAY_RESTRICTION_VERBS,
  ...DAMAGE_REMOVAL_VERBS,
  ...COUNTED_DISCARD_VERBS,
  ...AFTER_CHALLENGE_VERBS,
};

/** The type of Lorcana's verbs (what card steps are checked against). */
export type LorcanaVerbs = typeof VERBS;
