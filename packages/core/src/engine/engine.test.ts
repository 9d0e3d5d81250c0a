import { describe, expect, it } from 'vitest';
import { defineGame } from '../rules/define';
import { bagPolicy } from '../rules/policies';
import { DefinitionError, IllegalActionError, SetupError } from '../state/errors';
import { isJson } from '../state/json';
import { Random } from '../state/rng';
import { skirmish, skirmishDeck } from '../testing/mini';
import { apply, clone, createGame, legalActions, setupScenario } from './engine';
import { bareGame, bytes, endAction, playAction, putInPlay } from './test-games';

const decks2 = () => [skirmishDeck(), skirmishDeck()];

function refused(fn: () => unknown): IllegalActionError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(IllegalActionError);
    return e as IllegalActionError;
  }
  throw new Error('expected the action to be refused');
}

describe('createGame', () => {
  it('same seed and same actions give the same game; another seed another one', () => {
    const a = createGame(skirmish(), { players: 2, decks: decks2(), seed: 'x' });
    const b = createGame(skirmish(), { players: 2, decks: decks2(), seed: 'x' });
    const c = createGame(skirmish(), { players: 2, decks: decks2(), seed: 'y' });
    expect(bytes(a.state)).toBe(bytes(b.state));
    expect(bytes(a.state)).not.toBe(bytes(c.state));
  });

  it('rejects bad setups with a SetupError naming the problem', () => {
    expect(() => createGame(skirmish(), { players: 5, decks: [], seed: 1 })).toThrow(
      /played by 2, 3, 4 players, not 5/,
    );
    expect(() => createGame(skirmish(), { players: 2, decks: [skirmishDeck()], seed: 1 })).toThrow(
      /expected 2 decks/,
    );
    expect(() => createGame(skirmish(), { players: 2, decks: [['nope'], []], seed: 1 })).toThrow(SetupError);
    expect(() => createGame(skirmish(), { players: 2, decks: decks2(), seed: 1, ruleset: 'zzz' })).toThrow(
      /unknown ruleset "zzz"/,
    );
  });

  it('defineGame refuses inconsistent definitions', () => {
    const base = {
      id: 't',
      name: 't',
      players: [2],
      abilityZones: ['deck'],
      turn: { phases: [] },
      policy: bagPolicy(),
      rulesets: [{ name: 'r', options: {} }],
      setup() {},
    };
    expect(() =>
      defineGame({
        ...base,
        zones: [{ name: 'hand', owner: 'player', ordered: false, visibility: 'owner' }],
        actions: [],
        cards: [],
      }),
    ).toThrow(/deck zone "deck" is not declared/);
    const zones = [{ name: 'deck', owner: 'player', ordered: true, visibility: 'count' }] as const;
    expect(() =>
      defineGame({ ...base, zones, actions: [{ ...playAction, type: 'pass' }], cards: [] }),
    ).toThrow(/reserved/);
    expect(() =>
      defineGame({
        ...base,
        zones,
        actions: [],
        cards: [
          { id: 'a', name: 'a', types: [], stats: {} },
          { id: 'a', name: 'b', types: [], stats: {} },
        ],
      }),
    ).toThrow(DefinitionError);
    expect(() =>
      defineGame({
        ...base,
        zones,
        actions: [],
        cards: [
          {
            id: 'a',
            name: 'a',
            types: [],
            stats: {},
            abilities: [{ kind: 'static', stat: 's', op: 'add', amount: 1, zones: ['moon'] }],
          },
        ],
      }),
    ).toThrow(/unknown zone "moon"/);
  });
});

describe('apply: refused actions name the problem and change nothing', () => {
  const game = createGame(skirmish(), { players: 2, decks: decks2(), seed: 11 });
  const before = bytes(game.state);
  const other = 1 - game.state.turn.active;

  it('malformed actions', () => {
    expect(refused(() => apply(game, null as never)).reason).toBe('malformed');
    expect(refused(() => apply(game, { type: '', player: 0 })).reason).toBe('malformed');
    expect(refused(() => apply(game, { type: 'play', player: 7 })).reason).toBe('malformed');
    expect(bytes(game.state)).toBe(before);
  });
  it('unknown action type', () => {
    expect(refused(() => apply(game, { type: 'fly', player: game.state.turn.active })).reason).toBe(
      'unknown-action',
    );
  });
  it('a player acting out of turn', () => {
    const e = refused(() => apply(game, { type: 'end-turn', player: other }));
    expect(e.reason).toBe('wrong-player');
    expect(e.message).toContain(`player ${game.state.turn.active + 1}'s turn`);
    expect(bytes(game.state)).toBe(before);
  });
  it('an action that is not legal now carries its rule', () => {
    const e = refused(() => apply(game, { type: 'attack', player: game.state.turn.active, card: 0 }));
    expect(e.reason).toBe('not-legal');
    expect(e.rule).toBe('Skirmish: attack');
    expect(bytes(game.state)).toBe(before);
  });
  it('an answer with no decision open, and a pass with no priority window', () => {
    expect(
      refused(() => apply(game, { type: 'answer', player: game.state.turn.active, choice: [] })).reason,
    ).toBe('not-legal');
    expect(refused(() => apply(game, { type: 'pass', player: game.state.turn.active })).reason).toBe(
      'not-legal',
    );
    expect(bytes(game.state)).toBe(before);
  });
  it('a rules error thrown mid-action rolls back everything the action did (CR 1.7.6 shape)', () => {
    const def = bareGame({
      policy: bagPolicy(),
      cards: [],
      actions: [
        {
          type: 'risky',
          enumerate: (_ctx, player, out) => void out.push({ type: 'risky', player }),
          perform: (ctx, a) => {
            ctx.draw(a.player, 1);
            ctx.addPlayerCounter(a.player, 'score', 5);
            throw new IllegalActionError('rules', 'cannot finish', { rule: 'Test 1.2' });
          },
        },
        endAction,
      ],
    });
    const g = createGame(def, { players: 2, decks: [['x1', 'x2', 'x3', 'x4'], ['x1']], seed: 1 });
    const snapshot = bytes(g.state);
    const e = refused(() => apply(g, { type: 'risky', player: 0 }));
    expect(e.rule).toBe('Test 1.2');
    expect(bytes(g.state)).toBe(snapshot);
    // And the game goes on normally afterwards.
    apply(g, { type: 'end', player: 0 });
    expect(g.state.turn.active).toBe(1);
  });
});

describe('decisions', () => {
  it('an open decision only accepts a well-formed answer from its player', () => {
    // Skirmish's attack asks which player to attack when there are two opponents.
    const def = skirmish();
    const game = createGame(def, {
      players: 3,
      decks: [skirmishDeck(), skirmishDeck(), skirmishDeck()],
      seed: 5,
    });
    const p = game.state.turn.active;
    setupScenario(game, (ctx) => {
      const grunt = ctx.state.cards.find((c) => c.owner === p && c.def === 'grunt')!.id;
      ctx.move(grunt, 'play', p);
      ctx.setCard(grunt, 'controller', p);
      ctx.state.cards[grunt].enteredTurn = -1;
    });
    const grunt = game.ctx.cards('play', p)[0];
    apply(game, { type: 'attack', player: p, card: grunt });
    const request = game.state.decision!.request;
    expect(request.kind).toBe('players');
    expect(request.options).toEqual(game.ctx.opponents(p));
    const before = bytes(game.state);
    expect(
      refused(() => apply(game, { type: 'answer', player: (p + 1) % 3, choice: [request.options[0]] }))
        .reason,
    ).toBe('wrong-player');
    expect(refused(() => apply(game, { type: 'answer', player: p, choice: [p] })).reason).toBe('bad-answer');
    expect(
      refused(() => apply(game, { type: 'answer', player: p, choice: request.options.slice() })).reason,
    ).toBe('bad-answer');
    expect(refused(() => apply(game, { type: 'end-turn', player: p })).reason).toBe('not-legal');
    expect(bytes(game.state)).toBe(before);
    const target = request.options[1] as number;
    const life = game.ctx.playerCounter(target, 'life');
    expect(legalActions(game)).toHaveLength(2);
    apply(game, { type: 'answer', player: p, choice: [target] });
    expect(game.ctx.playerCounter(target, 'life')).toBe(life - 2);
    expect(game.state.decision).toBeNull();
  });
});

describe('concede and clone', () => {
  it('any player may concede at any time; concede is not listed among legal actions', () => {
    const game = createGame(skirmish(), {
      players: 3,
      decks: [skirmishDeck(), skirmishDeck(), skirmishDeck()],
      seed: 9,
    });
    const idle = (game.state.turn.active + 1) % 3;
    expect(legalActions(game).some((a) => a.type === 'concede')).toBe(false);
    apply(game, { type: 'concede', player: idle });
    expect(game.state.players[idle].out).toBe(true);
    expect(game.over).toBe(false);
    expect(refused(() => apply(game, { type: 'concede', player: idle })).reason).toBe('wrong-player');
    apply(game, { type: 'concede', player: game.state.turn.active });
    expect(game.over).toBe(true);
    expect(game.state.status.reason).toBe('concede');
    expect(refused(() => apply(game, { type: 'end-turn', player: 0 })).reason).toBe('game-over');
  });

  it('a clone is independent of its original', () => {
    const game = createGame(skirmish(), { players: 2, decks: decks2(), seed: 12 });
    const copy = clone(game);
    const before = bytes(game.state);
    apply(copy, legalActions(copy)[0]);
    expect(bytes(game.state)).toBe(before);
    expect(bytes(copy.state)).not.toBe(before);
  });
});

describe('copies and card counters', () => {
  it('card records of setup, tokens and copies are plain JSON objects with one field order (saves and digests)', () => {
    const game = createGame(skirmish(), { players: 2, decks: decks2(), seed: 12 });
    setupScenario(game, (ctx) => void ctx.createToken(game.state.cards[0].def, 'hand', 0));
    const copy = clone(game);
    const order = Object.keys(game.state.cards[0]);
    expect(order).toEqual([
      'id',
      'def',
      'owner',
      'controller',
      'zone',
      'faceDown',
      'tapped',
      'counters',
      'attachedTo',
      'stamp',
      'enteredTurn',
      'token',
      'shown',
    ]);
    for (const cards of [game.state.cards, copy.state.cards]) {
      for (const card of cards) {
        expect(Object.getPrototypeOf(card)).toBe(Object.prototype);
        expect(Object.keys(card)).toEqual(order);
      }
    }
    expect(game.state.cards.at(-1)?.token).toBe(true);
    expect(isJson(copy.state)).toBe(true);
    expect(JSON.stringify(copy.state)).toBe(JSON.stringify(game.state));
  });

  it('copies of many clones stay independent when counters are set on cards that had none', () => {
    const game = createGame(skirmish(), { players: 2, decks: decks2(), seed: 12 });
    const card = game.state.cards.find((c) => Object.keys(c.counters).length === 0)!.id;
    const a = clone(game);
    const b = clone(game);
    setupScenario(a, (ctx) => ctx.setCounter(card, 'mark', 2));
    expect(a.ctx.counter(card, 'mark')).toBe(2);
    expect(b.ctx.counter(card, 'mark')).toBe(0);
    expect(game.ctx.counter(card, 'mark')).toBe(0);
    setupScenario(b, (ctx) => ctx.addCounter(card, 'mark', 1));
    expect([
      game.ctx.counter(card, 'mark'),
      a.ctx.counter(card, 'mark'),
      b.ctx.counter(card, 'mark'),
    ]).toEqual([0, 2, 1]);
  });

  it('a rejected action rolls a copied card back to no counters', () => {
    const game = clone(createGame(skirmish(), { players: 2, decks: decks2(), seed: 12 }));
    const card = game.state.cards.find((c) => Object.keys(c.counters).length === 0)!.id;
    const before = bytes(game.state);
    expect(() =>
      setupScenario(game, (ctx) => {
        ctx.setCounter(card, 'mark', 3);
        throw new Error('scenario fails after setting a counter');
      }),
    ).toThrow('scenario fails');
    expect(bytes(game.state)).toBe(before);
    setupScenario(game, (ctx) => ctx.setCounter(card, 'mark', 1));
    expect(game.ctx.counter(card, 'mark')).toBe(1);
  });
});

describe('events', () => {
  it('apply returns the events an action caused; with recordEvents off it returns none and rules still see them', () => {
    const play = (record: boolean) => {
      const g = createGame(skirmish(), { players: 2, decks: decks2(), seed: 31 });
      g.recordEvents = record;
      let seen = 0;
      const r = new Random(31);
      while (!g.over) seen += apply(g, r.pick(legalActions(g))).events.length;
      return { seen, state: JSON.stringify(g.state) };
    };
    const on = play(true);
    const off = play(false);
    expect(on.seen).toBeGreaterThan(0);
    expect(off.seen).toBe(0);
    // Same game either way: triggers (Spark, Echo…) fired identically.
    expect(off.state).toBe(on.state);
  });
});

describe('game hooks and helpers', () => {
  it('lastStanding decides the winners when one team is left (a game won on points)', () => {
    const def = bareGame({
      policy: bagPolicy(),
      cards: [],
      hand: 0,
      actions: [
        {
          type: 'quit',
          enumerate: (_c, player, out) => void out.push({ type: 'quit', player }),
          perform: (ctx, a) => ctx.lose(a.player, 'removed'),
        },
        endAction,
      ],
      lastStanding: (ctx) => {
        const best = Math.max(...ctx.state.players.map((p) => p.counters.vp ?? 0));
        return ctx.state.players.filter((p) => (p.counters.vp ?? 0) === best).map((p) => p.id);
      },
    });
    const g = createGame(def, { players: 2, decks: [[], []], seed: 1 });
    setupScenario(g, (ctx) => ctx.setPlayerCounter(0, 'vp', 3));
    apply(g, { type: 'quit', player: 0 });
    expect(g.state.status).toEqual({ over: true, winners: [0], reason: 'removed' });
  });

  it('memo computes a derived value once per state version', () => {
    const g = createGame(skirmish(), { players: 2, decks: decks2(), seed: 2 });
    let runs = 0;
    const count = () =>
      g.ctx.memo('hand-sizes', () => {
        runs++;
        return g.ctx.count('hand', 0) + g.ctx.count('hand', 1);
      });
    expect(count()).toBe(count());
    expect(runs).toBe(1);
    apply(g, legalActions(g).find((a) => a.type === 'end-turn')!);
    count();
    expect(runs).toBe(2);
  });

  it('attachments finds cards stored on a host in another zone; a trigger knows its source stamp', () => {
    const stamps: (number | undefined)[] = [];
    const def = bareGame({
      policy: bagPolicy(),
      cards: [
        {
          id: 'w',
          name: 'w',
          types: [],
          stats: {},
          abilities: [
            {
              kind: 'triggered',
              on: 'ping',
              effect: (ctx, info) => void stamps.push(info.sourceStamp, ctx.card(info.source).stamp),
            },
          ],
        },
      ],
      hand: 0,
      actions: [
        {
          type: 'ping',
          enumerate: (_c, player, out) => void out.push({ type: 'ping', player }),
          perform: (ctx) => ctx.emit({ type: 'ping' }),
        },
        endAction,
      ],
    });
    const g = createGame(def, { players: 2, decks: [['w', 'x1'], ['x1']], seed: 1 });
    setupScenario(g, (ctx) => {
      const [w] = putInPlay(ctx, 0, ['w']);
      const x = ctx.state.cards.find((c) => c.def === 'x1' && c.owner === 0)!.id;
      ctx.move(x, 'discard', 0);
      ctx.setCard(x, 'attachedTo', w);
    });
    const w = g.ctx.cards('play', 0)[0];
    expect(g.ctx.attachments(w)).toEqual([g.ctx.cards('discard', 0)[0]]);
    apply(g, { type: 'ping', player: 0 });
    expect(stamps[0]).toBe(stamps[1]);
    expect(typeof stamps[0]).toBe('number');
  });
});
