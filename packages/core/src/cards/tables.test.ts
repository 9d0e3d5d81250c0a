/**
 * A language leaves out the tables of words its nouns do not have (issue 14: a new game writes only what
 * it uses), and must define every table whose nouns name a word. The `@ts-expect-error` lines are checked
 * by the typecheck task.
 */
import { describe, expect, it } from 'vitest';
import { setupScenario } from '../index';
import { defineLanguage, verbOf } from './language';
import { type BareNouns, newGame, points, put } from './test-game';

/** Nouns of a small game: a filter and one condition test, and nothing else. */
type SmallNouns = Omit<BareNouns, 'filter' | 'conditions'> & {
  readonly filter: { readonly any?: true };
  readonly conditions: { readonly behind: { readonly test: 'behind' } };
};

const verb = verbOf<SmallNouns>();
const VERBS = {
  score: verb({
    run: (env, p: { readonly n: number }) => env.ctx.addPlayerCounter(env.controller, 'points', p.n),
    describe: (p) => `score ${p.n}`,
  }),
};
const FILTER = { candidates: () => [], describe: () => 'card' };
const CONDITIONS = {
  behind: { holds: () => true, describe: () => 'you are behind' },
};

describe('card language: tables of words a game does not use may be left out (issue 14)', () => {
  it('a language with only verbs, a filter and conditions runs and describes its steps', () => {
    const small = defineLanguage<SmallNouns>()({ verbs: VERBS, filter: FILTER, conditions: CONDITIONS });
    const steps = [{ do: 'score', n: 2, if: { test: 'behind' } }] as const;
    const game = newGame();
    const card = put(game, 'unit');
    setupScenario(game, (ctx) => {
      small.run(ctx, steps, { controller: 0, card });
    });
    expect(points(game)).toBe(2);
    expect(small.say.steps(steps)).toBe('if you are behind, score 2');
  });

  it('a table whose nouns name a word is required: leaving out the conditions does not compile', () => {
    const lang = defineLanguage<SmallNouns>();
    // @ts-expect-error — SmallNouns names the condition `behind`, so `conditions` must define it.
    const missing = () => lang({ verbs: VERBS, filter: FILTER });
    expect(typeof missing).toBe('function');
  });
});
