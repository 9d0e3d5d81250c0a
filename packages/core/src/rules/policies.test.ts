import { describe, expect, it } from 'vitest';
import { apply, createGame, legalActions, setupScenario } from '../engine/engine';
import { bareGame, echo, logOf, putInPlay } from '../engine/test-games';
import { bagPolicy, fixedPolicy, stackPolicy } from './policies';

const deck = (...ids: string[]) => ids;

describe('bag policy (Lorcana CR 7.7 shape)', () => {
  const cards = [echo('A'), echo('B'), echo('C')];

  it('the active player chooses the order of their own triggers, then the next player resolves theirs', () => {
    const def = bareGame({ policy: bagPolicy(), cards, hand: 1 });
    const game = createGame(def, { players: 2, decks: [deck('x1', 'A', 'B'), deck('x2', 'C')], seed: 1 });
    setupScenario(game, (ctx) => {
      putInPlay(ctx, 0, ['A', 'B']);
      putInPlay(ctx, 1, ['C']);
    });
    apply(game, { type: 'play', player: 0, card: game.state.zones[game.ctx.slot('hand', 0)][0] });
    // Two of player 1's own (seat 0) triggers wait: a decision of seat 0 is open.
    const decision = game.state.decision!;
    expect(decision.request.player).toBe(0);
    expect(decision.request.labels).toEqual(['A: echo', 'B: echo']);
    const pickB = legalActions(game).find(
      (a) =>
        (a.choice as string[])[0] === String(game.state.pending.find((i) => i.label.startsWith('B'))!.id),
    )!;
    apply(game, pickB);
    expect(logOf(game.ctx)).toEqual(['B', 'A', 'C']);
    expect(game.state.pending).toEqual([]);
  });

  it('hand-over: next in turn order after the resolver, or back to the active player first', () => {
    // Seat 1's trigger, when it resolves, sets off triggers for seats 0 and 2.
    const cards2 = [echo('P', { emits: 'ping' }), echo('Q', { on: 'ping' }), echo('R', { on: 'ping' })];
    const run = (handOver: 'next-in-turn-order' | 'active-first') => {
      const def = bareGame({ policy: bagPolicy({ handOver }), cards: cards2, hand: 1 });
      const game = createGame(def, {
        players: 3,
        decks: [deck('x1', 'Q'), deck('x2', 'P'), deck('x3', 'R')],
        seed: 3,
      });
      setupScenario(game, (ctx) => {
        putInPlay(ctx, 0, ['Q']);
        putInPlay(ctx, 1, ['P']);
        putInPlay(ctx, 2, ['R']);
      });
      apply(game, { type: 'play', player: 0, card: game.state.zones[game.ctx.slot('hand', 0)][0] });
      return logOf(game.ctx);
    };
    expect(run('next-in-turn-order')).toEqual(['P', 'R', 'Q']);
    expect(run('active-first')).toEqual(['P', 'Q', 'R']);
  });
});

describe('stack policy (LIFO chain with priority)', () => {
  const respond = {
    type: 'respond',
    windows: ['priority'] as const,
    enumerate: (ctx: import('../context/ctx').Ctx, player: number, out: import('./definition').Action[]) => {
      if (!ctx.getVar(`responded.${player}`)) out.push({ type: 'respond', player });
    },
    perform: (ctx: import('../context/ctx').Ctx, a: import('./definition').Action) => {
      ctx.setVar(`responded.${a.player}`, true);
      ctx.queue({
        controller: a.player,
        task: { h: 'say', a: `R${a.player}` },
        label: `response of ${a.player}`,
      });
    },
  };
  const def = () =>
    bareGame({
      policy: stackPolicy(),
      cards: [echo('A'), echo('C')],
      hand: 1,
      actions: [
        { ...respond },
        {
          type: 'play',
          enumerate: (ctx, player, out) => {
            for (const card of ctx.cards('hand', player)) out.push({ type: 'play', player, card });
          },
          perform: (ctx, a) => void ctx.move(a.card as number, 'play', a.player),
        },
        {
          type: 'end',
          enumerate: (_c, player, out) => void out.push({ type: 'end', player }),
          perform: (ctx) => ctx.endStep(),
        },
      ],
      handlers: {
        say: (ctx, a) => ctx.setVar('log', [...((ctx.getVar('log') as string[]) ?? []), a as string]),
      },
    });

  it('opens priority for the active player; newest item resolves after everyone passes in succession', () => {
    const game = createGame(def(), { players: 2, decks: [deck('x1', 'A'), deck('x2', 'C')], seed: 2 });
    setupScenario(game, (ctx) => {
      putInPlay(ctx, 0, ['A']);
      putInPlay(ctx, 1, ['C']);
    });
    apply(game, { type: 'play', player: 0, card: game.state.zones[game.ctx.slot('hand', 0)][0] });
    // Active player's item goes in first (bottom), so the opponent's resolves first.
    expect(game.state.pending.map((i) => i.label)).toEqual(['A: echo', 'C: echo']);
    expect(game.state.priority).toEqual({ player: 0, passes: 0, window: 'stack' });
    expect(
      legalActions(game)
        .map((a) => a.type)
        .sort(),
    ).toEqual(['pass', 'respond']);
    apply(game, { type: 'pass', player: 0 });
    expect(game.state.priority?.player).toBe(1);
    apply(game, { type: 'pass', player: 1 });
    expect(logOf(game.ctx)).toEqual(['C']);
    // Priority opens again for the remaining item.
    apply(game, { type: 'pass', player: 0 });
    apply(game, { type: 'pass', player: 1 });
    expect(logOf(game.ctx)).toEqual(['C', 'A']);
    expect(game.state.priority).toBeNull();
  });

  it('a response goes on top and resolves first; everyone must pass again after it', () => {
    const game = createGame(def(), { players: 2, decks: [deck('x1', 'A'), deck('x2', 'C')], seed: 2 });
    setupScenario(game, (ctx) => putInPlay(ctx, 0, ['A']));
    apply(game, { type: 'play', player: 0, card: game.state.zones[game.ctx.slot('hand', 0)][0] });
    apply(game, { type: 'pass', player: 0 });
    apply(game, { type: 'respond', player: 1 });
    expect(game.state.priority).toEqual({ player: 0, passes: 0, window: 'stack' });
    apply(game, { type: 'pass', player: 0 });
    apply(game, { type: 'pass', player: 1 });
    expect(logOf(game.ctx)).toEqual(['R1']);
    apply(game, { type: 'pass', player: 0 });
    apply(game, { type: 'pass', player: 1 });
    expect(logOf(game.ctx)).toEqual(['R1', 'A']);
  });
});

describe('stack policy: a player leaves with items on the stack', () => {
  it('their items go, and abilities added later are still ordered by their controller', () => {
    // Seat 0's response puts two items on the stack at once: with the stack's ordered-count right,
    // seat 0 is asked to order them.
    const twoAtOnce = {
      type: 'respond',
      windows: ['priority'] as const,
      enumerate: (
        ctx: import('../context/ctx').Ctx,
        player: number,
        out: import('./definition').Action[],
      ) => {
        if (!ctx.getVar(`responded.${player}`)) out.push({ type: 'respond', player });
      },
      perform: (ctx: import('../context/ctx').Ctx, a: import('./definition').Action) => {
        ctx.setVar(`responded.${a.player}`, true);
        for (const label of ['X', 'Y'])
          ctx.queue({ controller: a.player, task: { h: 'say', a: label }, label: `${label} of ${a.player}` });
      },
    };
    const def = bareGame({
      policy: stackPolicy(),
      cards: [echo('A'), echo('C')],
      hand: 1,
      actions: [
        twoAtOnce,
        {
          type: 'play',
          enumerate: (ctx, player, out) => {
            for (const card of ctx.cards('hand', player)) out.push({ type: 'play', player, card });
          },
          perform: (ctx, a) => void ctx.move(a.card as number, 'play', a.player),
        },
        {
          type: 'end',
          enumerate: (_c, player, out) => void out.push({ type: 'end', player }),
          perform: (ctx) => ctx.endStep(),
        },
      ],
      handlers: {
        say: (ctx, a) => ctx.setVar('log', [...((ctx.getVar('log') as string[]) ?? []), a as string]),
      },
    });
    const game = createGame(def, {
      players: 3,
      decks: [deck('x1', 'A'), deck('x2', 'C'), deck('x3')],
      seed: 5,
    });
    setupScenario(game, (ctx) => {
      putInPlay(ctx, 0, ['A']);
      putInPlay(ctx, 1, ['C']);
    });
    apply(game, { type: 'play', player: 0, card: game.state.zones[game.ctx.slot('hand', 0)][0] });
    expect(game.state.pending.map((i) => i.label)).toEqual(['A: echo', 'C: echo']);
    apply(game, { type: 'concede', player: 1 });
    expect(game.state.pending.map((i) => i.label)).toEqual(['A: echo']);
    expect(game.state.policy.settled).toBe(1);
    apply(game, { type: 'respond', player: 0 });
    expect(game.state.decision?.request.player).toBe(0);
    expect(game.state.decision?.request.labels).toEqual(['X of 0', 'Y of 0']);
  });
});

describe('fixed policy (Lightseekers 4.3.3 shape)', () => {
  it('resolves in the order the key fixes, with no decision', () => {
    const def = bareGame({
      policy: fixedPolicy({
        key: (ctx, item) => ((item.controller - ctx.active + 2) % 2) * 100 - item.source,
      }),
      cards: [echo('A'), echo('B'), echo('C')],
      hand: 1,
    });
    // The key orders by instance id, so the ids follow the deck lists here.
    const game = createGame(def, {
      players: 2,
      decks: [deck('x1', 'A', 'B'), deck('x2', 'C')],
      seed: 4,
      cardIds: 'deck-order',
    });
    setupScenario(game, (ctx) => {
      putInPlay(ctx, 0, ['A', 'B']);
      putInPlay(ctx, 1, ['C']);
    });
    apply(game, { type: 'play', player: 0, card: game.state.zones[game.ctx.slot('hand', 0)][0] });
    expect(game.state.decision).toBeNull();
    // Active player first, and within them the higher source id first (key = -source).
    expect(logOf(game.ctx)).toEqual(['B', 'A', 'C']);
  });
});

describe('pending items', () => {
  it('cancelPending removes one waiting item (a countered spell) and keeps the stack consistent', () => {
    const def = bareGame({
      policy: stackPolicy(),
      cards: [echo('A'), echo('B'), echo('C')],
      hand: 1,
      actions: [
        {
          type: 'counter',
          windows: ['priority'],
          enumerate: (ctx, player, out) => {
            if (ctx.state.pending.length > 1) out.push({ type: 'counter', player });
          },
          perform: (ctx) => void ctx.cancelPending(ctx.state.pending[ctx.state.pending.length - 1].id),
        },
        {
          type: 'play',
          enumerate: (ctx, player, out) => {
            for (const card of ctx.cards('hand', player)) out.push({ type: 'play', player, card });
          },
          perform: (ctx, a) => void ctx.move(a.card as number, 'play', a.player),
        },
        {
          type: 'end',
          enumerate: (_c, player, out) => void out.push({ type: 'end', player }),
          perform: (ctx) => ctx.endStep(),
        },
      ],
    });
    const game = createGame(def, { players: 2, decks: [deck('x1', 'A', 'B'), deck('x2', 'C')], seed: 2 });
    setupScenario(game, (ctx) => putInPlay(ctx, 0, ['A', 'B']));
    apply(game, { type: 'play', player: 0, card: game.state.zones[game.ctx.slot('hand', 0)][0] });
    // A and B are ordered by their controller.
    apply(game, legalActions(game)[0]);
    expect(game.state.pending).toHaveLength(2);
    apply(game, { type: 'counter', player: 0 });
    expect(game.state.pending).toHaveLength(1);
    apply(game, { type: 'pass', player: 1 });
    apply(game, { type: 'pass', player: 0 });
    expect(logOf(game.ctx)).toHaveLength(1);
    expect(game.state.pending).toEqual([]);
  });

  it('a card that left play keeps its last known state in the move event (face-down, tapped, counters)', () => {
    const def = bareGame({ policy: bagPolicy(), cards: [], hand: 0 });
    const g = createGame(def, { players: 2, decks: [['x1'], ['x1']], seed: 1 });
    const events: unknown[] = [];
    setupScenario(g, (ctx) => {
      const [x] = putInPlay(ctx, 0, ['x1']);
      ctx.setTapped(x, true);
      ctx.setCounter(x, 'damage', 2);
      ctx.move(x, 'discard', 0);
      events.push(...ctx.events);
    });
    expect(events.at(-1)).toMatchObject({
      type: 'moved',
      to: 'discard',
      wasTapped: true,
      wasCounters: { damage: 2 },
    });
  });
});
