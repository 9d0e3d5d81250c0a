/**
 * `defineLanguage`: a game's words in, its card language out — the interpreter, the describer, the
 * ability compiler and the activated-ability runner, all driven by the same definitions.
 * @module
 */
import type { CardId, CostPart, Ctx, Ability as KernelAbility, PlayerId } from '../index';
import { compileAbilities, type Runner } from './abilities';
import { type Activation, type ActivationRunner, activate, activationsOf } from './activations';
import { costPartsOf } from './costs';
import type { DeclaredTargets } from './declare';
import { type Describer, describer } from './describe';
import { Resolution, type SourceWith } from './env';
import { erase } from './erased';
import { runSteps } from './run';
import type { Env, LanguageSpec, LanguageWords, Verb, VerbParams, VerbsOf } from './spec';
import { walkSteps } from './steps';
import type { AbilityText, ActivatedAbilityText, Condition, Cost, Nouns, Step, Steps } from './types';

/** A game's card language. `N` are its nouns, `V` its verbs. */
export interface Language<N extends Nouns, V> {
  /** The describer: English for steps, targets, amounts, conditions, triggers, costs and abilities. */
  readonly say: Describer<N, V>;
  /**
   * Resolves steps for a source; returns whether every step was done. With `source.declared`, its
   * `{ choose }` targets use the cards declared on announcement that are still legal (see `announce`);
   * with `source.surroundings`, the game's surroundings of this resolution are made by it.
   */
  run(ctx: Ctx, steps: Steps<N, V>, source: SourceWith<N>): boolean;
  /**
   * Declares the targets of an effect as it is announced (put on a stack): asks now for each `{ choose }`
   * target of the steps (see `declarableTargets`) and returns the cards chosen, to be passed back as
   * `source.declared` when the effect resolves.
   */
  announce(ctx: Ctx, steps: Steps<N, V>, source: SourceWith<N>): DeclaredTargets;
  /** The declared targets that are still legal now (same card in play, still matching its filter). */
  recheck(
    ctx: Ctx,
    steps: Steps<N, V>,
    source: SourceWith<N> & { readonly declared: DeclaredTargets },
  ): DeclaredTargets;
  /** Whether a condition holds for a source now. */
  holds(ctx: Ctx, condition: Condition<N>, source: SourceWith<N>): boolean;
  /** An {@link Env} for reading the nouns outside a resolution (targets, amounts). */
  env(ctx: Ctx, source: SourceWith<N>): Env<N>;
  /** The kernel abilities of a card's triggered, static and replacement abilities. */
  compile(abilities: readonly AbilityText<N, V>[]): KernelAbility[];
  /** The kernel cost parts of an activation cost (built once per cost object). */
  costParts(cost: Cost<N>): CostPart[];
  /**
   * Calls `out` for each activated ability of `cards` that `player` may activate now: per card, its
   * printed ones (each then for free, where allowed), those other cards give it, then its keywords'.
   */
  activations(
    ctx: Ctx,
    player: PlayerId,
    cards: Iterable<CardId>,
    out: (activation: Activation) => void,
  ): void;
  /** Pays for an activation and counts its once-per-turn use; returns the ability to resolve. */
  activate(ctx: Ctx, player: PlayerId, activation: Activation, rule?: string): ActivatedAbilityText<N, V>;
  /** Calls `visit` for every step at any depth (inside if/else, options, for each, repeat). */
  walk(steps: Steps<N, V>, visit: (step: Step<N, V>) => void): void;
}

/**
 * Defines a game's card language. Call it with the game's nouns type, then its words:
 *
 * @example
 * const lang = defineLanguage<MyNouns>()({ verbs: { draw }, filter, refs, conditions, … });
 * type Effect = Steps<MyNouns, typeof lang.verbs>; // what card files are written in
 * lang.run(ctx, card.effects, { controller, card: self });
 * lang.say.steps(card.effects); // "draw 2 cards, then …"
 */
export function defineLanguage<N extends Nouns>() {
  return <V extends VerbsOf<N>>(
    spec: LanguageSpec<N, V> & LanguageWords<N, V>,
  ): Language<N, V> & { readonly verbs: V } => {
    const words = erase(spec);
    const say = describer<N, V>(words);
    const prompts = new WeakMap<object, string>();
    const costs = (cost: Cost<N>) => costPartsOf(words.costs, cost);
    const nested = (env: Resolution<N, V>, steps: Steps<N, V>) => runSteps(env, words, steps);
    const resolution = (ctx: Ctx, source: SourceWith<N>) =>
      new Resolution<N, V>(ctx, source, words, say, prompts, nested);
    const runner: Runner<N, V> = {
      run: (ctx, steps, source) => runSteps(resolution(ctx, source), words, steps),
      holds: (ctx, condition, source) => resolution(ctx, source).holds(condition),
    };
    // What compiled abilities use: the game's own resolution and condition check where it gives them.
    const abilityRunner: Runner<N, V> = {
      run: spec.resolve ?? runner.run,
      holds: spec.check ?? runner.holds,
    };
    const activation: ActivationRunner<N> = { words, costs, holds: abilityRunner.holds };
    const runDeclared = (ctx: Ctx, steps: Steps<N, V>, source: SourceWith<N>) => {
      if (source.declared === undefined) return runner.run(ctx, steps, source);
      const env = resolution(ctx, source);
      env.useDeclared(steps, source.declared);
      return runSteps(env, words, steps);
    };
    return {
      verbs: spec.verbs,
      say,
      run: runDeclared,
      announce: (ctx, steps, source) => resolution(ctx, source).declare(steps),
      recheck: (ctx, steps, source) => resolution(ctx, source).stillLegal(steps, source.declared),
      holds: runner.holds,
      env: resolution,
      compile: (abilities) => compileAbilities(words, abilityRunner, abilities),
      costParts: costs,
      activations: (ctx, player, cards, out) => activationsOf(activation, ctx, player, cards, out),
      activate: (ctx, player, used, rule) => activate<N, V>(activation, ctx, player, used, rule),
      walk: walkSteps,
    };
  };
}

/**
 * Defines one verb of a game: its `run` and its `describe` over one parameter type, which the card
 * files are then checked against.
 *
 * @example
 * const verb = verbOf<MyNouns>();
 * const draw = verb({
 *   run: (env, p: { who: PlayerRef; count: number }) => { for (const pl of env.players(p.who)) env.ctx.draw(pl, p.count, 'deck', 'hand'); },
 *   describe: (p, say) => say.players(p.who, `draw ${count(p.count, 'card')}`, `draws ${count(p.count, 'card')}`),
 * });
 */
export function verbOf<N extends Nouns>() {
  return <P extends VerbParams>(verb: Verb<N, P>): Verb<N, P> => verb;
}
