import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Ctx } from '../context/ctx';
import { apply, createGame, setupScenario } from '../engine/engine';
import { bareGame, endAction, logOf, note } from '../engine/test-games';
import type { CardId } from '../state/state';
import { gameVar, readVar, varFamily } from '../state/vars';
import { cardData } from './card-data';
import type { Action, CardDefinition } from './definition';
import { defineHandler, handlerTable } from './handlers';
import { bagPolicy } from './policies';

interface Combat {
  readonly attacker: CardId;
  readonly blockers: readonly CardId[];
}
const COMBAT = gameVar<Combat | null>('combat', null);
const seen = varFamily<number>('seen', 0);

interface Printed {
  readonly cost: number;
  readonly text: string;
}
const printed = cardData<Printed>();

const echoLater = defineHandler<{ readonly word: string; readonly times: number }>(
  'echoLater',
  (ctx, { word, times }) => note(ctx, word.repeat(times)),
);

const cards: CardDefinition[] = [
  {
    id: 'knight',
    name: 'Knight',
    types: ['unit'],
    stats: {},
    data: printed.store({ cost: 3, text: 'brave' }),
  },
];

const def = bareGame({
  policy: bagPolicy(),
  cards,
  hand: 0,
  handlers: handlerTable(echoLater),
  actions: [
    {
      type: 'fight',
      enumerate: (_ctx: Ctx, player, out: Action[]) => void out.push({ type: 'fight', player }),
      perform: (ctx: Ctx) => {
        ctx.write(COMBAT, { attacker: 0, blockers: [1, 2] });
        ctx.write(seen(7), ctx.read(seen(7)) + 1);
        ctx.later(echoLater, { word: 'ha', times: 3 });
      },
    },
    {
      type: 'fail',
      enumerate: (_ctx: Ctx, player, out: Action[]) => void out.push({ type: 'fail', player }),
      perform: (ctx: Ctx) => {
        ctx.write(COMBAT, { attacker: 5, blockers: [] });
        throw new Error('the rules refuse');
      },
    },
    endAction,
  ],
});

const fresh = () => createGame(def, { players: 2, decks: [['knight'], ['knight']], seed: 1 });

describe('typed seams (issue 14 item 3): variables, handler arguments and card data without casts', () => {
  it('a typed variable reads its initial value while unset, then what was written', () => {
    const g = fresh();
    expect(g.ctx.read(COMBAT)).toBeNull();
    expect(g.ctx.read(seen(7))).toBe(0);
    apply(g, { type: 'fight', player: g.toAct! });
    expect(g.ctx.read(COMBAT)).toEqual({ attacker: 0, blockers: [1, 2] });
    expect(readVar(g.state, seen(7))).toBe(1);
    expect(g.state.vars['seen.7']).toBe(1);
    expectTypeOf(g.ctx.read(COMBAT)).toEqualTypeOf<Combat | null>();
  });

  it('a rules error while writing a typed variable leaves the state as it was (journaled like setVar)', () => {
    const g = fresh();
    const before = JSON.stringify(g.state);
    expect(() => apply(g, { type: 'fail', player: g.toAct! })).toThrow('the rules refuse');
    expect(JSON.stringify(g.state)).toBe(before);
  });

  it('a typed handler runs after the task with the arguments it was given', () => {
    const g = fresh();
    apply(g, { type: 'fight', player: g.toAct! });
    expect(logOf(g.ctx)).toEqual(['hahaha']);
  });

  it('argsOf reads a lasting effect’s arguments with the handler’s type', () => {
    const g = fresh();
    setupScenario(g, (ctx) => {
      ctx.addEffect({
        kind: 'trigger',
        on: ['never'],
        run: echoLater.name,
        args: echoLater.store({ word: 'x', times: 2 }),
        duration: { until: 'end-of-turn' },
      });
    });
    const args = echoLater.argsOf(g.state.effects[0]);
    expect(args).toEqual({ word: 'x', times: 2 });
    expectTypeOf(args).toEqualTypeOf<{ readonly word: string; readonly times: number }>();
  });

  it('a card data reader returns the game’s card record, typed', () => {
    const g = fresh();
    const knight = g.state.cards.find((c) => c.def === 'knight')!.id;
    expect(printed(g.ctx, knight)).toEqual({ cost: 3, text: 'brave' });
    expect(printed.ofDefinition(cards[0]).cost).toBe(3);
    expectTypeOf(printed(g.ctx, knight)).toEqualTypeOf<Printed>();
  });
});
