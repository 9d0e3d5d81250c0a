/**
 * Lorcana's verbs (triggers, turn history, replacements): a
 * floating triggered ability watching the cards an effect chose (CR 6.2.7.1).
 *
 * @module
 */

import type { CardId, Ctx } from '@cardloom/core';
import { describeKeyword } from '../../../cards/describe-ability.js';
import { describeDuration, describeFilter } from '../../../cards/describe-nouns.js';
import type { KeywordGrant, Restriction, Trigger } from '../../../cards/vocabulary-abilities.js';
import type { Effect, Target } from '../../../cards/vocabulary-effects.js';
import type { CardFilter, Duration, PlayerRef } from '../../../cards/vocabulary-refs.js';
import { putIntoInkwell } from '../../changes/moves.js';
import { modifyCards } from '../../effects/lasting.js';
import { playersOf } from '../../effects/match.js';
import { cardsInPlay, resolveTarget } from '../../effects/targets.js';
import { cardOf, isInPlay } from '../../state/board.js';
import { acted, lorcanaVerb, t } from '../kit.js';
import { NO_CHALLENGE_DAMAGE } from '../stats/watchers-and-spared-damage.js';
import { addFloatingTrigger } from './lasting.js';

/** Parameters of `watchTrigger`. */
export interface WatchTriggerParams {
  /** The cards the trigger is about (usually `it`: “they”). */
  readonly target: Target;
  /** The event, about the watched card (`subject` is always that card). */
  readonly trigger: Trigger;
  readonly effect: Effect;
  readonly duration: Duration;
  /** “The next time they …”: only the first such event of the duration (CR 6.2.7.1). */
  readonly once?: true;
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

/** Parameters of `whileSourceInPlay`. */
export interface WhileSourceInPlayParams {
  /** The cards it applies to (usually `it`: “that character”). */
  readonly target: Target;
  /** Keywords they gain. */
  readonly keywords?: readonly KeywordGrant[];
  /** What they can't do. */
  readonly restrict?: Restriction;
}

/** The arguments of a modifier lasting while its source stays in play. */
export interface WhileSourceArgs {
  readonly source: CardId;
  readonly stamp: number;
}

/** The condition key (definition `conditions`) of modifiers lasting while their source is in play. */
export const WHILE_SOURCE_IN_PLAY = 'lorcana/while-source-in-play';

/** Whether the source of a {@link WhileSourceArgs} modifier is still the same card in play. */
export function sourceStillInPlay(ctx: Ctx, args: WhileSourceArgs): boolean {
  return isInPlay(ctx, args.source) && ctx.card(args.source).stamp === args.stamp;
}

/** The stats a `whileSourceInPlay` step changes. */
export function whileSourceStats(p: WhileSourceInPlayParams): string[] {
  return [...(p.keywords ?? []).map((k) => `kw.${k.keyword}`), ...(p.restrict ? [`cant.${p.restrict}`] : [])];
}

/** Parameters of `playersInkTheirs`. */
export interface PlayersInkTheirsParams {
  /** Who chooses, each in turn order from the active player (CR 6.7.5). */
  readonly players: PlayerRef;
  /** How many of their cards each chooses (all they have if fewer). */
  readonly count: number;
  /** Which of their own cards in play. */
  readonly filter: CardFilter;
}

/** The floating-trigger, spared-damage and while-in-play verbs. */
export const FLOATING_TRIGGER_VERBS = {
  /**
   * “Each player chooses 2 of their characters and puts them into their inkwell facedown and
   * exerted”: in turn order (CR 6.7.5) each chooses that many of their own (all if fewer).
   */
  playersInkTheirs: lorcanaVerb({
    run: (x, p: PlayersInkTheirsParams) => {
      const { ctx } = x;
      const moved: CardId[] = [];
      for (const pl of playersOf(x, p.players)) {
        const mine = cardsInPlay(x, p.filter).filter((c) => ctx.card(c).controller === pl);
        const n = Math.min(p.count, mine.length);
        const picked = ctx.chooseCards(pl, mine, {
          min: n,
          max: n,
          prompt: `${cardOf(ctx, x.source).name}: choose ${n} of your ${describeFilter(p.filter, true)} to put into your inkwell`,
        });
        for (const card of picked) {
          putIntoInkwell(ctx, card, true, pl);
          moved.push(card);
        }
      }
      return acted(moved);
    },
    describe: (p): string =>
      `${p.players === 'eachPlayer' ? 'each player' : 'each opponent'} chooses ${p.count} of their ${describeFilter(p.filter, true)} and puts them into their inkwell facedown and exerted`,
  }),
  /**
   * “While this item is in play, that character gains Evasive / can't ready at the start of their
   * turn”: a continuous effect on the chosen cards lasting as long as the source stays in play (it
   * ends at once when the source leaves, CR 6.4.2; a card that leaves play stops being affected,
   * CR 1.2.4 new object).
   */
  whileSourceInPlay: lorcanaVerb({
    run: (x, p: WhileSourceInPlayParams) => {
      const cards = resolveTarget(x, p.target, x.prompt()).filter((c) => isInPlay(x.ctx, c));
      if (cards.length === 0 || !isInPlay(x.ctx, x.source)) return acted([]);
      const args: WhileSourceArgs = { source: x.source, stamp: x.ctx.card(x.source).stamp };
      for (const stat of whileSourceStats(p)) {
        const value = p.keywords?.find((k) => `kw.${k.keyword}` === stat)?.value ?? 1;
        x.ctx.addEffect({
          kind: 'modifier',
          stat,
          op: 'add',
          amount: value,
          cards: cards.map((id) => ({ id, stamp: x.ctx.card(id).stamp })),
          while: WHILE_SOURCE_IN_PLAY,
          args: args as never,
          duration: { until: 'permanent' },
          source: x.source,
          controller: x.controller,
        });
      }
      return acted(cards);
    },
    describe: (p): string => {
      const what = p.restrict
        ? `can't ${p.restrict === 'readyStep' ? 'ready at the start of their turn' : p.restrict}`
        : `gains ${(p.keywords ?? []).map(describeKeyword).join(' and ')}`;
      return `while {self} is in play, ${t(p.target)} ${what}`;
    },
  }),
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
        addFloatingTrigger(
          x.ctx,
          {
            trigger: { ...p.trigger, subject: 'self' },
            effect: p.effect,
            source: card,
            controller: x.controller,
            ...(p.once ? { once: true } : {}),
          },
          p.duration,
          x,
        );
      }
      return acted(cards);
    },
    describe: (p, say): string =>
      `${p.once ? 'the next time' : 'whenever'} they ${WATCHED[p.trigger.on] ?? p.trigger.on} ${describeDuration(p.duration)}, ${say.nested(p.effect)}`,
  }),
};
