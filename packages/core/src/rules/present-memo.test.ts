import { describe, expect, it } from 'vitest';
import { clone, createGame, setupScenario } from '../engine/engine';
import { bareGame } from '../engine/test-games';
import { bagPolicy } from './policies';

const game = bareGame({ policy: bagPolicy(), cards: [] });
const deck = (card: string) => Array.from({ length: 8 }, () => card);

describe('ctx.presentMemo: indexes over the cards a game can hold (issue 21)', () => {
  it('is built over the decks’ cards only, once per set of cards, shared by games and copies', () => {
    const key = {};
    const built: string[][] = [];
    const read = (g: ReturnType<typeof createGame>) =>
      g.ctx.presentMemo(key, (cards) => {
        built.push(cards.map((c) => c.id));
        return cards.length;
      });
    const a = createGame(game, { players: 2, decks: [deck('x1'), deck('x2')], seed: 1 });
    expect(read(a)).toBe(2);
    expect(built).toEqual([['x1', 'x2']]);
    // Another game with the same cards (in another order) and a copy reuse the memo.
    const b = createGame(game, { players: 2, decks: [deck('x2'), deck('x1')], seed: 2 });
    expect(read(b)).toBe(2);
    expect(read(clone(a))).toBe(2);
    expect(built).toHaveLength(1);
    // Other cards, another memo.
    const c = createGame(game, { players: 2, decks: [deck('x3'), deck('x3')], seed: 3 });
    expect(read(c)).toBe(1);
    expect(built[1]).toEqual(['x3']);
  });

  it('is built again once a token of a card no deck holds enters the game', () => {
    const key = {};
    const g = createGame(game, { players: 2, decks: [deck('x1'), deck('x2')], seed: 1 });
    const ids = () => g.ctx.presentMemo(key, (cards) => cards.map((c) => c.id));
    expect(ids()).toEqual(['x1', 'x2']);
    setupScenario(g, (ctx) => void ctx.createToken('x7', 'play', 0));
    expect(ids()).toEqual(['x1', 'x2', 'x7']);
  });

  it('keeps memos of different keys apart', () => {
    const g = createGame(game, { players: 2, decks: [deck('x1'), deck('x2')], seed: 1 });
    expect(g.ctx.presentMemo({}, () => 'first')).toBe('first');
    expect(g.ctx.presentMemo({}, () => 'second')).toBe('second');
  });

  it('an event type is wanted only when a card the game holds watches it (not any card of the pool)', () => {
    const def = bareGame({
      policy: bagPolicy(),
      cards: [
        {
          id: 'watcher',
          name: 'Watcher',
          types: ['unit'],
          stats: {},
          abilities: [{ kind: 'triggered', on: 'tapped', effect: () => {} }],
        },
      ],
    });
    const quiet = (g: ReturnType<typeof createGame>) => {
      g.recordEvents = false;
      return g;
    };
    const without = quiet(createGame(def, { players: 2, decks: [deck('x1'), deck('x2')], seed: 1 }));
    expect(without.ctx.wants('tapped')).toBe(false);
    const withIt = quiet(createGame(def, { players: 2, decks: [deck('watcher'), deck('x2')], seed: 1 }));
    expect(withIt.ctx.wants('tapped')).toBe(true);
    expect(withIt.ctx.wants('moved')).toBe(false);
    without.recordEvents = true;
    expect(without.ctx.wants('tapped')).toBe(true);
  });

  it('is kept apart per definition: two definitions may give the same card id different abilities', () => {
    const watching = (on: string) =>
      bareGame({
        policy: bagPolicy(),
        cards: [
          {
            id: 'watcher',
            name: 'Watcher',
            types: ['unit'],
            stats: {},
            abilities: [{ kind: 'triggered', on, effect: () => {} }],
          },
        ],
      });
    const decks = [deck('watcher'), deck('x2')];
    const first = createGame(watching('tapped'), { players: 2, decks, seed: 1 });
    first.recordEvents = false;
    expect(first.ctx.wants('tapped')).toBe(true);
    // Same deck lists (so the same interned set of card ids), another definition of the card.
    const second = createGame(watching('moved'), { players: 2, decks, seed: 1 });
    second.recordEvents = false;
    expect(second.ctx.wants('tapped')).toBe(false);
    expect(second.ctx.wants('moved')).toBe(true);
    const key = {};
    expect(first.ctx.presentMemo(key, (_cards, definition) => definition)).toBe(first.definition);
    expect(second.ctx.presentMemo(key, (_cards, definition) => definition)).toBe(second.definition);
  });
});
