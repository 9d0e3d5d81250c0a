/**
 * Lorcana's condition tests in the card language: each one's test and its words side by side. They
 * are checked continuously for statics (CR 6.4.3), when the trigger happens for “during / while”
 * gates (CR 6.1.13.6), or on resolution for “if” (CR 6.2.4).
 *
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import { type ConditionDef, joinList } from '@cardloom/core/cards';
import { namesOf } from '../../cards/card.js';
import { aOrAn, describeFilter, describePlayer, describeRef, SELF } from '../../cards/describe-nouns.js';
import type { Condition, ConditionTests, LorcanaNouns, Range } from '../../cards/vocabulary-refs.js';
import type { Exec } from '../effects/exec.js';
import { inRange, matches, playersOf, refCards } from '../effects/match.js';
import { cardOf, inPlay, loreOf, Z } from '../state/board.js';
import { isTheirTurn } from '../turn/teams.js';
import { CHALLENGING_TESTS } from './conditions/challenging-and-removed-damage.js';
import { COMPARED_WITH_OPPONENTS_TESTS } from './conditions/compared-with-opponents.js';
import { EMPTY_HAND_TESTS } from './conditions/empty-hands.js';
import { HISTORY_TESTS } from './conditions/history.js';
import { IN_PLAY_TESTS } from './conditions/in-play-lore-and-plays.js';
import { OPPONENT_COUNT_TESTS } from './conditions/opponent-counts-and-damage.js';
import { SONG_TESTS } from './conditions/songs.js';
import { HISTORY_WORDS, TRIGGER_TESTS } from './conditions/triggers.js';

/** One condition test: whether it holds for an ability of `source` controlled by `controller`. */
export interface Test<P> {
  readonly test: (ctx: Ctx, p: P, source: CardId, controller: PlayerId, x?: Exec) => boolean;
  readonly describe: (p: P) => string;
}

function countRange(range: Range): string {
  if (range.atMost === 0) return 'no';
  if (range.atMost !== undefined) return `${range.atMost} or fewer`;
  return `${range.atLeast ?? 0} or more`;
}

/** Every condition test of the language. */
export const TESTS: { readonly [K in keyof ConditionTests]: Test<ConditionTests[K]> } = {
  youHave: {
    test: (ctx, p, source, controller) => {
      const zone = p.zone ?? Z.play;
      let n = 0;
      const need = p.atLeast ?? 1;
      for (const c of zone === Z.play ? inPlay(ctx, controller) : ctx.cards(zone, controller)) {
        if (matches(ctx, c, p.youHave, source, controller) && ++n >= need) return true;
      }
      return false;
    },
    describe: (p) => {
      const n = p.atLeast ?? 1;
      const what = describeFilter({ ...p.youHave, owner: undefined }, n > 1);
      if (p.zone && p.zone !== Z.play && n > 1)
        return `you have ${n} or more ${describeFilter({ ...p.youHave, owner: undefined })} cards in your ${p.zone}`;
      if (p.zone && p.zone !== Z.play) return `you have ${aOrAn(what)} card in your ${p.zone}`;
      return n > 1 ? `you have ${n} or more ${what} in play` : `you have ${aOrAn(what)} in play`;
    },
  },
  youHaveNamed: {
    test: (ctx, p, _source, controller) =>
      p.youHaveNamed.every((name) =>
        inPlay(ctx, controller).some(
          (c) => cardOf(ctx, c).type === 'character' && namesOf(cardOf(ctx, c)).includes(name),
        ),
      ),
    describe: (p) => `you have characters named ${joinList(p.youHaveNamed)} in play`,
  },
  selfIs: {
    test: (ctx, p, source, controller) => matches(ctx, source, p.selfIs, -1, controller),
    describe: (p) => {
      const what = describeFilter(p.selfIs).replace(/^card | ?card$/, '');
      // “this character has 5 {S} or more”, not “is with”.
      return (what.startsWith('with ') ? `${SELF} has ${what.slice(5)}` : `${SELF} is ${what}`).trim();
    },
  },
  refIs: {
    test: (ctx, p, _source, controller, x) => {
      const cards = x ? refCards(x, p.refIs) : [];
      return cards.length > 0 && cards.every((c) => matches(ctx, c, p.filter, -1, controller));
    },
    describe: (p) => {
      const who = p.refIs === 'it' ? 'the chosen card' : describeRef(p.refIs);
      const f = p.filter;
      if (f.strength && Object.keys(f).length === 1)
        return `${who} has ${describeFilter(f).replace(/^card with /, '')}`;
      if (f.name && Object.keys(f).length === 1) return `${who} is named ${f.name}`;
      return `${who} is ${aOrAn(describeFilter(f))}`;
    },
  },
  selfInZone: {
    test: (ctx, p, source) => ctx.zoneOf(source) === p.selfInZone,
    describe: (p) => `${SELF} is in your ${p.selfInZone}`,
  },
  yourTurn: {
    test: (ctx, _p, _source, controller) => isTheirTurn(ctx, controller),
    describe: () => 'it is your turn',
  },
  handSize: {
    test: (ctx, p, _source, controller) => inRange(ctx.count(Z.hand, controller), p.range),
    describe: (p) => `you have ${countRange(p.range)} cards in your hand`,
  },
  fewerInHandThan: {
    test: (ctx, p, _source, controller, x) => {
      // Player references need the resolving effect (e.g. the chosen opponent).
      const mine = ctx.count(Z.hand, controller);
      return x !== undefined && playersOf(x, p.fewerInHandThan).some((pl) => ctx.count(Z.hand, pl) > mine);
    },
    describe: (p) => `${describePlayer(p.fewerInHandThan)} has more cards in their hand than you`,
  },
  inkwellSize: {
    test: (ctx, p, _source, controller) => inRange(ctx.count(Z.inkwell, controller), p.range),
    describe: (p) => `you have ${countRange(p.range)} cards in your inkwell`,
  },
  opponentLore: {
    test: (ctx, p, _source, controller) =>
      ctx.opponents(controller).some((pl) => inRange(loreOf(ctx, pl), p.opponentLore)),
    describe: (p) => `an opponent has ${countRange(p.opponentLore)} lore`,
  },
  usedShift: {
    test: (ctx, _p, source) => ctx.getVar(`shifted.${source}`) === ctx.card(source).stamp,
    describe: () => 'Shift was used to play this character',
  },
  happenedThisTurn: {
    test: (ctx, p, _source, controller) => ctx.countThisTurn(`${p.happenedThisTurn}.${controller}`) > 0,
    describe: (p) => HISTORY_WORDS[p.happenedThisTurn],
  },
  ...HISTORY_TESTS,
  ...TRIGGER_TESTS,
  ...COMPARED_WITH_OPPONENTS_TESTS,
  ...IN_PLAY_TESTS,
  ...EMPTY_HAND_TESTS,
  ...OPPONENT_COUNT_TESTS,
  ...CHALLENGING_TESTS,
  ...SONG_TESTS,
};

/**
 * Evaluates a condition for an ability of `source` controlled by `controller`; `x` is the resolving
 * effect, if any (for “the chosen card”, “chosen opponent” and “if you do”).
 */
export function holds(ctx: Ctx, cond: Condition, source: CardId, controller: PlayerId, x?: Exec): boolean {
  if (cond === 'youDid' || 'compare' in cond) return x?.env ? x.env.holds(cond) : true;
  if ('not' in cond) return !holds(ctx, cond.not, source, controller, x);
  if ('all' in cond) return cond.all.every((c) => holds(ctx, c, source, controller, x));
  if ('any' in cond) return cond.any.some((c) => holds(ctx, c, source, controller, x));
  // TypeScript cannot pair a test's name with its parameters across the union; the card was checked.
  const test = TESTS[cond.test] as Test<typeof cond>;
  return test.test(ctx, cond, source, controller, x);
}

function word<K extends keyof ConditionTests>(name: K): ConditionDef<LorcanaNouns, ConditionTests[K]> {
  const def: Test<ConditionTests[K]> = TESTS[name];
  return {
    holds: (env, p) => def.test(env.ctx, p, env.card, env.controller, env.surroundings),
    describe: (p) => def.describe(p),
  };
}

/** The condition words of the language, each its {@link TESTS} entry seen from a resolution. */
export const CONDITIONS = Object.fromEntries(
  (Object.keys(TESTS) as (keyof ConditionTests)[]).map((name) => [name, word(name)]),
) as { readonly [K in keyof ConditionTests]: ConditionDef<LorcanaNouns, ConditionTests[K]> };
