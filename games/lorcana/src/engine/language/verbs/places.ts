/**
 * Lorcana's verbs about locations (CR 4.7, 5.6) and singing (CR 8.11): moving several characters of
 * yours to the same location as one effect, and counting as having more cost to sing songs.
 *
 * @module
 */
import type { CardId } from '@cardloom/core';
import { describeDuration, describeFilter } from '../../../cards/describe-nouns.js';
import type { Target } from '../../../cards/vocabulary-effects.js';
import type { Duration } from '../../../cards/vocabulary-refs.js';
import { moveCharacterTo } from '../../changes/locations.js';
import { payInk } from '../../changes/moves.js';
import { modifyCards } from '../../effects/lasting.js';
import { resolveTarget } from '../../effects/targets.js';
import { cardOf, isInPlay, locationOf } from '../../state/board.js';
import { SING_BONUS } from '../../state/singing.js';
import { hasStat } from '../../state/stats.js';
import { acted, lorcanaVerb, t } from '../kit.js';

/** Parameters of `moveTogether`. */
export interface MoveTogetherParams {
  /** The characters to move: only the controller's own can move (CR 4.7.1). */
  readonly characters: Target;
  /** The one location they all move to: one of the controller's (CR 4.7.1). */
  readonly location: Target;
  /** “for free”: no move cost is paid (CR 4.7.3.2); otherwise each pays the location's. */
  readonly free?: boolean;
}

function charactersText(target: Target): string {
  if (typeof target === 'object' && 'choose' in target) {
    const n = target.count ?? 1;
    const what = `${describeFilter({ ...target.choose, owner: undefined }, true)} of yours`;
    return target.upTo ? `up to ${n} ${what}` : `${n} ${what}`;
  }
  return t(target);
}

/** The location and singing verbs. */
export const PLACES_VERBS = {
  /** “Chosen character counts as having +N cost to sing songs this turn” (CR 8.11). */
  singCostBonus: lorcanaVerb({
    run: (x, p: { readonly target: Target; readonly amount: number; readonly duration: Duration }) => {
      const cards = resolveTarget(x, p.target, x.prompt());
      modifyCards(x.ctx, cards, SING_BONUS, p.amount, p.duration, x.controller, x.source);
      return acted(cards);
    },
    describe: (p) =>
      `${t(p.target)} counts as having +${p.amount} cost to sing songs ${describeDuration(p.duration)}`,
  }),
  /** Move characters of yours to the same location of yours (CR 4.7) as part of an effect. */
  moveTogether: lorcanaVerb({
    run: (x, p: MoveTogetherParams) => {
      const { ctx } = x;
      const characters = resolveTarget(x, p.characters, x.prompt()).filter(
        (c) => isInPlay(ctx, c) && ctx.card(c).controller === x.controller,
      );
      if (characters.length === 0) return false;
      const [location] = resolveTarget(x, p.location, x.prompt());
      if (location === undefined || !isInPlay(ctx, location)) return false;
      if (ctx.card(location).controller !== x.controller) return false;
      const moved: CardId[] = [];
      for (const c of characters) {
        if (locationOf(ctx, c) === location || hasStat(ctx, c, 'cant.move')) continue;
        if (!p.free && !payInk(ctx, x.controller, cardOf(ctx, location).moveCost ?? 0)) continue;
        moveCharacterTo(ctx, c, location, x.controller);
        moved.push(c);
      }
      return acted(moved);
    },
    describe: (p) => `move ${charactersText(p.characters)} to the same location${p.free ? ' for free' : ''}`,
  }),
};
