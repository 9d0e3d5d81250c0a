/**
 * Type-level tests of the card language: a verb needs both its `run` and its `describe` over one
 * parameter type, cards are checked against the verbs' parameters, and no name can clash with the
 * language's own words. Checked by `tsc` (the typecheck task: each `@ts-expect-error` must be an error)
 * and run as ordinary tests.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineLanguage, verbOf } from './language';
import type { Verb } from './spec';
import type { LANG, TestNouns } from './test-game';
import type { Condition, Step, Steps, Target } from './types';

const verb = verbOf<TestNouns>();
type Spell = Steps<TestNouns, typeof LANG.verbs>;

describe('card language types (issue 14: run and describe defined together, checked at compile time)', () => {
  it('a verb without its describe, or without its run, does not compile', () => {
    // @ts-expect-error — `describe` is required: an interpreter without its describer cannot exist.
    const noDescribe = verb({ run: (_env, _p: { n: number }) => {} });
    // @ts-expect-error — `run` is required: a describer without its interpreter cannot exist.
    const noRun = verb({ describe: (p: { n: number }) => `${p.n}` });
    expect([noDescribe, noRun]).toHaveLength(2);
  });

  it('run and describe share one parameter type', () => {
    const gain = verb({
      run: (_env, _p: { readonly n: number }) => {},
      // @ts-expect-error — `describe` reads a parameter `run` does not have.
      describe: (p) => `${p.missing}`,
    });
    expectTypeOf(gain).toEqualTypeOf<Verb<TestNouns, { readonly n: number }>>();
  });

  it('a verb parameter may not take a step flag’s name, and a verb may not take a control word’s name', () => {
    // @ts-expect-error — `may` belongs to every step.
    const flag = verb({ run: (_env, _p: { may: number }) => {}, describe: () => '' });
    const lang = defineLanguage<TestNouns>();
    type Spec = Parameters<typeof lang>[0];
    const verbs = {
      // @ts-expect-error — `if` is the language's own word.
      if: verb({ run: (_env, _p: { n: number }) => {}, describe: () => '' }),
    } satisfies Spec['verbs'];
    expect([flag, verbs]).toHaveLength(2);
  });

  it('card steps are checked against the verbs: unknown verbs, missing or mistyped parameters fail', () => {
    const ok: Spell = [
      { do: 'gain', n: 2, may: true, if: { test: 'leading' } },
      { do: 'mark', target: { choose: { side: 'opponent' } }, as: 'victim' },
      { do: 'forEach', each: { players: 'eachOpponent' }, steps: [{ do: 'gain', n: 'thatMany' }] },
    ];
    // @ts-expect-error — no such verb.
    const unknown: Step<TestNouns, typeof LANG.verbs> = { do: 'explode' };
    // @ts-expect-error — `gain` needs `n`.
    const missing: Step<TestNouns, typeof LANG.verbs> = { do: 'gain' };
    // @ts-expect-error — `n` is an amount, not a string.
    const mistyped: Step<TestNouns, typeof LANG.verbs> = { do: 'gain', n: 'two' };
    // @ts-expect-error — the filter has no `colour`.
    const badTarget: Target<TestNouns> = { choose: { colour: 'red' } };
    // @ts-expect-error — no such condition test.
    const badTest: Condition<TestNouns> = { test: 'sunny' };
    const badNested: Step<TestNouns, typeof LANG.verbs> = {
      do: 'roll',
      sides: 6,
      // @ts-expect-error — steps inside a verb's parameters are checked too.
      outcomes: [{ on: [1], steps: [{ do: 'gain', n: 'lots' }] }],
    };
    expect([ok, unknown, missing, mistyped, badTarget, badTest, badNested]).toHaveLength(7);
  });
});
