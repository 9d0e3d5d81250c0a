/**
 * Queues besides the triggered abilities' container (`GameSpec.queues`, issue 14): Lore's chain shape —
 * items put in during one step resolve in their own step, newest first, each followed by the triggers
 * it causes before the next item.
 */
import { describe, expect, it } from 'vitest';
import type { Ctx } from '../context/ctx';
import { replay, toReplay } from '../io/replay';
import { viewFor } from '../io/view';
import { defineGame } from '../rules/define';
import type { Action } from '../rules/definition';
import { bagPolicy } from '../rules/policies';
import { DefinitionError, EngineError } from '../state/errors';
import type { GameEvent } from '../state/events';
import type { CardId, PlayerId } from '../state/state';
import { apply, clone, createGame, legalActions } from './engine';
import { bareGame, endAction, fillers } from './test-games';

/** Puts a hand card on the chain (it waits in `limbo` until its item resolves). */
const castAction = {
  type: 'cast',
  enumerate(ctx: Ctx, player: PlayerId, out: Action[]) {
    for (const card of ctx.cards('hand', player)) out.push({ type: 'cast', player, card });
  },
  perform(ctx: Ctx, a: Action) {
    const card = a.card as CardId;
    ctx.move(card, 'limbo', a.player, { cause: 'cast' });
    ctx.addToQueue('chain', {
      controller: a.player,
      source: card,
      task: { h: 'land', a: card },
      label: `card ${card}`,
    });
  },
};

const base = bareGame({ policy: bagPolicy(), cards: [], hand: 3 });
const def = defineGame({
  ...base,
  zones: [...base.zones, { name: 'limbo', owner: 'player', ordered: true, visibility: 'public' }],
  turn: {
    phases: [
      {
        id: 'main',
        steps: [
          { id: 'main', mode: 'actions' },
          { id: 'resolve', mode: 'auto' },
        ],
      },
    ],
  },
  actions: [castAction, endAction],
  queues: [{ name: 'chain', order: 'newest-first', resolves: (ctx) => ctx.step.step === 'resolve' }],
  handlers: {
    land: (ctx, a) => {
      ctx.move(a as CardId, 'play', ctx.actor, { cause: 'landed' });
      ctx.emit({ type: 'landed', card: a as CardId });
    },
  },
  cards: [
    ...fillers,
    {
      id: 'echo',
      name: 'Echo',
      types: [],
      stats: {},
      abilities: [
        {
          kind: 'triggered',
          on: 'landed',
          when: (_ctx, e, self) => e.card === self,
          effect: (ctx) => ctx.emit({ type: 'echoed' }),
        },
      ],
    },
  ],
});
const deck = () => ['echo', 'echo', 'echo', ...fillers.map((c) => c.id)];
const fillerDeck = fillers.map((c) => c.id);
const fresh = (seed = 1) => createGame(def, { players: 2, decks: [deck(), deck()], seed, firstPlayer: 0 });

/** Casts the first `n` hand cards of the active player, returns them, and leaves the main step. */
function castAndEnd(
  game: ReturnType<typeof fresh>,
  n: number,
): { cast: CardId[]; events: readonly GameEvent[] } {
  const cast: CardId[] = [];
  for (let i = 0; i < n; i++) {
    const a = legalActions(game).find((x) => x.type === 'cast')!;
    cast.push(a.card as CardId);
    apply(game, a);
  }
  return { cast, events: apply(game, legalActions(game).find((x) => x.type === 'end')!).events };
}

describe('issue 14: queues of items besides triggered abilities (Lore 4.6 chain shape)', () => {
  it('items wait while the queue does not resolve, and are public in every view', () => {
    const g = fresh();
    const a = legalActions(g).find((x) => x.type === 'cast')!;
    apply(g, a);
    expect(g.ctx.queueItems('chain').map((i) => i.source)).toEqual([a.card]);
    expect(g.ctx.zoneOf(a.card as CardId)).toBe('limbo');
    for (const viewer of [0, 1]) {
      const chain: unknown = viewFor(g, viewer).queues?.chain;
      expect(chain).toEqual([
        { id: expect.any(Number), controller: 0, source: a.card, label: `card ${a.card}` },
      ]);
    }
  });

  it('Lore 4.6: in its step the queue resolves newest first, each item followed by its own triggers', () => {
    const g = fresh(3);
    const { cast, events } = castAndEnd(g, 3);
    const order = events
      .filter(
        (e) => (e.type === 'resolving' && e.queue === 'chain') || e.type === 'landed' || e.type === 'echoed',
      )
      .map((e) => (e.type === 'landed' ? `landed ${e.card}` : e.type === 'resolving' ? `resolving` : e.type));
    const echoes = cast.map((c) => (g.state.cards[c].def === 'echo' ? ['echoed'] : []));
    const expected = [...cast]
      .reverse()
      .flatMap((c, i) => ['resolving', `landed ${c}`, ...echoes[cast.length - 1 - i]]);
    expect(echoes.flat().length).toBeGreaterThan(0);
    expect(order).toEqual(expected);
    expect(events.filter((e) => e.type === 'resolving' && e.queue === 'chain')).toHaveLength(3);
    expect(g.ctx.queueItems('chain')).toEqual([]);
    for (const c of cast) expect(g.ctx.zoneOf(c)).toBe('play');
  });

  it('an item taken out (cancelled) never resolves; a departed player’s items leave with them', () => {
    const g = fresh(4);
    const a = legalActions(g).find((x) => x.type === 'cast')!;
    apply(g, a);
    const [item] = g.ctx.queueItems('chain');
    expect(g.ctx.removeFromQueue('chain', item.id)).toBe(true);
    expect(g.ctx.removeFromQueue('chain', item.id)).toBe(false);
    apply(g, legalActions(g).find((x) => x.type === 'cast')!);
    g.ctx.lose(0, 'test');
    expect(g.ctx.queueItems('chain')).toEqual([]);
  });

  it('clones and replays carry the queue exactly; a copy’s queue is its own', () => {
    const g = fresh(5);
    apply(g, legalActions(g).find((x) => x.type === 'cast')!);
    const copy = clone(g);
    apply(copy, legalActions(copy).find((x) => x.type === 'end')!);
    expect(g.ctx.queueItems('chain')).toHaveLength(1);
    expect(copy.ctx.queueItems('chain')).toHaveLength(0);
    castAndEnd(g, 1);
    expect(replay(def, toReplay(g)).state).toEqual(g.state);
  });

  it('a queue that is not declared is an EngineError; a queue declared twice is a DefinitionError', () => {
    const g = fresh();
    expect(() => g.ctx.queueItems('stack')).toThrow(EngineError);
    const chain = { name: 'chain', order: 'oldest-first' as const, resolves: () => true };
    expect(() => defineGame({ ...def, queues: [chain, chain] })).toThrow(DefinitionError);
    expect(
      createGame(base, { players: 2, decks: [fillerDeck, fillerDeck], seed: 1 }).state,
    ).not.toHaveProperty('queues');
  });
});
