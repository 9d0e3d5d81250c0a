/**
 * The kit Lorcana's verbs are written with: each verb is a `run` over the resolving effect's
 * {@link Exec} and a `describe` in our wording, side by side.
 *
 * @module
 */
import type { CardId } from '@cardloom/core';
import { type Say, type StepResult, type Verb, type VerbParams, verbOf } from '@cardloom/core/cards';
import { describeTarget, SELF } from '../../cards/describe-nouns.js';
import type { Target } from '../../cards/vocabulary-effects.js';
import type { LorcanaNouns } from '../../cards/vocabulary-refs.js';
import type { Exec } from '../effects/exec.js';

const verb = verbOf<LorcanaNouns>();
const texts = new WeakMap<object, string>();

/** A Lorcana verb: what it does to the resolving effect, how it reads, and whether it could be done. */
export interface LorcanaVerb<P> {
  readonly run: (x: Exec, p: P) => StepResult;
  /** The step as a clause, `{self}` standing for the card's own noun. */
  readonly describe: (p: P, say: Say<LorcanaNouns>) => string;
  /** For “[A] or [B]”: whether the option could be done at all (CR 6.1.5.2). */
  readonly possible?: (x: Exec, p: P) => boolean;
}

/** Defines a verb. Nothing more resolves once the game is over. */
export function lorcanaVerb<P extends VerbParams>(def: LorcanaVerb<P>): Verb<LorcanaNouns, P> {
  const { run, describe, possible } = def;
  return verb({
    run: (env, p) => {
      const x = env.surroundings;
      if (x.ctx.state.status.over) return false;
      const result = run(x, p);
      x.acting = undefined;
      return result;
    },
    describe: (p, say) => {
      // A step's text never changes: built once per step (prompts ask for it on every resolution).
      let text = texts.get(p);
      if (text === undefined) {
        text = describe(p, say);
        texts.set(p, text);
      }
      return text;
    },
    ...(possible ? { possible: (env, p) => possible(env.surroundings, p) } : {}),
  });
}

/** A target as a noun phrase in a step's text. */
export function t(target: Target): string {
  return describeTarget(target, SELF);
}

/** The step acted on `cards` (they become “that card” for later steps); done if there were any. */
export function acted(cards: readonly CardId[], done = cards.length > 0): StepResult {
  return { done, cards };
}
