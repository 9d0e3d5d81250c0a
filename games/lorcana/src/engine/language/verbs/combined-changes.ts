/**
 * Lorcana's verbs: one target getting several stat changes
 * and keywords for one duration (“chosen character gets +3 {S} and gains Evasive until the start of
 * your next turn”, CR 6.6, 6.4.2).
 *
 * @module
 */
import { describeKeyword, statChange } from '../../../cards/describe-ability.js';
import { describeDuration, describeSubject, isPlural, SELF } from '../../../cards/describe-nouns.js';
import type { KeywordGrant } from '../../../cards/vocabulary-abilities.js';
import type { Target } from '../../../cards/vocabulary-effects.js';
import type { Amount, Duration, Stat } from '../../../cards/vocabulary-refs.js';
import { modifyCards } from '../../effects/lasting.js';
import { amountOf } from '../../effects/match.js';
import { resolveTarget } from '../../effects/targets.js';
import { acted, lorcanaVerb } from '../kit.js';
import { MUST_QUEST } from '../stats/combined-changes.js';

/** One stat change of {@link GetsAndGainsParams}. */
export interface StatChange {
  readonly stat: Stat;
  readonly amount: Amount;
}

/** Parameters of `mustQuest`. */
export interface MustQuestParams {
  readonly target: Target;
  readonly duration: Duration;
  /** “can't challenge and must quest”. */
  readonly cantChallenge?: boolean;
}

/** Parameters of `getsAndGains`. */
export interface GetsAndGainsParams {
  readonly target: Target;
  readonly mods: readonly StatChange[];
  readonly keywords?: readonly KeywordGrant[];
  readonly duration: Duration;
  /** The printed order “gains [keyword] and gets …” (the keywords read first). */
  readonly gainsFirst?: boolean;
}

/** The character-effects verbs. */
export const COMBINED_CHANGE_VERBS = {
  /**
   * “[target] gets +N [stat] (and +M [stat]) and gains [keywords] [duration]”: the cards are chosen
   * once, then every change applies to them for the duration (CR 6.6, 6.4.2).
   */
  getsAndGains: lorcanaVerb({
    run: (x, p: GetsAndGainsParams) => {
      const cards = resolveTarget(x, p.target, x.prompt());
      x.acting = cards;
      for (const m of p.mods)
        modifyCards(x.ctx, cards, m.stat, amountOf(x, m.amount), p.duration, x.controller, x.source);
      for (const k of p.keywords ?? [])
        modifyCards(x.ctx, cards, `kw.${k.keyword}`, k.value ?? 1, p.duration, x.controller, x.source);
      return acted(cards);
    },
    describe: (p) => {
      const plural = isPlural(p.target);
      const gets = `${plural ? 'get' : 'gets'} ${p.mods.map((m) => statChange(m.amount, m.stat)).join(' and ')}`;
      const kws = p.keywords?.length
        ? `${plural ? 'gain' : 'gains'} ${p.keywords.map(describeKeyword).join(' and ')}`
        : '';
      const parts = !kws ? [gets] : p.gainsFirst ? [kws, gets] : [gets, kws];
      return `${describeSubject(p.target, SELF)} ${parts.join(' and ')} ${describeDuration(p.duration)}`;
    },
  }),
  /**
   * “[target] (can't challenge and) must quest during their next turn if able”: the requirement
   * keeps its player from ending the turn while the character could quest (see `must-quest.ts`).
   */
  mustQuest: lorcanaVerb({
    run: (x, p: MustQuestParams) => {
      const cards = resolveTarget(x, p.target, x.prompt());
      x.acting = cards;
      if (p.cantChallenge) modifyCards(x.ctx, cards, 'cant.challenge', 1, p.duration, x.controller, x.source);
      modifyCards(x.ctx, cards, MUST_QUEST, 1, p.duration, x.controller, x.source);
      return acted(cards);
    },
    describe: (p) =>
      `${describeSubject(p.target, SELF)} ${p.cantChallenge ? "can't challenge and " : ''}must quest ${describeDuration(p.duration)} if able`,
  }),
};
