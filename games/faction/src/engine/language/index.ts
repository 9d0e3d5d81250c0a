/**
 * The faction game's card language: its nouns, verbs and ability words given to the shared card
 * language (`@cardloom/core/cards`), which interprets and describes every card with them.
 * @module
 */
import { defineLanguage } from '@cardloom/core/cards';
import type { FactionNouns } from '../../cards/vocabulary';
import { cardOf, isLive } from '../board';
import { K, PLAY_ZONES } from '../keys';
import { usefulNow } from '../windows';
import { COSTS, STATICS, TIMINGS, TRIGGERS } from './abilities';
import { CONDITIONS, DURATIONS, FILTER, REFS } from './nouns';
import { VERBS } from './verbs';

/** The faction card language. Abilities work only while their card is live (D10). */
export const FACTION_LANGUAGE = defineLanguage<FactionNouns>()({
  verbs: VERBS,
  filter: FILTER,
  refs: REFS,
  conditions: CONDITIONS,
  triggers: TRIGGERS,
  statics: STATICS,
  costs: COSTS,
  timings: TIMINGS,
  durations: DURATIONS,
  active: isLive,
  zones: PLAY_ZONES,
  activation: {
    abilitiesOf: (ctx, card) => cardOf(ctx, card).abilities,
    onceKey: (ctx, card, index) => K.ability(card, ctx.card(card).stamp, index),
    useful: (ctx, ability) => usefulNow(ctx, ability.effects),
  },
});
