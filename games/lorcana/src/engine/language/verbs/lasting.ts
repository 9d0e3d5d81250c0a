/**
 * Lorcana's verbs that leave something behind: characteristic modifiers, granted keywords and
 * restrictions (CR 6.4.2, 6.6), payment modifiers (CR 4.3.6), floating and delayed triggers
 * (CR 6.2.7) and replacement effects created by an effect (CR 6.5).
 *
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import { describeKeyword, describeTrigger } from '../../../cards/describe-ability.js';
import {
  amountParts,
  amountSign,
  describeDuration,
  describeFilter,
  describePlayer,
  describeSubject,
  SELF,
  subjectVerb,
} from '../../../cards/describe-nouns.js';
import type { KeywordGrant, Restriction, Trigger } from '../../../cards/vocabulary-abilities.js';
import type { Effect, Instead, Target } from '../../../cards/vocabulary-effects.js';
import type { Amount, CardFilter, Duration, PlayerRef, Stat } from '../../../cards/vocabulary-refs.js';
import { eventTypeOf } from '../../abilities/trigger-match.js';
import { modifyCards, modifyPlayers } from '../../effects/lasting.js';
import { amountOf, playersOf } from '../../effects/match.js';
import { resolveTarget } from '../../effects/targets.js';
import { addNextCost } from '../../play/costs.js';
import { currentChallenge } from '../../state/board.js';
import { acted, lorcanaVerb, t } from '../kit.js';
import { insteadHolds, insteadText } from './damage.js';

/** Handler and condition keys registered by the definition for effect-created abilities. */
export const H = {
  floatingWhen: 'lorcana/floating-when',
  floatingRun: 'lorcana/floating-run',
  endOfTurnWhen: 'lorcana/end-of-turn-when',
  preventWhen: 'lorcana/prevent-next-when',
  prevent: 'lorcana/prevent-next',
} as const;

/**
 * Adds a floating triggered ability (CR 6.2.7.1) for a duration: the `H` handlers read `args` —
 * “this card” in it is `args.source`, “you” `args.controller`. The effect itself belongs to
 * `owner` (the card and player that created it), by default the same.
 */
export function addFloatingTrigger(
  ctx: Ctx,
  args: {
    readonly trigger: Trigger;
    readonly effect: Effect;
    readonly source: CardId;
    readonly controller: PlayerId;
    readonly once?: true;
  },
  duration: Duration,
  owner: { readonly source: CardId; readonly controller: PlayerId } = args,
): void {
  ctx.addEffect({
    kind: 'trigger',
    on: [eventTypeOf(args.trigger.on)],
    when: H.floatingWhen,
    run: H.floatingRun,
    args: args as never,
    duration: duration === 'thisTurn' ? { until: 'end-of-turn' } : { until: 'permanent' },
    source: owner.source,
    controller: owner.controller,
  });
}

/** Parameters of `floatingTrigger`. */
export interface FloatingParams {
  readonly trigger: Trigger;
  readonly effect: Effect;
  readonly duration: Duration;
}

/** Parameters of `atEndOfTurn`. */
export interface EndOfTurnParams {
  readonly effect: Effect;
}

function gets(amount: Amount, stat: string): string {
  const { n, per } = amountParts(amount);
  // “+{S} equal to this character's {S}”: counted as the effect resolves (CR 6.1.8).
  if (typeof amount === 'object' && 'statOf' in amount) return `${amountSign(amount)}${stat} equal to ${n}`;
  return `${amountSign(amount)}${n} ${stat}${per}`;
}

function restrictionVerb(what: string): string {
  if (what === 'readyStep') return 'ready at the start of their next turn';
  if (what === 'takeChallengeDamage') return 'take damage from challenges';
  if (what === 'beDealtDamage') return 'be dealt damage';
  if (what === 'beDealtDamageUnlessChallenged') return 'be dealt damage unless being challenged';
  if (what === 'readyStepAway') return "ready at the start of their next turn unless they're at a location";
  return what === 'beChallenged' ? 'be challenged' : what;
}

/** The lasting verbs. */
export const LASTING_VERBS = {
  /** “gets ±N [stat]” for a duration (CR 6.6). */
  modify: lorcanaVerb({
    run: (
      x,
      p: {
        readonly target: Target;
        readonly stat: Stat;
        readonly amount: Amount;
        readonly duration: Duration;
        readonly instead?: Instead;
      },
    ) => {
      const cards = resolveTarget(x, p.target, x.prompt());
      x.acting = cards;
      const n = insteadHolds(x, p.instead) ? p.instead.amount : amountOf(x, p.amount);
      modifyCards(x.ctx, cards, p.stat, n, p.duration, x.controller, x.source);
      return acted(cards);
    },
    describe: (p, say) =>
      `${subjectVerb(p.target, 'gets', 'get')} ${gets(p.amount, p.stat)} ${describeDuration(p.duration)}${insteadText(
        p.instead,
        say,
        p.instead ? `${amountSign(p.instead.amount)}${Math.abs(p.instead.amount)}` : '',
      )}`,
  }),
  /** “gains [keyword]” for a duration. */
  grant: lorcanaVerb({
    run: (
      x,
      p: { readonly target: Target; readonly keywords: readonly KeywordGrant[]; readonly duration: Duration },
    ) => {
      const cards = resolveTarget(x, p.target, x.prompt());
      for (const k of p.keywords) {
        modifyCards(x.ctx, cards, `kw.${k.keyword}`, k.value ?? 1, p.duration, x.controller, x.source);
      }
      return acted(cards);
    },
    describe: (p) =>
      `${subjectVerb(p.target, 'gains', 'gain')} ${p.keywords.map(describeKeyword).join(' and ')} ${describeDuration(p.duration)}`,
  }),
  /** “can't [quest / challenge / be challenged …]” for a duration. */
  restrict: lorcanaVerb({
    run: (x, p: { readonly target: Target; readonly what: Restriction; readonly duration: Duration }) => {
      const target = p.target;
      if (typeof target === 'object' && 'each' in target && target.continuous) {
        // “Your characters can't …”: also covers characters that enter play later (CR 6.4.2.1).
        modifyPlayers(x.ctx, [x.controller], `cant.${p.what}.all`, 1, p.duration, x.controller, x.source);
        return true;
      }
      const cards = resolveTarget(x, target, x.prompt());
      modifyCards(x.ctx, cards, `cant.${p.what}`, 1, p.duration, x.controller, x.source);
      return acted(cards);
    },
    describe: (p) =>
      `${describeSubject(p.target, SELF)} can't ${restrictionVerb(p.what)}${p.what === 'readyStep' || p.what === 'readyStepAway' ? '' : ` ${describeDuration(p.duration)}`}`,
  }),
  /** A rule on players, e.g. “opponents can't play actions” (CR 1.2.2). */
  restrictPlayers: lorcanaVerb({
    run: (
      x,
      p: { readonly players: PlayerRef; readonly what: 'playActions'; readonly duration: Duration },
    ) => {
      modifyPlayers(
        x.ctx,
        playersOf(x, p.players),
        'cant.playActions',
        1,
        p.duration,
        x.controller,
        x.source,
      );
      return true;
    },
    describe: (p) => `${describePlayer(p.players)} can't play actions ${describeDuration(p.duration)}`,
  }),
  /** A payment modifier for the next matching card played this turn (CR 4.3.6). */
  reduceNextCost: lorcanaVerb({
    run: (x, p: { readonly amount: number; readonly for: CardFilter }) => {
      addNextCost(x.ctx, x.controller, p.amount, p.for, x.source);
      return true;
    },
    describe: (p) => `you pay ${p.amount} ink less for the next ${describeFilter(p.for)} you play this turn`,
  }),
  /** A floating triggered ability for a duration (CR 6.2.7.1). */
  floatingTrigger: lorcanaVerb({
    run: (x, p: FloatingParams): boolean => {
      addFloatingTrigger(
        x.ctx,
        { trigger: p.trigger, effect: p.effect, source: x.source, controller: x.controller },
        p.duration,
      );
      return true;
    },
    describe: (p, say): string =>
      `${describeDuration(p.duration)}, ${describeTrigger(p.trigger, SELF)}, ${say.nested(p.effect)}`,
  }),
  /** A delayed triggered ability at the end of this turn; `it` stays bound (CR 6.2.7.2). */
  atEndOfTurn: lorcanaVerb({
    run: (x, p: EndOfTurnParams): boolean => {
      x.ctx.addEffect({
        kind: 'trigger',
        on: ['end-of-turn'],
        when: H.endOfTurnWhen,
        run: H.floatingRun,
        args: {
          effect: p.effect,
          source: x.source,
          controller: x.controller,
          it: x.it.map((id) => ({ id, stamp: x.ctx.card(id).stamp })),
        } as never,
        duration: { until: 'used' },
        source: x.source,
        controller: x.controller,
      });
      return true;
    },
    describe: (p, say): string => `at the end of your turn, ${say.nested(p.effect)}`,
  }),
  /** “the next time they would be dealt damage they take no damage instead” (a replacement, CR 6.5). */
  preventNextDamage: lorcanaVerb({
    run: (x, p: { readonly target: Target; readonly duration: Duration }) => {
      const cards = resolveTarget(x, p.target, x.prompt());
      for (const id of cards) {
        x.ctx.addEffect({
          kind: 'replacement',
          on: ['damage'],
          when: H.preventWhen,
          run: H.prevent,
          args: { card: id, stamp: x.ctx.card(id).stamp, untilStartOf: x.controller } as never,
          duration: { until: 'permanent' },
          source: x.source,
          controller: x.controller,
        });
      }
      return cards.length > 0;
    },
    describe: (p) =>
      `${describeDuration(p.duration)}, the next time ${t(p.target)} would be dealt damage, they take none instead`,
  }),
  /** “takes no damage from the challenge” for the current challenge. */
  preventChallengeDamage: lorcanaVerb({
    run: (x, p: { readonly target: Target }) => {
      const cards: CardId[] = resolveTarget(x, p.target, x.prompt());
      if (!currentChallenge(x.ctx)) return false;
      const list = (x.ctx.getVar('noChallengeDamage') as number[] | undefined) ?? [];
      x.ctx.setVar('noChallengeDamage', [...list, ...cards]);
      return cards.length > 0;
    },
    describe: (p) => `${describeSubject(p.target, SELF)} takes no damage from this challenge`,
  }),
};
