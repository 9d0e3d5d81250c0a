/**
 * `@cardloom/core/cards`: the shared card language. Core owns the control flow of effects (steps in
 * order, `may`, `if`/else, choose one, for each, repeat, "that card"/"that many" references, amounts,
 * conditions, durations, targets and choices), triggered, activated, static and replacement abilities,
 * and a small English phrase kit; a game adds only its own words (verbs, filters, conditions, triggers…),
 * each defined once with what it does and how it reads.
 *
 * A card reads top to bottom: steps in order, each optionally flagged `may` (declining skips only that
 * step; `may: 'thatPlayer'` asks another player), `if` (a condition, or `'youDid'`: "if you do") and
 * `as` (remember its cards). Blocks are few and shallow: `{ do: 'if', if, steps, otherwise }`,
 * `{ do: 'chooseOne', options }`, `{ do: 'forEach', each: { cards } | { players }, steps }`,
 * `{ do: 'repeat', times, steps }`. Targets: the game's references (`'self'`…), `'it'` ("that card"),
 * `{ slot }`, `{ choose: filter, count?, upTo?, by? }`, `{ each: filter }`. Amounts: numbers,
 * `'thatMany'`, the game's counts, `{ cards: target }`.
 *
 * @example
 * ```ts
 * type Nouns = {
 *   filter: { side?: 'you' | 'opponent' }; refs: 'self'; players: never;
 *   conditions: { handAtLeast: { n: number } }; counts: {}; triggers: { enters: {} };
 *   statics: {}; replacements: {}; costs: { tap: boolean }; timings: 'main'; durations: 'turn';
 * };
 * const verb = verbOf<Nouns>();
 * const lang = defineLanguage<Nouns>()({
 *   verbs: {
 *     draw: verb({
 *       run: (env, p: { n: number }) => void env.ctx.draw(env.controller, p.n, 'deck', 'hand'),
 *       describe: (p) => `draw ${count(p.n, 'card')}`,
 *     }),
 *   },
 *   filter: { candidates: (env, f) => …, describe: (f, n) => … },
 *   refs: { self: { cards: (env) => [env.card], text: 'this card' } },
 *   // No `players`, `counts`, `statics` or `replacements`: the nouns name none (see LanguageWords).
 *   conditions: { handAtLeast: { holds: (env, p) => …, describe: (p) => `you have ${p.n} cards` } },
 *   triggers: { enters: { on: 'moved', when: (ctx, e, self) => e.card === self, describe: () => 'When this enters play' } },
 *   costs: { tap: { parts: () => [tapSelf], describe: () => 'tap this card' } },
 *   timings: { main: { allows: () => true, text: '' } },
 *   durations: { turn: { kernel: { until: 'end-of-turn' }, text: ' until end of turn' } },
 * });
 * // A card: "When this enters play: you may draw 2 cards, then if you do, draw 1 card."
 * const effects: Steps<Nouns, typeof lang.verbs> = [{ do: 'draw', n: 2, may: true }, { do: 'draw', n: 1, if: 'youDid' }];
 * const abilities = lang.compile([{ kind: 'triggered', name: 'Arrival', trigger: { on: 'enters' }, effects }]);
 * ```
 * @packageDocumentation
 */
export type { Activation } from './activations';
export { NoSuchAbilityError } from './activations';
export { CostWordError, costPartsOf } from './costs';
export type { DeclarableTarget, DeclaredCard, DeclaredTargets } from './declare';
export { declarableTargets, declaredAny } from './declare';
export type { Describer } from './describe';
export type { Chosen, Source, SourceWith } from './env';
export { UnknownWordError } from './erased';
export type { Language } from './language';
export { defineLanguage, verbOf } from './language';
export {
  article,
  capitalize,
  count,
  joinList,
  lowerFirst,
  numberWord,
  plural,
  signed,
  times,
} from './phrases';
export type * from './spec';
export type { ControlStep } from './steps';
export { controlStep, walkSteps } from './steps';
export type * from './types';
