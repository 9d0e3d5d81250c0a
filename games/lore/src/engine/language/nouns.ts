/**
 * Lore's nouns read against the game: the object filter, card and player references, condition tests,
 * counted amounts and durations — each with its wording beside it.
 * @module
 */
import type { CardId, Ctx, Duration as KernelDuration, PlayerId } from '@cardloom/core';
import type { Env, LanguageSpec, LanguageWords, VerbsOf } from '@cardloom/core/cards';
import {
  describeFilter,
  describePlayerPossessive,
  describePlayerSubject,
} from '../../cards/describe-parts.js';
import type { Duration, LoreNouns, Target } from '../../cards/vocabulary-effects.js';
import { allMatching } from '../state/filters.js';
import { C } from '../state/keys.js';
import { inPlay, mythos, opponentOf, sanity, strOf } from '../state/queries.js';

type Spec = LanguageSpec<LoreNouns, VerbsOf<LoreNouns>> & LanguageWords<LoreNouns, VerbsOf<LoreNouns>>;
type LoreEnv = Env<LoreNouns>;

/** The objects a target names now that are still in play (selected objects may have left since step d). */
export function objects(env: LoreEnv, target: Target): CardId[] {
  return env.targets(target).filter((c) => c >= 0 && inPlay(env.ctx, c));
}

/** Objects matching a filter: every one for `{ each }`; selections go through step d (`announce.ts`). */
export const FILTER: Spec['filter'] = {
  candidates: (env, filter) => allMatching(env.ctx, filter, { controller: env.controller, self: env.card }),
  // The language puts "each"/"a chosen" in front: a bare singular or plural phrase.
  describe: (filter, n) =>
    n === 1 ? describeFilter(filter, 'each').replace(/^each /, '') : describeFilter(filter, 'plural'),
};

/** The card references: this card, the creature this weapon is equipped to, the card an event is about. */
export const REFS: Spec['refs'] = {
  self: {
    cards: (env) => (env.card >= 0 && inPlay(env.ctx, env.card) && env.isBound(env.card) ? [env.card] : []),
    text: 'this card',
  },
  equipped: {
    cards: (env) => {
      const host = env.card >= 0 ? env.ctx.card(env.card).attachedTo : -1;
      return host >= 0 && inPlay(env.ctx, host) ? [host] : [];
    },
    text: 'the equipped creature',
  },
  event: {
    cards: (env) => {
      const card = env.event?.card;
      return typeof card === 'number' && inPlay(env.ctx, card) && env.isBound(card) ? [card] : [];
    },
    text: 'that card',
  },
};

/** Every player, the active player first. */
function eachPlayer(ctx: Ctx): PlayerId[] {
  return [ctx.active, ...ctx.playersInOrder(ctx.active).filter((p) => p !== ctx.active)];
}

/** The player references of Lore. */
export const PLAYERS: Spec['players'] = {
  opponent: { players: (env) => [opponentOf(env.ctx, env.controller)], text: 'your opponent' },
  each: { players: (env) => eachPlayer(env.ctx), text: 'each player' },
  itsController: {
    players: (env) => (env.it.length ? [env.ctx.card(env.it[0]).controller] : []),
    text: 'its controller',
  },
};

/** The condition tests of Lore. */
export const CONDITIONS: Spec['conditions'] = {
  mythosAtLeast: {
    holds: (env, p) => mythos(env.ctx) >= p.amount,
    describe: (p) => `the mythos pool has ${p.amount} or more mythos`,
  },
  turnCountersAtLeast: {
    holds: (env, p) => env.card >= 0 && env.ctx.counter(env.card, C.turns) >= p.amount,
    describe: (p) => `this card has ${p.amount} or more turn counters`,
  },
  control: {
    holds: (env, p) =>
      allMatching(env.ctx, Object.assign({}, p.filter, { controller: 'you' as const }), {
        controller: env.controller,
        self: env.card,
      }).length >= p.atLeast,
    describe: (p) => `you control ${p.atLeast} or more ${describeFilter(p.filter, 'plural')}`,
  },
  sanityAtMost: {
    holds: (env, p) =>
      sanity(env.ctx, p.player === 'you' ? env.controller : opponentOf(env.ctx, env.controller)) <= p.amount,
    describe: (p) =>
      `${describePlayerSubject(p.player)} ${p.player === 'you' ? 'have' : 'has'} ${p.amount} or less sanity`,
  },
  yourTurn: { holds: (env) => env.ctx.active === env.controller, describe: () => 'it is your turn' },
};

/** The counted amounts of Lore. */
export const COUNTS: Spec['counts'] = {
  mythos: { count: (env) => mythos(env.ctx), describe: () => 'the mythos in the mythos pool' },
  turnCounters: {
    count: (env) => (env.card >= 0 ? env.ctx.counter(env.card, C.turns) : 0),
    describe: () => 'the number of turn counters on this card',
  },
  str: {
    count: (env, p) => {
      const card = p.of === 'self' ? env.card : env.it[0];
      return card === undefined || card < 0 ? 0 : strOf(env.ctx, card);
    },
    describe: (p) => `${p.of === 'self' ? "this card's" : "that card's"} STR`,
  },
  handSize: {
    count: (env, p) => env.players(p.player).reduce((n, pl) => n + env.ctx.count('hand', pl), 0),
    describe: (p) => `the number of cards in ${describePlayerPossessive(p.player)} hand`,
  },
};

/**
 * The durations and their words. "Until your next turn" ends at the controller's next turn, so verbs
 * build the kernel duration with {@link kernelDuration}; `kernel` here is the seat-free shape.
 */
export const DURATIONS: Spec['durations'] = {
  thisTurn: { kernel: { until: 'end-of-turn' }, text: ' this turn' },
  untilYourNextTurn: {
    kernel: { until: 'start-of-turn', player: -1 },
    text: ' until the beginning of your next turn',
  },
};

/** The kernel duration of a duration word for an effect of `controller`. */
export function kernelDuration(duration: Duration, controller: PlayerId): KernelDuration {
  return duration === 'thisTurn' ? { until: 'end-of-turn' } : { until: 'start-of-turn', player: controller };
}
