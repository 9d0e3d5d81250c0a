import { describe, expect, it } from 'vitest';
import { apply, createGame, setupScenario } from '../engine/engine';
import { bareGame, endAction } from '../engine/test-games';
import { matchCards, moveCards, payCounter, payFromPool, paymentOptions, tapCards, tapSelf } from './costs';
import { bagPolicy } from './policies';

const def = bareGame({ policy: bagPolicy(), cards: [], hand: 0, actions: [endAction] });
const fresh = () =>
  createGame(def, { players: 2, decks: [['x1', 'x1', 'x2', 'x3', 'x4', 'x5'], ['x1']], seed: 1 });

describe('costs', () => {
  const magick = (requirements: string[], accept?: (c: Record<string, number>) => boolean) =>
    payFromPool({
      prefix: 'm.',
      types: ['astral', 'deep', 'elder'],
      requirements,
      // elder is paid by elder or by two different primary types; any by one of anything
      ways: (s) =>
        s === 'elder'
          ? [['elder'], ['astral', 'deep']]
          : s === 'any'
            ? [['astral'], ['deep'], ['elder']]
            : [[s]],
      accept,
    });

  it('typed pool with wildcards lists each distinct payment once', () => {
    const g = fresh();
    setupScenario(g, (ctx) => {
      ctx.setPlayerCounter(0, 'm.astral', 2);
      ctx.setPlayerCounter(0, 'm.deep', 1);
      ctx.setPlayerCounter(0, 'm.elder', 1);
    });
    const options = magick(['elder', 'any']).options(g.ctx, 0, -1);
    // elder by elder + any astral / any deep; elder by astral+deep + any astral / any elder
    expect(options).toEqual([
      { astral: 1, elder: 1 },
      { deep: 1, elder: 1 },
      { astral: 2, deep: 1 },
      { astral: 1, deep: 1, elder: 1 },
    ]);
    expect(magick(['elder', 'elder', 'elder']).options(g.ctx, 0, -1)).toEqual([]);
  });

  it('a whole-payment condition filters payments ("at least one of that faction")', () => {
    const g = fresh();
    setupScenario(g, (ctx) => {
      ctx.setPlayerCounter(0, 'm.astral', 1);
      ctx.setPlayerCounter(0, 'm.deep', 1);
    });
    expect(magick(['any'], (c) => (c.deep ?? 0) >= 1).options(g.ctx, 0, -1)).toEqual([{ deep: 1 }]);
  });

  it('paying with real alternatives asks the payer; the chosen units are spent', () => {
    const d = bareGame({
      policy: bagPolicy(),
      cards: [],
      hand: 0,
      actions: [
        {
          type: 'buy',
          enumerate: (ctx, player, out) =>
            void (ctx.canPay([magick(['any'])], player) && out.push({ type: 'buy', player })),
          perform: (ctx, a) => ctx.pay([magick(['any'])], a.player),
        },
        endAction,
      ],
    });
    const g = createGame(d, { players: 2, decks: [['x1'], ['x1']], seed: 1 });
    setupScenario(g, (ctx) => {
      ctx.setPlayerCounter(0, 'm.astral', 1);
      ctx.setPlayerCounter(0, 'm.deep', 1);
    });
    apply(g, { type: 'buy', player: 0 });
    expect(g.state.decision!.request.labels).toEqual(['1 astral', '1 deep']);
    apply(g, { type: 'answer', player: 0, choice: ['pay1'] });
    expect(g.ctx.playerCounter(0, 'm.deep')).toBe(0);
    expect(g.ctx.playerCounter(0, 'm.astral')).toBe(1);
  });

  it('label functions are called only when the decision is really asked (not on re-runs, not when forced)', () => {
    let written = 0;
    const labels = () => {
      written++;
      return ['Left', 'Right'];
    };
    const d = bareGame({
      policy: bagPolicy(),
      cards: [],
      hand: 0,
      actions: [
        {
          type: 'pick',
          enumerate: (_ctx, player, out) => void out.push({ type: 'pick', player }),
          perform: (ctx, a) => {
            ctx.chooseOption(a.player, ['only'], { labels });
            const side = ctx.chooseOption(a.player, ['l', 'r'], { labels });
            ctx.setPlayerCounter(a.player, side, 1);
          },
        },
        endAction,
      ],
    });
    const g = createGame(d, { players: 2, decks: [['x1'], ['x1']], seed: 1 });
    apply(g, { type: 'pick', player: 0 });
    // The forced choice wrote nothing; the real one wrote its labels once, into the recorded question.
    expect(written).toBe(1);
    expect(g.state.decision!.request.labels).toEqual(['Left', 'Right']);
    apply(g, { type: 'answer', player: 0, choice: ['r'] });
    expect(g.ctx.playerCounter(0, 'r')).toBe(1);
    expect(written).toBe(1);
  });

  it("an ordering keeps each remaining item's label, from a label function called once", () => {
    let written = 0;
    const d = bareGame({
      policy: bagPolicy(),
      cards: [],
      hand: 0,
      actions: [
        {
          type: 'rank',
          enumerate: (_ctx, player, out) => void out.push({ type: 'rank', player }),
          perform: (ctx, a) => {
            const order = ctx.order(a.player, ['a', 'b', 'c'], {
              labels: () => {
                written++;
                return ['Ash', 'Birch', 'Cedar'];
              },
            });
            ctx.setPlayerCounter(a.player, order.join(''), 1);
          },
        },
        endAction,
      ],
    });
    const g = createGame(d, { players: 2, decks: [['x1'], ['x1']], seed: 1 });
    apply(g, { type: 'rank', player: 0 });
    expect(g.state.decision!.request.labels).toEqual(['Ash', 'Birch', 'Cedar']);
    apply(g, { type: 'answer', player: 0, choice: ['b'] });
    expect(g.state.decision!.request.labels).toEqual(['Ash', 'Cedar']);
    apply(g, { type: 'answer', player: 0, choice: ['c'] });
    expect(g.ctx.playerCounter(0, 'bca')).toBe(1);
    // Once per question put to the player (each re-run with recorded answers writes nothing).
    expect(written).toBe(2);
  });

  it('tapping interchangeable cards is one payment; tapping self needs the source untapped', () => {
    const g = fresh();
    let ink: number[] = [];
    setupScenario(g, (ctx) => {
      ink = ctx.state.cards
        .filter((c) => c.owner === 0)
        .slice(0, 3)
        .map((c) => c.id);
      for (const c of ink) ctx.move(c, 'ink', 0);
    });
    const part = tapCards({ zone: 'ink', count: 2, key: () => 'ink' });
    expect(part.options(g.ctx, 0, -1)).toHaveLength(1);
    expect(tapCards({ zone: 'ink', count: 2 }).options(g.ctx, 0, -1)).toHaveLength(3);
    expect(tapCards({ zone: 'ink', count: 4 }).options(g.ctx, 0, -1)).toEqual([]);
    expect(tapSelf().options(g.ctx, 0, ink[0])).toEqual([null]);
    setupScenario(g, (ctx) => ctx.setTapped(ink[0], true));
    expect(tapSelf().options(g.ctx, 0, ink[0])).toEqual([]);
    expect(paymentOptions(g.ctx, [part, tapSelf()], 0, ink[1])).toHaveLength(1);
  });

  it('discarding cards with the same definition counts once; pay-counter keeps its floor', () => {
    const g = fresh();
    setupScenario(g, (ctx) => {
      ctx.draw(0, 3);
      ctx.setPlayerCounter(0, 'life', 5);
    });
    // hand: x1, x1, x2 → discard 2: {x1,x1}, {x1,x2}
    const discard = moveCards({ zone: 'hand', count: 2, to: 'discard', key: (ctx, c) => ctx.card(c).def });
    expect(discard.options(g.ctx, 0, -1)).toHaveLength(2);
    expect(payCounter('life', 5).options(g.ctx, 0, -1)).toEqual([null]);
    expect(payCounter('life', 5, 1).options(g.ctx, 0, -1)).toEqual([]);
  });

  it('matching cards to symbols uses each card once', () => {
    const g = fresh();
    setupScenario(g, (ctx) => ctx.draw(0, 4));
    const byPower = (ctx: import('../context/ctx').Ctx, c: number, s: string) =>
      String(ctx.stat(c, 'power')) === s || s === '*';
    // hand: x1, x1, x2, x3
    const part = matchCards({ zone: 'hand', requirements: ['1', '*'], matches: byPower, to: 'discard' });
    const opts = part.options(g.ctx, 0, -1) as number[][];
    expect(opts.length).toBe(5);
    expect(opts.every((o) => new Set(o).size === 2)).toBe(true);
    expect(
      matchCards({ zone: 'hand', requirements: ['1', '1', '1'], matches: byPower, to: 'discard' }).options(
        g.ctx,
        0,
        -1,
      ),
    ).toEqual([]);
  });
});

describe('game-state checks', () => {
  it('all results of one check round apply together, and rounds repeat until nothing changes', () => {
    const d = bareGame({
      policy: bagPolicy(),
      cards: [],
      hand: 0,
      actions: [
        {
          type: 'poke',
          enumerate: (_c, player, out) => void out.push({ type: 'poke', player }),
          perform: (ctx) => ctx.setVar('a', 1),
        },
        endAction,
      ],
      checks: [
        {
          id: 'both',
          find: (ctx, out) => {
            // Both read the state before either result applies: b and c both see a === 1.
            if (ctx.getVar('a') === 1) out.push(() => ctx.setVar('a', 2));
            if (ctx.getVar('a') === 1) out.push(() => ctx.setVar('b', 1));
          },
        },
        {
          id: 'then',
          find: (ctx, out) =>
            void (ctx.getVar('a') === 2 && !ctx.getVar('c') && out.push(() => ctx.setVar('c', 1))),
        },
      ],
    });
    const g = createGame(d, { players: 2, decks: [['x1'], ['x1']], seed: 1 });
    apply(g, { type: 'poke', player: 0 });
    expect([g.ctx.getVar('a'), g.ctx.getVar('b'), g.ctx.getVar('c')]).toEqual([2, 1, 1]);
  });

  it('a player who loses in a check leaves; the last team standing wins', () => {
    const d = bareGame({
      policy: bagPolicy(),
      cards: [],
      hand: 0,
      actions: [
        {
          type: 'hit',
          enumerate: (ctx, player, out) => {
            for (const o of ctx.opponents(player)) out.push({ type: 'hit', player, target: o });
          },
          perform: (ctx, a) => ctx.addPlayerCounter(a.target as number, 'life', -1),
        },
        endAction,
      ],
      checks: [
        {
          id: 'life',
          find: (ctx, out) => {
            for (const p of ctx.playersInOrder())
              if (ctx.playerCounter(p, 'life') < 0) out.push(() => ctx.lose(p, 'life'));
          },
        },
      ],
    });
    const g = createGame(d, { players: 3, decks: [['x1'], ['x1'], ['x1']], seed: 1, teams: [0, 1, 1] });
    apply(g, { type: 'hit', player: 0, target: 1 });
    expect(g.state.players[1].out).toBe(true);
    expect(g.over).toBe(false);
    apply(g, { type: 'hit', player: 0, target: 2 });
    expect(g.state.status).toEqual({ over: true, winners: [0], reason: 'life' });
    expect(g.state.players.map((p) => p.result)).toEqual(['won', 'lost', 'lost']);
  });
});
