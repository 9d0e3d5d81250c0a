/**
 * Lorcana's verbs: removing a fixed amount of damage from
 * each chosen card (CR 1.9.1.3) and losing a keyword for a duration (CR 6.6).
 *
 * @module
 */
import { describeKeyword } from '../../../cards/describe-ability.js';
import { describeDuration } from '../../../cards/describe-nouns.js';
import type { KeywordGrant } from '../../../cards/vocabulary-abilities.js';
import type { Target } from '../../../cards/vocabulary-effects.js';
import type { Duration } from '../../../cards/vocabulary-refs.js';
import { removeDamage } from '../../changes/damage.js';
import { modifyCards } from '../../effects/lasting.js';
import { resolveTarget } from '../../effects/targets.js';
import { damageOf } from '../../state/board.js';
import { acted, lorcanaVerb, t } from '../kit.js';

/** Parameters of `removeDamageEach`. */
export interface RemoveDamageEachParams {
  readonly target: Target;
  /** Damage removed from each card: all of it when the card has less (not “up to”, no choice). */
  readonly amount: number;
}

/** Parameters of `loseKeywords`. */
export interface LoseKeywordsParams {
  readonly target: Target;
  readonly keywords: readonly KeywordGrant[];
  readonly duration: Duration;
}

/** The verbs of this family. */
export const DAMAGE_REMOVAL_VERBS = {
  /**
   * “remove 1 damage each from up to 2 chosen characters”: each card loses that much damage, or all
   * it has (CR 1.9.1.3); the total counts for “this way”.
   */
  removeDamageEach: lorcanaVerb({
    run: (x, p: RemoveDamageEachParams) => {
      const cards = resolveTarget(x, p.target, x.prompt());
      let removed = 0;
      for (const c of cards)
        removed += removeDamage(x.ctx, c, Math.min(p.amount, damageOf(x.ctx, c)), x.controller);
      x.counted = removed;
      return acted(cards, removed > 0);
    },
    describe: (p) => `remove ${p.amount} damage each from ${t(p.target)}`,
  }),
  /**
   * “loses Reckless this turn”: the keyword is taken away for the duration (a negative modifier of
   * the keyword, CR 6.6); a keyword granted again still counts.
   */
  loseKeywords: lorcanaVerb({
    run: (x, p: LoseKeywordsParams) => {
      const cards = resolveTarget(x, p.target, x.prompt());
      for (const k of p.keywords)
        modifyCards(x.ctx, cards, `kw.${k.keyword}`, -(k.value ?? 1), p.duration, x.controller, x.source);
      return acted(cards);
    },
    describe: (p) =>
      `${t(p.target)} loses ${p.keywords.map(describeKeyword).join(' and ')} ${describeDuration(p.duration)}`,
  }),
};
