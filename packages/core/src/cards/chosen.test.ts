import { describe, expect, it } from 'vitest';
import { setupScenario } from '../index';
import { LANG, newGame, put, type TestNouns } from './test-game';
import type { Steps } from './types';

type Spell = Steps<TestNouns, typeof LANG.verbs>;

const MARK: Spell = [{ do: 'mark', target: { choose: {} } }];

describe('card language: choices made before resolution (Source.chosen)', () => {
  it('a `{ choose }` target the game chose earlier is used without asking, with the step that names it', () => {
    const game = newGame();
    const a = put(game, 'unit', 0);
    const b = put(game, 'unit', 1);
    const seen: object[] = [];
    setupScenario(game, (ctx) =>
      LANG.run(ctx, MARK, {
        controller: 0,
        card: -1,
        chosen: (step, target) => {
          seen.push(step, target);
          return [b];
        },
      }),
    );
    expect(game.state.decision).toBeNull();
    expect(game.ctx.counter(b, 'mark')).toBe(1);
    expect(game.ctx.counter(a, 'mark')).toBe(0);
    expect(seen).toEqual([MARK[0], { choose: {} }]);
  });

  it('`undefined` from the game asks on resolution as usual', () => {
    const game = newGame();
    put(game, 'unit', 0);
    put(game, 'unit', 1);
    // A scenario setup may not ask: asking is what proves the game's `undefined` was not taken as a choice.
    expect(() =>
      setupScenario(game, (ctx) => LANG.run(ctx, MARK, { controller: 0, card: -1, chosen: () => undefined })),
    ).toThrow(/may not ask decisions/);
  });
});
