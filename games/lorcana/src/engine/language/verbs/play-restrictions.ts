/**
 * Lorcana's verbs: players who can't play cards of some
 * types for a duration (“Opponents can't play actions or items until the start of your next turn”,
 * CR 1.2.2: “can't” wins over any permission). `actions/play.ts` and playing from an effect read the
 * player stats this sets.
 *
 * @module
 */

import type { CardId } from '@cardloom/core';
import {
  describeDuration,
  describePlayer,
  describeSubject,
  SELF,
  subjectVerb,
} from '../../../cards/describe-nouns.js';
import type { Target } from '../../../cards/vocabulary-effects.js';
import type { Duration, PlayerRef } from '../../../cards/vocabulary-refs.js';
import { putCardUnder } from '../../changes/under.js';
import { modifyCards, modifyPlayers } from '../../effects/lasting.js';
import { playersOf } from '../../effects/match.js';
import { resolveTarget } from '../../effects/targets.js';
import { isInPlay, Z } from '../../state/board.js';
import { classificationStat } from '../../state/classifications.js';
import { cantPlayStat } from '../../state/play-limits.js';
import { acted, lorcanaVerb } from '../kit.js';
import { removeUpTo } from './damage.js';

/** Parameters of `restrictPlay`. */
export interface RestrictPlayParams {
  readonly players: PlayerRef;
  readonly types: readonly ('action' | 'item')[];
  readonly duration: Duration;
}

/** Parameters of `grantClassification`. */
export interface GrantClassificationParams {
  readonly target: Target;
  readonly classification: string;
  readonly duration: Duration;
}

/** Parameters of `putTopUnderEach`. */
export interface PutTopUnderEachParams {
  /** The cards that each get the next top card of your deck under them (facedown). */
  readonly target: Target;
}

/** Parameters of `removeDamageFrom`. */
export interface RemoveDamageFromParams {
  readonly target: Target;
  /** Up to this much from each (CR 6.1.3: “up to” includes 0). */
  readonly amount: number;
}

/** The verbs of this family. */
export const PLAY_RESTRICTION_VERBS = {
  /**
   * “Remove up to N damage from each of …”: `it` is then the cards damage was removed from (“each
   * character you removed damage from this way”, CR 6.1.11).
   */
  removeDamageFrom: lorcanaVerb({
    run: (x, p: RemoveDamageFromParams) =>
      acted(removeUpTo(x, resolveTarget(x, p.target, x.prompt()), p.amount)),
    describe: (p) => `remove up to ${p.amount} damage from ${describeSubject(p.target, SELF)}`,
  }),
  /**
   * “Put a card from the top of your deck facedown under each of your other characters”: one card
   * each, in turn, while the deck lasts (CR 5.1.1.5); the hosts that got one are `it`.
   */
  putTopUnderEach: lorcanaVerb({
    run: (x, p: PutTopUnderEachParams) => {
      const hosts = resolveTarget(x, p.target, x.prompt());
      const got: CardId[] = [];
      for (const host of hosts) {
        const top = x.ctx.cards(Z.deck, x.controller)[0];
        if (top === undefined) break;
        if (!isInPlay(x.ctx, host)) continue;
        putCardUnder(x.ctx, top, host, true, x.controller);
        got.push(host);
      }
      return acted(got, got.length > 0 && got.length === hosts.length);
    },
    describe: (p) =>
      `put a card from the top of your deck facedown under each of ${describeSubject(p.target, SELF)}`,
  }),
  /** “[cards] gain the Detective classification [duration]” (CR 5.2.7, 6.6). */
  grantClassification: lorcanaVerb({
    run: (x, p: GrantClassificationParams) => {
      const cards = resolveTarget(x, p.target, x.prompt());
      modifyCards(x.ctx, cards, classificationStat(p.classification), 1, p.duration, x.controller, x.source);
      return acted(cards);
    },
    describe: (p) =>
      `${subjectVerb(p.target, 'gains', 'gain')} the ${p.classification} classification ${describeDuration(p.duration)}`,
  }),
  /** “[players] can't play actions or items [duration]”: a rule on players (CR 1.2.2). */
  restrictPlay: lorcanaVerb({
    run: (x, p: RestrictPlayParams) => {
      const players = playersOf(x, p.players);
      for (const type of p.types)
        modifyPlayers(x.ctx, players, cantPlayStat(type), 1, p.duration, x.controller, x.source);
      return players.length > 0;
    },
    describe: (p) => {
      const what = p.types.map((t) => `${t}s`).join(' or ');
      const who = p.players === 'opponents' ? 'opponents' : describePlayer(p.players);
      return `${who} can't play ${what} ${describeDuration(p.duration)}`;
    },
  }),
};
