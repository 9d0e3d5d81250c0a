/**
 * A game's own surroundings of a resolution (`Nouns.surroundings`, `env.surroundings`): what its words
 * also need while an effect resolves — before this, Lorcana and Lightseekers each kept a module-level
 * stack of "the effect running now" beside the shared resolution.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type Ctx, setupScenario } from '../index';
import { defineLanguage, verbOf } from './language';
import type { Env } from './spec';
import { type BareNouns, newGame } from './test-game';
import type { NestedSteps, Steps } from './types';

/** What this test game's words see while an effect resolves: a label and what the words wrote. */
interface Around {
  readonly label: string;
  readonly seen: string[];
}

type AroundNouns = Omit<BareNouns, 'conditions'> & {
  readonly conditions: { readonly labelIs: { readonly label: string } };
  readonly surroundings: Around;
};

const verb = verbOf<AroundNouns>();
let made: string[] = [];
const around = (label: string) => (): Around => {
  made.push(label);
  return { label, seen: [] };
};

const VERBS = {
  record: verb({
    run: (env, _p: object) => void env.surroundings.seen.push(env.surroundings.label),
    describe: () => 'record',
  }),
  quiet: verb({ run: (_env, _p: object) => {}, describe: () => 'do nothing' }),
  nested: verb({
    run: (env, p: { readonly steps: NestedSteps }) => void env.run(p.steps),
    describe: (p, say) => `nested: ${say.nested(p.steps)}`,
  }),
  // Starts a resolution of its own inside this one (as a buff firing inside an effect does).
  inner: verb({
    run: (env, _p: object) => {
      const mine: Around = { label: 'inner', seen: [] };
      resolveInner(env.ctx, mine);
      innerSeen = mine.seen;
    },
    describe: () => 'inner',
  }),
};

let innerSeen: string[] = [];

const LANG_FILTER = { candidates: () => [], describe: () => 'card' };
const CONDITIONS = {
  labelIs: {
    holds: (env: Env<AroundNouns>, p: { readonly label: string }) => env.surroundings.label === p.label,
    describe: (p: { readonly label: string }) => `the label is ${p.label}`,
  },
};

const LANG = defineLanguage<AroundNouns>()({
  verbs: VERBS,
  filter: LANG_FILTER,
  conditions: CONDITIONS,
  surroundings: around('default'),
});

function resolveInner(ctx: Ctx, mine: Around): void {
  LANG.run(ctx, [{ do: 'record' }], {
    controller: 0,
    card: 0,
    surroundings: () => {
      made.push(mine.label);
      return mine;
    },
  });
}

type Spell = Steps<AroundNouns, typeof VERBS>;

/** Runs `steps` for player 0 with surroundings labelled `label`; returns them (made or not). */
function resolve(steps: Spell, label = 'outer'): Around | undefined {
  let out: Around | undefined;
  setupScenario(newGame(), (ctx) => {
    LANG.run(ctx, steps, {
      controller: 0,
      card: 0,
      surroundings: () => {
        out = around(label)();
        return out;
      },
    });
  });
  return out;
}

describe('card language: a game’s surroundings of a resolution (issue 14)', () => {
  it('are made once per resolution, on first use, and shared by its nested steps', () => {
    made = [];
    const seen = resolve([
      { do: 'record' },
      { do: 'nested', steps: [{ do: 'record' }] },
      { do: 'if', if: 'youDid', steps: [{ do: 'record' }] },
    ]);
    expect(made).toEqual(['outer']);
    expect(seen?.seen).toEqual(['outer', 'outer', 'outer']);
  });

  it('are not made when no word reads them', () => {
    made = [];
    expect(resolve([{ do: 'quiet' }, { do: 'quiet' }])).toBeUndefined();
    expect(made).toEqual([]);
  });

  it('a resolution started inside another gets its own, and the outer one keeps its', () => {
    made = [];
    innerSeen = [];
    const outer = resolve([{ do: 'record' }, { do: 'inner' }, { do: 'record' }]);
    expect(made).toEqual(['outer', 'inner']);
    expect(innerSeen).toEqual(['inner']);
    expect(outer?.seen).toEqual(['outer', 'outer']);
  });

  it('come from the language’s own maker when the source brings none (conditions checked alone)', () => {
    made = [];
    let holds: [boolean, boolean] = [false, false];
    setupScenario(newGame(), (ctx) => {
      holds = [
        LANG.holds(ctx, { test: 'labelIs', label: 'default' }, { controller: 0, card: 0 }),
        LANG.holds(
          ctx,
          { test: 'labelIs', label: 'given' },
          { controller: 0, card: 0, surroundings: around('given') },
        ),
      ];
    });
    expect(holds).toEqual([true, true]);
    expect(made).toEqual(['default', 'given']);
  });

  it('are typed by the nouns, and a language whose nouns declare them must say how to make them', () => {
    expectTypeOf<Env<AroundNouns>['surroundings']>().toEqualTypeOf<Around>();
    type Plain = Omit<AroundNouns, 'surroundings'>;
    expectTypeOf<Env<Plain>['surroundings']>().toEqualTypeOf<undefined>();
    const spec = { verbs: VERBS, filter: LANG_FILTER, conditions: CONDITIONS };
    // @ts-expect-error — the nouns declare surroundings, so the language needs `surroundings`.
    const missing = defineLanguage<AroundNouns>()(spec);
    expect(missing.verbs).toBe(VERBS);
  });
});
