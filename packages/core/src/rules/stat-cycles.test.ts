import { describe, expect, it } from 'vitest';
import type { Ctx } from '../context/ctx';
import { createGame, setupScenario } from '../engine/engine';
import { bareGame, putInPlay } from '../engine/test-games';
import type { CardDefinition } from './definition';
import { bagPolicy } from './policies';

/** Grants `give` to the controller's other units that have `when` (Peter Pan's Shadow's shape). */
function granter(id: string, when: string, give: string): CardDefinition {
  return {
    id,
    name: id,
    types: ['unit'],
    stats: {},
    abilities: [
      {
        kind: 'static',
        stat: give,
        op: 'add',
        amount: 1,
        affects: (ctx: Ctx, self, t) =>
          t !== self &&
          ctx.isIn(t, 'play') &&
          ctx.card(t).controller === ctx.card(self).controller &&
          ctx.stat(t, when) > 0,
      },
    ],
  };
}

const cards: CardDefinition[] = [
  granter('shadow', 'rush', 'evasive'), // characters with Rush gain Evasive
  granter('mouse', 'evasive', 'rush'), // characters with Evasive gain Rush
  { id: 'runner', name: 'Runner', types: ['unit'], stats: { rush: 1 } },
  { id: 'flyer', name: 'Flyer', types: ['unit'], stats: { evasive: 1 } },
  { id: 'plain', name: 'Plain', types: ['unit'], stats: {} },
];
const def = bareGame({ policy: bagPolicy(), cards, hand: 0 });
const deck = ['shadow', 'mouse', 'runner', 'flyer', 'plain'];

function board() {
  const g = createGame(def, { players: 2, decks: [deck, deck], seed: 1 });
  let ids: number[] = [];
  setupScenario(g, (ctx) => (ids = putInPlay(ctx, 0, ['shadow', 'mouse', 'runner', 'flyer', 'plain'])));
  const [, , runner, flyer, plain] = ids;
  return { g, runner, flyer, plain };
}

describe('characteristics that depend on each other through static abilities (full-pool seed 115)', () => {
  it('a grant whose condition only that grant could meet does not apply; the others do, with no error', () => {
    const { g, runner, flyer, plain } = board();
    const has = (card: number, keyword: string) => g.ctx.stat(card, keyword) > 0;
    expect(has(runner, 'evasive')).toBe(true); // printed Rush → Evasive
    expect(has(runner, 'rush')).toBe(true);
    expect(has(flyer, 'rush')).toBe(true); // printed Evasive → Rush
    expect(has(flyer, 'evasive')).toBe(true);
    expect(has(plain, 'rush')).toBe(false); // neither: the two grants do not bootstrap each other
    expect(has(plain, 'evasive')).toBe(false);
  });

  it('the answer does not depend on which characteristic is asked first', () => {
    const a = board();
    const b = board();
    const first = [a.g.ctx.stat(a.plain, 'rush'), a.g.ctx.stat(a.plain, 'evasive')];
    const second = [b.g.ctx.stat(b.plain, 'evasive'), b.g.ctx.stat(b.plain, 'rush')].reverse();
    expect(first).toEqual(second);
    const runnerFirst = [a.g.ctx.stat(a.runner, 'rush'), a.g.ctx.stat(a.runner, 'evasive')];
    const runnerSecond = [b.g.ctx.stat(b.runner, 'evasive'), b.g.ctx.stat(b.runner, 'rush')].reverse();
    expect(runnerFirst).toEqual(runnerSecond);
  });
});
