/**
 * How a Lightseekers verb is defined: its `run` also sees the surroundings of the run (source, recipient,
 * buff, X; `env.surroundings`, see `frame.ts`), and nothing happens once the game is over.
 * @module
 */
import type { CardId } from '@cardloom/core';
import {
  type Env as CardEnv,
  type Say,
  type StepResult,
  type Verb,
  type VerbParams,
  verbOf,
} from '@cardloom/core/cards';
import type { LightseekersNouns } from '../../cards/vocabulary-effects.js';
import type { Running } from './frame.js';

type N = LightseekersNouns;

/**
 * The cards (or buffs) a step's player chose when its card was played (4.3.3, L43), in pick order: set
 * by the engine (`plan.ts`), never on a card. Those still there are used, and no one is asked again.
 */
export type Chose = { readonly chose?: readonly CardId[] };

/**
 * The cards chosen when the card was played that are still in `pool`, in the order they were picked
 * (4.3.4), a card gone meanwhile not replaced; undefined when nothing was chosen then (ask now).
 */
export function stillThere(
  chose: readonly CardId[] | undefined,
  pool: readonly CardId[],
): CardId[] | undefined {
  return chose?.filter((c) => pool.includes(c));
}
const verb = verbOf<N>();

/**
 * A Lightseekers verb: its `run` also sees the surroundings of the run (source, recipient, buff, X).
 * Nothing happens once the game is over (5), so a step after the last hero fell is not done.
 */
export function rule<P extends VerbParams>(def: {
  readonly run: (env: CardEnv<N>, p: P, at: Running) => void;
  readonly describe: (p: P, say: Say<N>) => string;
}): Verb<N, P> {
  return verb<P>({
    run: (env, p): StepResult => {
      if (env.ctx.state.status.over) return false;
      def.run(env, p, env.surroundings);
    },
    describe: def.describe,
  });
}
