import { describe, expect, it } from 'vitest';
import { apply, createGame, setupScenario } from '../engine/engine';
import { bareGame, endAction, logOf, note, putInPlay } from '../engine/test-games';
import type { CardDefinition } from './definition';
import { bagPolicy } from './policies';

const statics: CardDefinition[] = [
  {
    id: 'lord',
    name: 'Lord',
    types: ['unit'],
    stats: { power: 1 },
    abilities: [
      {
        kind: 'static',
        stat: 'power',
        op: 'add',
        amount: 2,
        affects: (ctx, self, t) => t !== self && ctx.isIn(t, 'play'),
      },
    ],
  },
  {
    id: 'floor',
    name: 'Floor',
    types: ['unit'],
    stats: { power: 3 },
    abilities: [{ kind: 'static', stat: 'power', op: 'max', amount: 3 }],
  },
  {
    id: 'setter',
    name: 'Setter',
    types: ['unit'],
    stats: { power: 5 },
    abilities: [
      {
        kind: 'static',
        stat: 'power',
        op: 'set',
        amount: 0,
        affects: (ctx, self, t) => t !== self && ctx.isIn(t, 'play'),
        condition: (ctx, self) => ctx.playerCounter(ctx.card(self).controller, 'on') > 0,
      },
    ],
  },
  {
    id: 'guard',
    name: 'Guard',
    types: ['unit'],
    stats: { power: 1 },
    abilities: [
      {
        kind: 'static',
        stat: 'handsize',
        op: 'add',
        amount: 1,
        affectsPlayer: (ctx, self, p) => ctx.card(self).controller === p,
      },
    ],
  },
  {
    id: 'halver',
    name: 'Halver',
    types: ['unit'],
    stats: {},
    abilities: [
      {
        kind: 'replacement',
        name: 'halve',
        on: 'hurt',
        applies: () => true,
        replace: (_c, e) => ({ ...e, amount: Math.floor((e.amount as number) / 2) }),
      },
    ],
  },
  {
    id: 'minus',
    name: 'Minus',
    types: ['unit'],
    stats: {},
    abilities: [
      {
        kind: 'replacement',
        name: 'minus one',
        on: 'hurt',
        applies: () => true,
        replace: (_c, e) => ({ ...e, amount: (e.amount as number) - 1 }),
      },
    ],
  },
  {
    id: 'selfie',
    name: 'Selfie',
    types: ['unit'],
    stats: {},
    abilities: [
      {
        kind: 'replacement',
        name: 'self',
        self: true,
        on: 'hurt',
        applies: (_c, e, self) => e.card === self,
        replace: (_c, e) => ({ ...e, amount: (e.amount as number) + 10 }),
      },
    ],
  },
  {
    id: 'shield',
    name: 'Shield',
    types: ['unit'],
    stats: {},
    abilities: [
      {
        kind: 'replacement',
        name: 'take it instead',
        on: 'hurt',
        // The modified event (this unit hurt) meets another Shield's condition again.
        applies: (_c, e, self) => e.card !== self,
        replace: (_c, e, self) => ({ ...e, card: self }),
      },
    ],
  },
  {
    id: 'stopper',
    name: 'Stopper',
    types: ['unit'],
    stats: {},
    abilities: [
      { kind: 'replacement', name: 'prevent', on: 'hurt', applies: () => true, replace: () => null },
    ],
  },
];

function hurt(ctx: import('../context/ctx').Ctx, card: number, amount: number) {
  const e = ctx.replace({ type: 'hurt', card, amount });
  if (e) ctx.addCounter(e.card as number, 'damage', e.amount as number);
}

const def = bareGame({
  policy: bagPolicy(),
  cards: statics,
  hand: 0,
  actions: [
    {
      type: 'hurt',
      enumerate: (ctx, player, out) => {
        for (const c of ctx.allCards('play')) out.push({ type: 'hurt', player, card: c });
      },
      perform: (ctx, a) => hurt(ctx, a.card as number, 6),
    },
    endAction,
  ],
});
const deck = [
  'x1',
  'x2',
  'lord',
  'floor',
  'setter',
  'guard',
  'halver',
  'minus',
  'selfie',
  'stopper',
  'shield',
  'shield',
];
const fresh = () => createGame(def, { players: 2, decks: [deck, deck], seed: 1 });

describe('computed characteristics', () => {
  it('static abilities apply while their source is in play, and stop when it leaves', () => {
    const g = fresh();
    let x: number;
    let lord: number;
    setupScenario(g, (ctx) => ([x, lord] = putInPlay(ctx, 0, ['x1', 'lord'])));
    expect(g.ctx.stat(x!, 'power')).toBe(3);
    expect(g.ctx.stat(lord!, 'power')).toBe(1);
    setupScenario(g, (ctx) => ctx.move(lord, 'discard', 0));
    expect(g.ctx.stat(x!, 'power')).toBe(1);
  });

  it('layers: set (with its condition), then adds, then floors', () => {
    const g = fresh();
    let x: number;
    let floor: number;
    setupScenario(g, (ctx) => ([x, floor] = putInPlay(ctx, 0, ['x2', 'floor', 'setter', 'lord'])));
    expect(g.ctx.stat(x!, 'power')).toBe(4);
    setupScenario(g, (ctx) => ctx.setPlayerCounter(0, 'on', 1));
    // set to 0, then +2 from Lord; Floor is floored at its own 3 even after being set to 0 + 2.
    expect(g.ctx.stat(x!, 'power')).toBe(2);
    expect(g.ctx.stat(floor!, 'power')).toBe(3);
  });

  it('player-level characteristics from statics', () => {
    const g = fresh();
    setupScenario(g, (ctx) => putInPlay(ctx, 0, ['guard']));
    expect(g.ctx.playerStat(0, 'handsize')).toBe(1);
    expect(g.ctx.playerStat(1, 'handsize')).toBe(0);
  });

  it('a modifier with a duration ends at the end of the turn, and does not follow a card that changed zone', () => {
    const g = fresh();
    let x: number;
    let y: number;
    setupScenario(g, (ctx) => {
      [x, y] = putInPlay(ctx, 0, ['x1', 'x2']);
      ctx.modify([x, y], 'power', 5, { until: 'end-of-turn' });
      ctx.modify([x], 'power', 1, { until: 'start-of-turn', player: 0 });
    });
    expect(g.ctx.stat(x!, 'power')).toBe(7);
    setupScenario(g, (ctx) => {
      ctx.move(y, 'hand', 0);
      ctx.move(y, 'play', 0);
    });
    expect(g.ctx.stat(y!, 'power')).toBe(2);
    apply(g, { type: 'end', player: 0 });
    expect(g.ctx.stat(x!, 'power')).toBe(2);
    apply(g, { type: 'end', player: 1 });
    expect(g.ctx.stat(x!, 'power')).toBe(1);
  });
});

describe('replacement effects', () => {
  it('each applies once; with several, the affected player chooses the order', () => {
    const g = fresh();
    let x: number;
    setupScenario(g, (ctx) => ([x] = putInPlay(ctx, 0, ['x1', 'halver', 'minus'])));
    apply(g, { type: 'hurt', player: 0, card: x! });
    const request = g.state.decision!.request;
    expect(request.player).toBe(0);
    expect(request.labels).toEqual(['Halver: halve', 'Minus: minus one']);
    // Minus first: (6 - 1) / 2 → 2. (Halve first would give 6 / 2 - 1 = 2 as well, so check the other way too.)
    apply(g, { type: 'answer', player: 0, choice: [request.options[1]] });
    expect(g.ctx.counter(x!, 'damage')).toBe(2);
    const g2 = fresh();
    let y: number;
    setupScenario(g2, (ctx) => ([y] = putInPlay(ctx, 0, ['x1', 'halver', 'minus'])));
    apply(g2, { type: 'hurt', player: 0, card: y! });
    apply(g2, { type: 'answer', player: 0, choice: [g2.state.decision!.request.options[0]] });
    apply(g2, { type: 'hurt', player: 0, card: y! });
    apply(g2, { type: 'answer', player: 0, choice: [g2.state.decision!.request.options[1]] });
    // 6/2-1 = 2, then (6-1)/2 = 2: both orders were offered and each applied exactly once.
    expect(g2.ctx.counter(y!, 'damage')).toBe(4);
  });

  it('a replacement has one chance per event, even when the modified event meets its condition again (Lorcana CR 6.5.5)', () => {
    const g = fresh();
    let x: number;
    let first: number;
    let second: number;
    setupScenario(g, (ctx) => ([x, first, second] = putInPlay(ctx, 0, ['x1', 'shield', 'shield'])));
    apply(g, { type: 'hurt', player: 0, card: x! });
    const request = g.state.decision!.request;
    apply(g, { type: 'answer', player: 0, choice: [request.options[0]] });
    // The first Shield takes it, then the second takes it from the first; the first may not take it back.
    expect(g.ctx.counter(x!, 'damage')).toBe(0);
    expect(g.ctx.counter(first!, 'damage')).toBe(0);
    expect(g.ctx.counter(second!, 'damage')).toBe(6);
    expect(g.state.decision).toBeNull();
  });

  it('a self-replacement applies before the others', () => {
    const g = fresh();
    let s: number;
    setupScenario(g, (ctx) => ([s] = putInPlay(ctx, 0, ['selfie', 'halver'])));
    apply(g, { type: 'hurt', player: 0, card: s! });
    // (6 + 10) / 2, not 6 / 2 + 10
    expect(g.ctx.counter(s!, 'damage')).toBe(8);
  });

  it('a replacement can prevent the event', () => {
    const g = fresh();
    let x: number;
    setupScenario(g, (ctx) => ([x] = putInPlay(ctx, 0, ['x1', 'stopper'])));
    apply(g, { type: 'hurt', player: 0, card: x! });
    expect(g.ctx.counter(x!, 'damage')).toBe(0);
  });

  it('effect-created replacements and floating triggers with "used" duration fire once', () => {
    const d = bareGame({
      policy: bagPolicy(),
      cards: [],
      hand: 0,
      actions: [
        {
          type: 'hurt',
          enumerate: (ctx, player, out) => {
            for (const c of ctx.allCards('play')) out.push({ type: 'hurt', player, card: c });
          },
          perform: (ctx, a) => hurt(ctx, a.card as number, 4),
        },
        endAction,
      ],
      conditions: { isHurt: (_ctx, e) => e.type === 'hurt' },
      replacers: { double: (_ctx, e) => ({ ...e, amount: (e.amount as number) * 2 }) },
      handlers: { noteIt: (ctx, a) => note(ctx, `seen ${(a as { event: { card: number } }).event.card}`) },
    });
    const g = createGame(d, { players: 2, decks: [['x1'], ['x1']], seed: 1 });
    let x: number;
    setupScenario(g, (ctx) => {
      [x] = putInPlay(ctx, 0, ['x1']);
      ctx.addEffect({
        kind: 'replacement',
        on: ['hurt'],
        when: 'isHurt',
        run: 'double',
        duration: { until: 'used' },
      });
      ctx.addEffect({ kind: 'trigger', on: ['card-counter'], run: 'noteIt', duration: { until: 'used' } });
    });
    apply(g, { type: 'hurt', player: 0, card: x! });
    expect(g.ctx.counter(x!, 'damage')).toBe(8);
    expect(logOf(g.ctx)).toEqual([`seen ${x!}`]);
    apply(g, { type: 'hurt', player: 0, card: x! });
    expect(g.ctx.counter(x!, 'damage')).toBe(12);
    expect(logOf(g.ctx)).toHaveLength(1);
  });
});

describe('more effect shapes', () => {
  it('a modifier that lasts "while" a condition holds', () => {
    const d = bareGame({
      policy: bagPolicy(),
      cards: [],
      hand: 0,
      actions: [endAction],
      conditions: { charged: (ctx) => ctx.playerCounter(0, 'charge') > 0 },
    });
    const g = createGame(d, { players: 2, decks: [['x1'], ['x1']], seed: 1 });
    let x: number;
    setupScenario(g, (ctx) => {
      [x] = putInPlay(ctx, 0, ['x1']);
      ctx.addEffect({
        kind: 'modifier',
        stat: 'power',
        op: 'add',
        amount: 4,
        cards: [{ id: x, stamp: ctx.card(x).stamp }],
        while: 'charged',
        duration: { until: 'permanent' },
      });
    });
    expect(g.ctx.stat(x!, 'power')).toBe(1);
    setupScenario(g, (ctx) => ctx.setPlayerCounter(0, 'charge', 1));
    expect(g.ctx.stat(x!, 'power')).toBe(5);
  });

  it('cards put under a host sit below it, attached; revealing emits an event naming the cards', () => {
    const g = fresh();
    let host: number;
    let under: number;
    setupScenario(g, (ctx) => {
      [host] = putInPlay(ctx, 0, ['x1']);
      under = ctx.state.cards.find((c) => c.owner === 0 && c.def === 'x2')!.id;
      ctx.putUnder(under, host);
    });
    expect(g.ctx.attachments(host!)).toEqual([under!]);
    expect(g.ctx.cards('play', 0).indexOf(under!)).toBe(g.ctx.cards('play', 0).indexOf(host!) + 1);
    const events: unknown[] = [];
    setupScenario(g, (ctx) => {
      ctx.reveal([under]);
      events.push(...ctx.events);
    });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'revealed', cards: [under!], defs: ['x2'] }),
    );
  });
});

describe('characteristic order', () => {
  it('timestamp order applies each modification to the result of the earlier ones', () => {
    const build = (order: 'layers' | 'timestamp') => {
      const d = bareGame({ policy: bagPolicy(), cards: [], hand: 0, actions: [endAction] });
      const g = createGame(
        { ...d, characteristicOrder: order },
        { players: 2, decks: [['x1'], ['x1']], seed: 1 },
      );
      let x: number;
      setupScenario(g, (ctx) => {
        [x] = putInPlay(ctx, 0, ['x1']);
        ctx.modify([x], 'power', 3, { until: 'permanent' });
        ctx.modify([x], 'power', 2, { until: 'permanent' }, 'set');
      });
      return g.ctx.stat(x!, 'power');
    };
    // +3 then "becomes 2": chronological gives 2; layers apply set first, then +3 → 5.
    expect(build('timestamp')).toBe(2);
    expect(build('layers')).toBe(5);
  });
});

describe('decision options are copies', () => {
  it('a decision listing a live zone keeps its options after the zone changes', () => {
    const d = bareGame({
      policy: bagPolicy(),
      cards: [],
      hand: 3,
      actions: [
        {
          type: 'pick',
          enumerate: (_c, player, out) => void out.push({ type: 'pick', player }),
          perform: (ctx, a) => {
            const [c] = ctx.chooseCards(a.player, ctx.cards('hand', a.player), { min: 1, max: 1 });
            ctx.move(c, 'discard', a.player);
          },
        },
        endAction,
      ],
    });
    const g = createGame(d, { players: 2, decks: [['x1', 'x2', 'x3'], ['x1']], seed: 1 });
    apply(g, { type: 'pick', player: 0 });
    expect(g.state.decision!.request.options).toEqual(g.ctx.cards('hand', 0).slice());
    const first = g.state.decision!.request.options[0] as number;
    apply(g, { type: 'answer', player: 0, choice: [first] });
    expect(g.ctx.cards('discard', 0)).toEqual([first]);
  });
});
