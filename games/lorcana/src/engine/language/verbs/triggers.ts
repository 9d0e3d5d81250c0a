/**
 * Lorcana's verbs of the triggers family (issue 16): lasting permissions to challenge ready
 * characters (CR 4.6.4.2) and triggered abilities granted to cards for a duration (a quoted ability
 * a card “gains”, CR 6.2.7.1), each with the keywords granted beside it.
 *
 * @module
 */
import type { CardId } from '@cardloom/core';
import { describeKeyword, describeTrigger } from '../../../cards/describe-ability.js';
import { describeDuration, describeSubject, SELF, subjectVerb } from '../../../cards/describe-nouns.js';
import type { KeywordGrant, Trigger } from '../../../cards/vocabulary-abilities.js';
import type { Effect, Target } from '../../../cards/vocabulary-effects.js';
import type { Duration } from '../../../cards/vocabulary-refs.js';
import type { Exec } from '../../effects/exec.js';
import { modifyCards } from '../../effects/lasting.js';
import { resolveTarget } from '../../effects/targets.js';
import { isInPlay } from '../../state/board.js';
import { acted, lorcanaVerb } from '../kit.js';
import { CHALLENGE_READY } from '../stats/trigger-grants.js';
import { addFloatingTrigger } from './lasting.js';

function keywordsFirst(keywords: readonly KeywordGrant[] | undefined): string {
  return keywords && keywords.length > 0 ? `${keywords.map(describeKeyword).join(' and ')} and ` : '';
}

function grantKeywords(
  x: Exec,
  cards: readonly CardId[],
  keywords: readonly KeywordGrant[] | undefined,
  d: Duration,
) {
  for (const k of keywords ?? [])
    modifyCards(x.ctx, cards, `kw.${k.keyword}`, k.value ?? 1, d, x.controller, x.source);
}

/** Parameters of `allowChallengeReady`. */
export interface ChallengeReadyParams {
  readonly target: Target;
  readonly duration: Duration;
  /** Keywords granted with it (“gains Challenger +2 and can challenge ready characters”). */
  readonly keywords?: readonly KeywordGrant[];
  /** Printed as a quoted ability the card gains. */
  readonly quoted?: boolean;
}

/** Parameters of `grantTrigger`. */
export interface GrantTriggerParams {
  readonly target: Target;
  readonly trigger: Trigger;
  readonly effect: Effect;
  readonly duration: Duration;
  readonly keywords?: readonly KeywordGrant[];
}

/** The verbs of the triggers family. */
export const TRIGGER_VERBS = {
  /** “[cards] can challenge ready characters [this turn]” (lifts CR 4.6.4.2 for them). */
  allowChallengeReady: lorcanaVerb({
    run: (x, p: ChallengeReadyParams) => {
      const cards = resolveTarget(x, p.target, x.prompt());
      grantKeywords(x, cards, p.keywords, p.duration);
      modifyCards(x.ctx, cards, CHALLENGE_READY, 1, p.duration, x.controller, x.source);
      return acted(cards);
    },
    describe: (p) => {
      const can = p.quoted
        ? `${subjectVerb(p.target, 'gains', 'gain')} ${keywordsFirst(p.keywords)}"This character can challenge ready characters"`
        : p.keywords
          ? `${subjectVerb(p.target, 'gains', 'gain')} ${keywordsFirst(p.keywords)}can challenge ready characters`
          : `${describeSubject(p.target, SELF)} can challenge ready characters`;
      return `${can} ${describeDuration(p.duration)}`;
    },
  }),
  /**
   * “[cards] gain "[trigger], [effect]" [this turn]”: each card gets a floating triggered ability
   * of its own (CR 6.2.7.1) — “this character / this card” in it is that card, “you” its controller.
   */
  grantTrigger: lorcanaVerb({
    run: (x, p: GrantTriggerParams) => {
      const cards = resolveTarget(x, p.target, x.prompt());
      grantKeywords(x, cards, p.keywords, p.duration);
      for (const card of cards) {
        if (!isInPlay(x.ctx, card)) continue;
        const controller = x.ctx.card(card).controller;
        addFloatingTrigger(
          x.ctx,
          { trigger: p.trigger, effect: p.effect, source: card, controller },
          p.duration,
        );
      }
      return acted(cards);
    },
    describe: (p, say): string => {
      // Inside the quoted ability, “this character” is the card that gains it.
      const effect = say.nested(p.effect).split(SELF).join('this character');
      return `${subjectVerb(p.target, 'gains', 'gain')} ${keywordsFirst(p.keywords)}"${describeTrigger(p.trigger, 'this character')}, ${effect}" ${describeDuration(p.duration)}`;
    },
  }),
};
