/**
 * Lorcana's verbs of issue 16's coverage helper E1 (triggers, turn history, replacements): a
 * floating triggered ability watching the cards an effect chose (CR 6.2.7.1).
 *
 * @module
 */

import { describeDuration } from '../../cards/describe-nouns.js';
import type { Trigger } from '../../cards/vocabulary-abilities.js';
import type { Effect, Target } from '../../cards/vocabulary-effects.js';
import type { Duration } from '../../cards/vocabulary-refs.js';
import { isInPlay } from '../board.js';
import { resolveTarget } from '../effects/targets.js';
import { modifyCards } from '../lasting.js';
import { eventTypeOf } from '../trigger-match.js';
import { acted, lorcanaVerb, t } from './kit.js';
import { NO_CHALLENGE_DAMAGE } from './stats-cov-E1.js';
import { H } from './verbs-lasting.js';

/** Parameters of `watchTrigger`. */
export interface WatchTriggerParams {
  /** The cards the trigger is about (usually `it`: “they”). */
  readonly target: Target;
  /** The event, about the watched card (`subject` is always that card). */
  readonly trigger: Trigger;
  readonly effect: Effect;
  readonly duration: Duration;
}

/** How the watched card's event reads after “whenever they …”. */
const WATCHED: Partial<Record<Trigger['on'], string>> = {
  challenges: 'challenge another character',
  quests: 'quest',
  banished: 'are banished',
  challenged: 'are challenged',
};

/** Parameters of `spareChallengeDamage`. */
export interface SpareChallengeDamageParams {
  readonly target: Target;
  readonly duration: Duration;
}

/** The verbs of the E1 coverage family. */
export const COV_E1_VERBS = {
  /**
   * “… gains "This character takes no damage from challenges" this turn”: in every challenge of the
   * duration, the challenge damage it would be dealt is not dealt (CR 4.6.6); other damage is.
   */
  spareChallengeDamage: lorcanaVerb({
    run: (x, p: SpareChallengeDamageParams) => {
      const cards = resolveTarget(x, p.target, x.prompt()).filter((c) => isInPlay(x.ctx, c));
      modifyCards(x.ctx, cards, NO_CHALLENGE_DAMAGE, 1, p.duration, x.controller, x.source);
      return acted(cards);
    },
    describe: (p): string =>
      `${t(p.target)} gains "This character takes no damage from challenges" ${describeDuration(p.duration)}`,
  }),
  /**
   * “Chosen character gets +2 {S} this turn. Whenever they challenge another character this turn,
   * you may draw a card.”: a floating triggered ability of the effect's controller (CR 6.2.7.1) that
   * triggers on events of the watched cards — “you” stays the controller, unlike a granted ability.
   */
  watchTrigger: lorcanaVerb({
    run: (x, p: WatchTriggerParams) => {
      const cards = resolveTarget(x, p.target, x.prompt()).filter((c) => isInPlay(x.ctx, c));
      for (const card of cards) {
        x.ctx.addEffect({
          kind: 'trigger',
          on: [eventTypeOf(p.trigger.on)],
          when: H.floatingWhen,
          run: H.floatingRun,
          args: {
            trigger: { ...p.trigger, subject: 'self' },
            effect: p.effect,
            source: card,
            controller: x.controller,
          } as never,
          duration: p.duration === 'thisTurn' ? { until: 'end-of-turn' } : { until: 'permanent' },
          source: x.source,
          controller: x.controller,
        });
      }
      return acted(cards);
    },
    describe: (p, say): string =>
      `whenever they ${WATCHED[p.trigger.on] ?? p.trigger.on} ${describeDuration(p.duration)}, ${say.nested(p.effect)}`,
  }),
};
