/**
 * How a Lightseekers verb is defined: its `run` also sees the surroundings of the run (source, recipient,
 * buff, X; `env.surroundings`, see `frame.ts`), and nothing happens once the game is over.
 * @module
 */
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
