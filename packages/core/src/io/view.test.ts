import { describe, expect, it } from 'vitest';
import { apply, createGame, legalActions, setupScenario } from '../engine/engine';
import { bareGame, bytes, fillers } from '../engine/test-games';
import { bagPolicy } from '../rules/policies';
import { Random } from '../state/rng';
import { skirmish, skirmishDeck } from '../testing/mini';
import { canSee, decisionView, determinize, viewFor } from './view';

describe('hidden information', () => {
  const game = createGame(skirmish(), { players: 2, decks: [skirmishDeck(), skirmishDeck()], seed: 21 });
  const me = 0;
  const view = viewFor(game, me);

  it("a view shows my hand, the count of the opponent's hand, and only counts of decks", () => {
    const hand = view.zones.find((z) => z.zone === 'hand' && z.owner === me)!;
    const theirs = view.zones.find((z) => z.zone === 'hand' && z.owner === 1)!;
    const deck = view.zones.find((z) => z.zone === 'deck' && z.owner === me)!;
    expect(hand.cards!.every((c) => typeof c.def === 'string')).toBe(true);
    expect(theirs.cards).toBeUndefined();
    expect(theirs.count).toBe(game.ctx.count('hand', 1));
    expect(deck.cards).toBeUndefined();
    expect(deck.count).toBe(game.ctx.count('deck', me));
  });

  it('a view carries no random generator state and no identity of a card I cannot see', () => {
    const text = JSON.stringify(view);
    expect(text).not.toContain('rng');
    for (const c of game.state.cards) {
      const shown = view.zones.flatMap((z) => z.cards ?? []).find((v) => v.id === c.id);
      if (!canSee(game, me, c.id)) expect(shown?.def).toBeUndefined();
    }
  });

  it('the open decision is shown in full only to the player deciding', () => {
    const g = createGame(skirmish(), {
      players: 3,
      decks: [skirmishDeck(), skirmishDeck(), skirmishDeck()],
      seed: 3,
    });
    const r = new Random(1);
    while (!g.state.decision && !g.over) apply(g, r.pick(legalActions(g)));
    if (g.over) return;
    const decider = g.state.decision!.request.player;
    expect(viewFor(g, decider).decision).toMatchObject({ prompt: g.state.decision!.request.prompt });
    expect(viewFor(g, (decider + 1) % 3).decision).toEqual({ player: decider });
  });

  it("determinize keeps what I see and reshuffles only unseen identities among their owner's cards", () => {
    const world = determinize(game, me, new Random(5));
    for (const c of game.state.cards) {
      if (canSee(game, me, c.id)) expect(world.state.cards[c.id].def).toBe(c.def);
    }
    const pool = (g: typeof game, owner: number) =>
      g.state.cards
        .filter((c) => c.owner === owner && !canSee(game, me, c.id))
        .map((c) => c.def)
        .sort();
    expect(pool(world, 1)).toEqual(pool(game, 1));
    expect(world.state.rng).not.toEqual(game.state.rng);
    const other = determinize(game, me, new Random(6));
    expect(other.state.cards.map((c) => c.def)).not.toEqual(world.state.cards.map((c) => c.def));
  });
});

describe('determinize groups', () => {
  it('a game can keep some unseen cards out of the sampled worlds, or group them its own way', () => {
    const base = skirmish();
    const def = {
      ...base,
      determinizeGroup: (ctx: import('../context/ctx').Ctx, card: number) =>
        ctx.card(card).def === 'zap' ? null : `${ctx.card(card).owner}`,
    };
    const game = createGame(def, { players: 2, decks: [skirmishDeck(), skirmishDeck()], seed: 4 });
    for (let s = 0; s < 5; s++) {
      const world = determinize(game, 0, new Random(s));
      for (const c of game.state.cards) if (c.def === 'zap') expect(world.state.cards[c.id].def).toBe('zap');
      for (const c of world.state.cards) if (c.def === 'zap') expect(game.state.cards[c.id].def).toBe('zap');
    }
  });
});

describe('determinize does not depend on where hidden cards are', () => {
  it('two games differing only in the order of a hidden deck give the same sampled world', () => {
    const a = createGame(skirmish(), { players: 2, decks: [skirmishDeck(), skirmishDeck()], seed: 9 });
    const b = createGame(skirmish(), { players: 2, decks: [skirmishDeck(), skirmishDeck()], seed: 9 });
    // Reverse player 1's deck in b: player 0 cannot tell the difference.
    const deck = b.state.zones[b.ctx.slot('deck', 1)];
    const defs = deck.map((id) => b.state.cards[id].def).reverse();
    deck.forEach((id, i) => {
      b.state.cards[id].def = defs[i];
    });
    expect(JSON.stringify(viewFor(a, 0))).toBe(JSON.stringify(viewFor(b, 0)));
    const wa = determinize(a, 0, new Random(3));
    const wb = determinize(b, 0, new Random(3));
    expect(wa.state.cards.map((c) => c.def)).toEqual(wb.state.cards.map((c) => c.def));
  });

  it('setup events are kept on the game', () => {
    const g = createGame(skirmish(), { players: 2, decks: [skirmishDeck(), skirmishDeck()], seed: 1 });
    expect(g.setupEvents.some((e) => e.type === 'shuffled')).toBe(true);
    expect(g.setupEvents.filter((e) => e.type === 'moved').length).toBe(8);
  });
});

describe('cards revealed where they are', () => {
  it('a card shown in a hand is visible to everyone until it moves', () => {
    const g = createGame(skirmish(), { players: 2, decks: [skirmishDeck(), skirmishDeck()], seed: 2 });
    const card = g.ctx.cards('hand', 1)[0];
    setupScenario(g, (ctx) => ctx.setCard(card, 'shown', true));
    const theirHand = viewFor(g, 0).zones.find((z) => z.zone === 'hand' && z.owner === 1)!;
    expect(theirHand.cards).toBeUndefined();
    expect(theirHand.shown).toEqual([expect.objectContaining({ id: card, def: g.state.cards[card].def })]);
    expect(canSee(g, 0, card)).toBe(true);
    setupScenario(g, (ctx) => ctx.move(card, 'discard', 1));
    setupScenario(g, (ctx) => ctx.move(card, 'hand', 1));
    expect(canSee(g, 0, card)).toBe(false);
  });

  it('decisionView shows the game as it stood when the open question was asked', () => {
    // "cast": the card goes to the discard, its owner draws, then chooses a card in play to tap.
    const def = bareGame({
      policy: bagPolicy(),
      cards: [],
      hand: 2,
      actions: [
        {
          type: 'cast',
          enumerate: (ctx, player, out) => {
            for (const card of ctx.cards('hand', player)) out.push({ type: 'cast', player, card });
          },
          perform: (ctx, a) => {
            ctx.move(a.card as number, 'discard', a.player);
            ctx.draw(a.player, 1);
            const [target] = ctx.chooseCards(a.player, ctx.cards('play', 1), { prompt: 'Tap a card' });
            ctx.setTapped(target, true);
          },
        },
      ],
    });
    const game = createGame(def, {
      players: 2,
      decks: [
        ['x1', 'x2', 'x3'],
        ['x4', 'x5', 'x6'],
      ],
      seed: 9,
    });
    setupScenario(game, (ctx) => {
      for (const id of ctx.cards('hand', 1).slice()) ctx.move(id, 'play', 1);
    });
    const cast = legalActions(game).find((a) => a.type === 'cast')!;
    apply(game, cast);
    const before = bytes(game.state);
    const zone = (v: ReturnType<typeof viewFor>, name: string, owner: number) =>
      v.zones.find((z) => z.zone === name && z.owner === owner)!;
    // The live state is rewound to before the cast: the card is still in hand.
    expect(zone(viewFor(game, 0), 'discard', 0).count).toBe(0);
    const atQuestion = decisionView(game, 0);
    expect(zone(atQuestion, 'discard', 0).cards!.map((c) => c.id)).toEqual([cast.card]);
    expect(zone(atQuestion, 'hand', 0).count).toBe(2);
    expect(zone(atQuestion, 'deck', 0).count).toBe(0);
    expect(atQuestion.decision).toMatchObject({ prompt: 'Tap a card' });
    // The opponent sees the same moment, without my hand's identities.
    expect(zone(decisionView(game, 1), 'hand', 0).cards).toBeUndefined();
    // Looking changes nothing, and the game goes on as usual.
    expect(bytes(game.state)).toBe(before);
    apply(game, legalActions(game)[0]);
    expect(game.ctx.cards('play', 1).filter((id) => game.state.cards[id].tapped)).toHaveLength(1);
    expect(zone(viewFor(game, 0), 'discard', 0).count).toBe(1);
    expect(decisionView(game, 0)).toEqual(viewFor(game, 0));
  });
});

describe('a pile whose top card is public (ZoneSpec.topPublic)', () => {
  const zones = [
    { name: 'deck', owner: 'player', ordered: true, visibility: 'count' },
    { name: 'hand', owner: 'player', ordered: false, visibility: 'owner' },
    { name: 'play', owner: 'player', ordered: false, visibility: 'public' },
    { name: 'discard', owner: 'player', ordered: true, visibility: 'owner', topPublic: true },
  ] as const;
  const def = bareGame({ policy: bagPolicy(), cards: [], zones: zones.map((z) => ({ ...z })) });
  const setup = () => {
    const deck = fillers.map((c) => c.id);
    const g = createGame(def, { players: 2, decks: [deck, deck], seed: 4 });
    let older = -1;
    let top = -1;
    setupScenario(g, (ctx) => {
      [older, top] = ctx.cards('hand', 0).slice(0, 2);
      ctx.move(older, 'discard', 0);
      ctx.move(top, 'discard', 0);
    });
    return { g, older, top };
  };

  it('others see the count and the top card only; the owner sees the whole pile', () => {
    const { g, older, top } = setup();
    expect(g.ctx.cards('discard', 0)).toEqual([top, older]);
    const theirs = viewFor(g, 1).zones.find((z) => z.zone === 'discard' && z.owner === 0)!;
    expect(theirs.count).toBe(2);
    expect(theirs.cards).toBeUndefined();
    expect(theirs.top).toMatchObject({ id: top, def: g.state.cards[top].def });
    expect(canSee(g, 1, top)).toBe(true);
    expect(canSee(g, 1, older)).toBe(false);
    expect(JSON.stringify(viewFor(g, 1))).not.toMatch(new RegExp(`"id":${older},[^}]*"def"`));
    const mine = viewFor(g, 0).zones.find((z) => z.zone === 'discard' && z.owner === 0)!;
    expect(mine.cards!.map((c) => c.def)).toEqual([g.state.cards[top].def, g.state.cards[older].def]);
  });

  it('a card shown to everyone stays visible below the top; an empty pile has no top', () => {
    const { g, older } = setup();
    setupScenario(g, (ctx) => ctx.setCard(older, 'shown', true));
    const theirs = viewFor(g, 1).zones.find((z) => z.zone === 'discard' && z.owner === 0)!;
    expect(theirs.shown?.map((c) => c.id)).toEqual([older]);
    const empty = viewFor(g, 0).zones.find((z) => z.zone === 'discard' && z.owner === 1)!;
    expect(empty.top).toBeUndefined();
  });

  it('determinize keeps the public top card and may change only the cards below it', () => {
    const { g, top } = setup();
    for (let seed = 0; seed < 20; seed++) {
      const world = determinize(g, 1, new Random(seed));
      expect(world.state.cards[top].def).toBe(g.state.cards[top].def);
    }
  });
});
