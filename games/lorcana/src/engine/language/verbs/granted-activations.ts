/**
 * Lorcana's verbs: an activated ability granted to cards for a
 * duration (“Your characters gain "{E}, 1 {I} — Deal 1 damage to chosen character" this turn.”,
 * CR 6.4, 6.6). The granted abilities are read by `granted.ts`.
 *
 * @module
 */
import { capitalize } from '@cardloom/core/cards';
import { describeOtherCosts } from '../../../cards/describe-costs.js';
import { describeDuration, SELF, subjectVerb } from '../../../cards/describe-nouns.js';
import type { ActivatedAbility } from '../../../cards/vocabulary-abilities.js';
import type { Target } from '../../../cards/vocabulary-effects.js';
import { GRANTED_STAT, type GrantedMarkArgs } from '../../abilities/granted-marks.js';
import { resolveTarget } from '../../effects/targets.js';
import { acted, lorcanaVerb } from '../kit.js';

/** Parameters of `grantActivated`. */
export interface GrantActivatedParams {
  readonly target: Target;
  /** The quoted ability; “this character” in it is the card that gains it. */
  readonly ability: ActivatedAbility;
  readonly duration: 'thisTurn';
}

/** The verbs of this family. */
export const GRANTED_ACTIVATION_VERBS = {
  /**
   * “[cards] gain "[cost] — [effect]" [this turn]”: each card has the activated ability while the
   * effect lasts (its controller uses it, CR 6.3).
   */
  grantActivated: lorcanaVerb({
    run: (x, p: GrantActivatedParams) => {
      const cards = resolveTarget(x, p.target, x.prompt());
      if (cards.length === 0) return false;
      // A marker change of no size until the end of the turn; `granted.ts` reads the ability in it.
      const args: GrantedMarkArgs = { grant: p.ability };
      x.ctx.addEffect({
        kind: 'modifier',
        stat: GRANTED_STAT,
        op: 'add',
        amount: 0,
        cards: cards.map((id) => ({ id, stamp: x.ctx.card(id).stamp })),
        duration: { until: 'end-of-turn' },
        args: args as never,
        source: x.source,
        controller: x.controller,
      });
      return acted(cards);
    },
    describe: (p, say): string => {
      const cost: string[] = [];
      if (p.ability.cost.exert) cost.push('exert');
      if (p.ability.cost.ink) cost.push(`${p.ability.cost.ink} ink`);
      cost.push(...describeOtherCosts(p.ability.cost));
      const head = cost.join(', ');
      const effect = say.nested(p.ability.effect).split(SELF).join('this character');
      const quoted = `${capitalize(head)}: ${capitalize(effect)}.`;
      return `${subjectVerb(p.target, 'gains', 'gain')} "${quoted}" ${describeDuration(p.duration)}`;
    },
  }),
};
