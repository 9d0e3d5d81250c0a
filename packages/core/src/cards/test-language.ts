/**
 * The words of the small test game the card language's own tests use (see `test-game.ts`): its nouns,
 * verbs and ability words. Not exported from the package.
 * @module
 */
import type { Ctx } from '../index';
import { defineLanguage, verbOf } from './language';
import { count, joinList } from './phrases';
import type { LanguageSpec, LanguageWords, Verb } from './spec';
import { ABILITIES } from './test-cards';
import type { AbilityText, Amount, PlayerRef, Steps, Target } from './types';

/** Nouns with every table empty, for the small languages of single tests: `Omit` what a test defines. */
export type BareNouns = {
  readonly filter: {};
  readonly refs: never;
  readonly players: never;
  readonly conditions: {};
  readonly counts: {};
  readonly triggers: {};
  readonly statics: {};
  readonly replacements: {};
  readonly costs: {};
  readonly timings: never;
  readonly durations: never;
};

/** The test game's nouns. */
export type TestNouns = {
  readonly filter: { readonly side?: 'you' | 'opponent'; readonly minPower?: number };
  readonly refs: 'self';
  readonly players: 'ownerOfIt';
  readonly conditions: { readonly handAtLeast: { readonly n: number }; readonly leading: {} };
  readonly counts: { readonly hand: {} };
  readonly triggers: { readonly enters: {}; readonly hurt: {}; readonly unitEnters: {} };
  readonly statics: {
    readonly power: { readonly amount: number };
    readonly handSize: { readonly amount: number };
    readonly powerPerCard: {};
  };
  readonly replacements: { readonly shield: { readonly by: number } };
  readonly costs: {
    readonly tap: boolean;
    readonly points: number;
    readonly brand: true;
    readonly sacrifice: number;
  };
  readonly timings: 'main' | 'any';
  readonly durations: 'turn' | 'permanent' | 'untilYourNextTurn';
};

const verb = verbOf<TestNouns>();

/** Appends a line to the `log` var. */
export function note(ctx: Ctx, line: string): void {
  const log = ctx.getVar('log');
  ctx.setVar('log', [...(Array.isArray(log) ? log : []), line]);
}

/** The `log` var. */
export function logOf(ctx: Ctx): string[] {
  const log = ctx.getVar('log');
  return Array.isArray(log) ? log.map(String) : [];
}

const BASE_VERBS = {
  bounce: verb({
    run: (env, p: { readonly target: Target<TestNouns> }) => {
      for (const c of env.targets(p.target)) env.ctx.move(c, 'hand', env.ctx.card(c).owner);
    },
    describe: (p, say) => `return ${say.target(p.target)} to its owner's hand`,
  }),
  noteBound: verb({
    run: (env, _p: object) => note(env.ctx, env.isBound(env.card) ? 'bound:yes' : 'bound:no'),
    describe: () => 'note whether this unit is still the same object',
  }),
  note: verb({
    run: (env, p: { readonly text: string }) => note(env.ctx, p.text),
    describe: (p) => `note “${p.text}”`,
  }),
  draw: verb({
    run: (env, p: { readonly who: PlayerRef<TestNouns>; readonly n: Amount<TestNouns> }) => {
      const n = env.amount(p.n);
      for (const pl of env.players(p.who)) env.ctx.draw(pl, n, 'deck', 'hand');
    },
    describe: (p, say) => {
      const what = typeof p.n === 'number' ? count(p.n, 'card') : `${say.amount(p.n)} cards`;
      return say.players(p.who, `draw ${what}`, `draws ${what}`);
    },
  }),
  gain: verb({
    run: (env, p: { readonly n: Amount<TestNouns> }) => {
      const n = env.amount(p.n);
      env.ctx.addPlayerCounter(env.thatPlayer, 'points', n);
      return { count: n };
    },
    describe: (p) =>
      `gain ${typeof p.n === 'number' ? count(p.n, 'point') : `${p.n === 'thatMany' ? 'that many' : 'some'} points`}`,
  }),
  mark: verb({
    run: (env, p: { readonly target: Target<TestNouns> }) => {
      for (const c of env.targets(p.target)) env.ctx.addCounter(c, 'mark', 1);
    },
    describe: (p, say) => `mark ${say.target(p.target)}`,
  }),
  discard: verb({
    run: (env, p: { readonly n: number; readonly upTo?: boolean }) => {
      const hand = env.ctx.cards('hand', env.controller);
      const n = Math.min(p.n, hand.length);
      const chosen =
        n === 0 && !p.upTo
          ? []
          : env.ctx.chooseCards(env.controller, hand, { min: p.upTo ? 0 : n, max: n, prompt: env.prompt() });
      for (const c of chosen) env.ctx.move(c, 'discard', env.controller);
      return { done: chosen.length === p.n, cards: chosen };
    },
    describe: (p) => `discard ${p.upTo ? 'up to ' : ''}${count(p.n, 'card')}`,
    possible: (env) => env.ctx.count('hand', env.controller) > 0,
  }),
  chooseOpponent: verb({
    run: (env, _p: object) => {
      const [first] = env.players('eachOpponent');
      return first === undefined ? false : { player: first };
    },
    describe: () => 'choose an opponent',
  }),
  pump: verb({
    run: (
      env,
      p: { readonly target: Target<TestNouns>; readonly by: number; readonly until: TestNouns['durations'] },
    ) => {
      const cards = env.targets(p.target);
      if (cards.length > 0) env.ctx.modify(cards, 'power', p.by, env.duration(p.until));
    },
    describe: (p, say) => `${say.target(p.target)} gets +${p.by} power${say.until(p.until)}`,
  }),
};

/**
 * A verb whose parameters carry steps declares them in an interface, which may name the verbs' own type
 * (interfaces resolve lazily; `typeof` of the object being defined would not), so the steps inside a
 * card's die roll are checked like any other.
 */
interface RollParams {
  readonly sides: number;
  readonly outcomes: readonly {
    readonly on: readonly number[];
    readonly steps: Steps<TestNouns, TestVerbs>;
  }[];
}

/** The test game's verbs. */
export type TestVerbs = typeof BASE_VERBS & { readonly roll: Verb<TestNouns, RollParams> };

const roll = verb({
  run: (env, p: RollParams) => {
    const n = env.ctx.rollDie(p.sides);
    note(env.ctx, `rolled ${n}`);
    const outcome = p.outcomes.find((o) => o.on.includes(n));
    return outcome ? env.run(outcome.steps) : true;
  },
  describe: (p, say) =>
    `roll a ${p.sides}-sided die: ${p.outcomes
      .map((o) => `on ${joinList(o.on.map(String), 'or')}, ${say.nested(o.steps)}`)
      .join('; ')}`,
});

const VERBS: TestVerbs = { ...BASE_VERBS, roll };

/** The test game's words (tests build variants of the language from them). */
export const TEST_SPEC: LanguageSpec<TestNouns, TestVerbs> & LanguageWords<TestNouns, TestVerbs> = {
  verbs: VERBS,
  filter: {
    candidates: (env, f) =>
      env.ctx
        .allCards('play')
        .filter(
          (c) =>
            (f.side === undefined ||
              (f.side === 'you') === (env.ctx.card(c).controller === env.controller)) &&
            (f.minPower === undefined || env.ctx.stat(c, 'power') >= f.minPower),
        ),
    describe: (f, n) =>
      [
        f.side === 'opponent' ? 'opposing' : '',
        n === 1 ? 'unit' : 'units',
        f.side === 'you' ? 'you control' : '',
      ]
        .concat(f.minPower === undefined ? [] : [`with power ${f.minPower} or more`])
        .filter(Boolean)
        .join(' '),
  },
  players: {
    ownerOfIt: {
      players: (env) => [...new Set(env.it.map((c) => env.ctx.card(c).owner))],
      text: 'its owner',
    },
  },
  refs: { self: { cards: (env) => (env.ctx.isIn(env.card, 'play') ? [env.card] : []), text: 'this unit' } },
  conditions: {
    handAtLeast: {
      holds: (env, p) => env.ctx.count('hand', env.controller) >= p.n,
      describe: (p) => `you have at least ${count(p.n, 'card')} in hand`,
    },
    leading: {
      holds: (env) =>
        env.ctx
          .opponents(env.controller)
          .every((o) => env.ctx.playerCounter(o, 'points') < env.ctx.playerCounter(env.controller, 'points')),
      describe: () => 'you have the most points',
    },
  },
  counts: {
    hand: {
      count: (env) => env.ctx.count('hand', env.controller),
      describe: () => 'the number of cards in your hand',
    },
  },
  triggers: {
    enters: {
      on: 'moved',
      when: (_ctx, e, self) => e.card === self && e.to === 'play',
      describe: () => 'When this unit enters play',
    },
    hurt: {
      on: 'card-counter',
      when: (_ctx, e, self) => e.card === self && e.counter === 'damage',
      describe: () => 'Whenever this unit is hurt',
    },
    unitEnters: {
      on: 'moved',
      when: (_ctx, e, self) => e.card !== self && e.to === 'play',
      describe: () => 'Whenever another unit enters play',
    },
  },
  statics: {
    power: {
      parts: (p) => [
        {
          stat: 'power',
          amount: p.amount,
          affects: (ctx, self, t) =>
            t !== self && ctx.isIn(t, 'play') && ctx.card(t).controller === ctx.card(self).controller,
        },
      ],
      describe: (p) => `other units you control get +${p.amount} power`,
    },
    powerPerCard: {
      parts: () => [{ stat: 'power', amount: (ctx, self) => ctx.count('hand', ctx.card(self).controller) }],
      describe: () => 'this unit gets +1 power for each card in your hand',
    },
    handSize: {
      parts: (p) => [
        {
          stat: 'handsize',
          amount: p.amount,
          affectsPlayer: (ctx, self, player) => ctx.card(self).controller === player,
        },
      ],
      describe: (p) => `your maximum hand size is increased by ${p.amount}`,
    },
  },
  replacements: {
    shield: {
      on: 'hurt',
      applies: (_ctx, e, self) => e.card === self,
      replace: (_ctx, e, _self, p) => ({ ...e, amount: Math.max(0, Number(e.amount) - p.by) }),
      describe: (p) => `damage dealt to this unit is reduced by ${p.by}`,
    },
  },
  costs: {
    tap: {
      parts: () => [
        {
          kind: 'tap',
          label: 'tap this unit',
          options: (ctx, _payer, source) => (ctx.card(source).tapped ? [] : [null]),
          pay: (ctx, _payer, source) => ctx.setTapped(source, true),
        },
      ],
      describe: () => 'tap this unit',
    },
    points: {
      parts: (n) => [
        {
          kind: 'points',
          label: `pay ${n} points`,
          options: (ctx, payer) => (ctx.playerCounter(payer, 'points') >= n ? [null] : []),
          pay: (ctx, payer) => ctx.addPlayerCounter(payer, 'points', -n),
        },
      ],
      describe: (n) => `pay ${count(n, 'point')}`,
    },
    brand: {
      choose: {
        candidates: (ctx, payer) => ctx.cards('play', payer),
        pay: (ctx, _payer, _source, cards) => {
          for (const c of cards) ctx.addCounter(c, 'brand', 1);
        },
        prompt: 'Brand a unit',
      },
      describe: () => 'brand a unit you control',
    },
    // Sees its siblings: a unit that taps to pay the same cost can't also be sacrificed.
    sacrifice: {
      choose: {
        candidates: (ctx, payer, source, _n, cost) =>
          ctx.cards('play', payer).filter((c) => !(cost.tap && c === source)),
        count: (n) => n,
        pay: (ctx, _payer, _source, cards) => {
          for (const c of cards) ctx.move(c, 'discard', ctx.card(c).owner);
        },
      },
      describe: (n) => `sacrifice ${count(n, 'unit')}`,
    },
  },
  timings: {
    main: { allows: (ctx) => ctx.getVar('window') !== 'response', text: '' },
    any: { allows: () => true, text: 'Any time.' },
  },
  durations: {
    turn: { kernel: { until: 'end-of-turn' }, text: ' until end of turn' },
    permanent: { kernel: { until: 'permanent' }, text: '' },
    untilYourNextTurn: {
      kernel: (you) => ({ until: 'start-of-turn', player: you }),
      text: ' until the start of your next turn',
    },
  },
  active: (ctx, card) => ctx.isIn(card, 'play'),
  prompt: (ctx, card, text) => (card >= 0 ? `${ctx.card(card).def}: ${text}` : text),
  activation: {
    abilitiesOf: (ctx, card) => ABILITIES[ctx.card(card).def] ?? [],
    onceKey: (ctx, card, index, grantedBy) =>
      `act:${card}:${ctx.card(card).stamp}:${index}${grantedBy === undefined ? '' : `:${grantedBy}`}`,
    // Each mentor in play gives the other units of its controller its lesson.
    granted: (ctx, card) =>
      ctx
        .cards('play', ctx.card(card).controller)
        .filter((m) => m !== card && ctx.card(m).def === 'mentor')
        .map((source) => ({ source, index: 0, ability: LESSON })),
    // A unit with surge counters has Surge N.
    keywords: (ctx, card) => {
      const n = ctx.counter(card, 'surge');
      return n > 0 ? [surge(n)] : [];
    },
    // The ability the `freeUse` var names may be used for free: only its tap is paid.
    free: {
      allows: (ctx, _card, ability) => ctx.getVar('freeUse') === ability.name,
      cost: (cost) => (cost.tap ? TAP_ONLY : NOTHING),
    },
  },
};

const TAP_ONLY = { tap: true };
const NOTHING = {};

/** The ability a mentor gives the other units of its controller. */
const LESSON: Ability & { kind: 'activated' } = {
  kind: 'activated',
  name: 'Lesson',
  cost: { tap: true },
  oncePerTurn: true,
  effects: [{ do: 'gain', n: 1 }],
};

const surges: Ability[] = [];

/** The keyword ability Surge N: once per turn, pay N points to draw a card. */
function surge(n: number): Ability & { kind: 'activated' } {
  surges[n] ??= {
    kind: 'activated',
    name: `Surge ${n}`,
    cost: { points: n },
    oncePerTurn: true,
    effects: [{ do: 'draw', who: 'you', n: 1 }],
  };
  return surges[n] as Ability & { kind: 'activated' };
}

/** The test game's card language. */
export const LANG = defineLanguage<TestNouns>()(TEST_SPEC);

/** An ability of the test game. */
export type Ability = AbilityText<TestNouns, typeof VERBS>;
