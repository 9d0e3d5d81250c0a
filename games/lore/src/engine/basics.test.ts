import { apply, type CardId, IllegalActionError, setupScenario } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { type Scenario, scenario } from '../testing/scenario.js';
import { resolveEffect } from './language/index.js';
import { C, E, Z } from './state/keys.js';
import { enterPlay, leavePlay } from './state/moves.js';

/** Runs "STR becomes `value` this turn" on a card, as a resolving spell of player 0 would. */
function setStr(t: Scenario, card: CardId, value: number): void {
  setupScenario(t.game, (ctx) =>
    resolveEffect(
      ctx,
      [{ do: 'setStr', target: { choose: {} }, value, duration: 'thisTurn' }],
      { controller: 0, card: -1 },
      { 0: [card] }, // the card selected at step d
    ),
  );
}

describe('Lore The Basics', () => {
  it('Lore The Basics: a player at 0 sanity loses', () => {
    const t = scenario({ p0: { play: ['Hollow Knight'] }, p1: { sanity: 4 } });
    t.attackWith(['Hollow Knight']).passAll();
    expect(t.game.over).toBe(true);
    expect(t.game.state.status).toEqual({ over: true, winners: [0], reason: 'sanity' });
  });

  it('Lore The Basics: a player loses when a card says so (Madman’s Wager on a 1)', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const t = scenario({ seed, p0: { hand: ["Madman's Wager"], play: ['Sanguine Rune'] } });
      t.act({ type: 'play', card: t.card("Madman's Wager") });
      if (t.eventsOf(E.die)[0].result !== 1) continue;
      expect(t.game.state.status).toEqual({ over: true, winners: [1], reason: 'card' });
      return;
    }
    throw new Error('no 1 rolled in 60 seeds');
  });

  it('Lore The Basics: a player wins when a card says so (Cyclopean Stair at 5 turn counters)', () => {
    const t = scenario({ p1: { play: [{ card: 'Cyclopean Stair', counters: { [C.turns]: 4 } }] } });
    t.nextTurn();
    expect(t.game.state.status).toEqual({ over: true, winners: [1], reason: 'card' });
  });

  it('README A3: drawing from an empty lexicon loses', () => {
    const t = scenario({ filler: 0, p1: {} });
    t.act({ type: 'end-main' });
    expect(t.game.state.status).toEqual({ over: true, winners: [0], reason: 'empty-lexicon' });
  });

  it('README A4: both players at 0 sanity at once is a draw', () => {
    const t = scenario({ horizon: 'Blood Moon', p0: { sanity: 1 }, p1: { sanity: 1 } });
    t.act({ type: 'end-main' });
    expect(t.game.state.status).toEqual({ over: true, winners: [], reason: 'sanity' });
  });
  it('Lore The Basics: abilities apply in chronological order — a later STR-setting effect overrides earlier boosts, even after they end', () => {
    const t = scenario({ p0: { play: ['Hollow Knight', 'The Pale Crown'] } });
    const knight = t.card('Hollow Knight');
    expect(t.str(knight)).toBe(5); // 4, +1 from The Pale Crown
    setStr(t, knight, 2);
    expect(t.str(knight)).toBe(2);
    setupScenario(t.game, (ctx) => leavePlay(ctx, t.card('The Pale Crown'), 'aether', 'test'));
    expect(t.str(knight)).toBe(2); // the boost it overrode is gone; the set value stays
  });

  it('Lore The Basics: abilities apply in chronological order — boosts and counters that come later apply on top', () => {
    const t = scenario({
      p0: { play: [{ card: 'Hollow Knight', counters: { [C.strPlus]: 1 } }], lexicon: ['The Pale Crown'] },
    });
    const knight = t.card('Hollow Knight');
    expect(t.str(knight)).toBe(5);
    setStr(t, knight, 2);
    expect(t.str(knight)).toBe(2); // the earlier counter is overridden too
    setupScenario(t.game, (ctx) => {
      enterPlay(ctx, t.card('The Pale Crown'), 0, 'put');
      ctx.addCounter(knight, C.strPlus, 1);
    });
    expect(t.str(knight)).toBe(4); // 2, then +1 from the Crown, then +1 from the new counter
  });
});

describe('Lore Card Types', () => {
  it('Lore Card Types: Creatures — dazed on entry: cannot attack or activate abilities that turn', () => {
    const t = scenario({ p0: { hand: ['Lens-Eyed Seer'], play: ['Astral Rune', 'Blank Rune'] } });
    const seer = t.card('Lens-Eyed Seer');
    t.act({ type: 'play', card: seer });
    expect(t.counter(seer, C.dazed)).toBe(1);
    expect(t.can({ type: 'activate', card: seer })).toBe(false);
    t.nextTurn().nextTurn();
    expect(t.can({ type: 'activate', card: seer })).toBe(true);
  });

  it('Lore Card Types: Greater — a player controlling a copy cannot play another', () => {
    const t = scenario({
      mythos: 5,
      p0: {
        hand: ['Kraken of the Trench'],
        play: [
          'Kraken of the Trench',
          'Deep Rune',
          'Deep Rune',
          'Deep Rune',
          'Deep Rune',
          'Deep Rune',
          'Deep Rune',
        ],
      },
    });
    const inHand = t.cards('Kraken of the Trench', Z.hand)[0];
    expect(t.can({ type: 'play', card: inHand })).toBe(false);
  });

  it('Lore Card Types: Greater/Unique — if a player controls two copies, the oldest goes to the aether', () => {
    const t = scenario({ p0: { play: ['Yaddithian Sorcerer', 'Idol of the Deep', 'Idol of the Deep'] } });
    expect(t.cards('Idol of the Deep', Z.play)).toHaveLength(1);
    expect(t.cards('Idol of the Deep', Z.aether)).toHaveLength(1);
    expect(t.cards('Yaddithian Sorcerer', Z.play)).toHaveLength(1);
  });

  it('Lore Card Types: Runes and Lore Magick Types — Elder is paid by two different primary types', () => {
    const pair = scenario({ p0: { hand: ['Chittering Swarm'], play: ['Astral Rune', 'Deep Rune'] } });
    expect(pair.can({ type: 'play', card: pair.card('Chittering Swarm') })).toBe(true);
    pair.act({ type: 'play', card: pair.card('Chittering Swarm') });
    expect(
      pair.ctx.card(pair.card('Astral Rune')).tapped && pair.ctx.card(pair.card('Deep Rune')).tapped,
    ).toBe(true);
    const same = scenario({ p0: { hand: ['Chittering Swarm'], play: ['Astral Rune', 'Astral Rune'] } });
    expect(same.can({ type: 'play', card: same.card('Chittering Swarm') })).toBe(false);
  });

  it('Lore Magick Types: Formless is paid by any magick; Formless magick pays only Formless', () => {
    const t = scenario({
      p0: { hand: ['Bog Lurker', 'Hollow Knight'], play: ['Blank Rune', 'Blank Rune', 'Blank Rune'] },
    });
    expect(t.can({ type: 'play', card: t.card('Hollow Knight') })).toBe(false); // needs 2 Primal
    const u = scenario({ p0: { hand: ['Brass Astrolabe'], play: ['Blank Rune', 'Sanguine Rune'] } });
    expect(u.can({ type: 'play', card: u.card('Brass Astrolabe') })).toBe(true);
  });
});

describe('Lore Steps for Playing Cards and Activating Abilities', () => {
  it('Lore Steps a–f: revealed, magick paid first by evoking sources, other costs, then it resolves', () => {
    const t = scenario({ p0: { hand: ['Rite of the Open Vein'], play: ['Sanguine Rune'] } });
    const rite = t.card('Rite of the Open Vein');
    const hand = t.ctx.count(Z.hand, 0);
    t.act({ type: 'play', card: rite });
    const types = t.events.map((e) => e.type);
    expect(types.indexOf('revealed')).toBeLessThan(types.indexOf('tapped'));
    expect(types.indexOf('tapped')).toBeLessThan(types.indexOf('player-counter'));
    expect(t.sanity(0)).toBe(47);
    expect(t.ctx.count(Z.hand, 0)).toBe(hand - 1 + 2);
  });

  it('Lore Steps d: selections are made when played; Lore Steps e: a card without legal selections cannot be played', () => {
    const none = scenario({ p0: { hand: ['Tidecall'], play: ['Deep Rune', 'Blank Rune'] } });
    expect(none.can({ type: 'play', card: none.card('Tidecall') })).toBe(false);
  });

  it('Lore Steps e (rewind): an illegal action is refused and leaves the state untouched', () => {
    const t = scenario({ p0: { hand: ['Void Strider'], play: ['Cosmic Rune'] } });
    const before = JSON.stringify(t.game.state);
    expect(() => apply(t.game, { type: 'play', player: 0, card: t.card('Void Strider'), host: -1 })).toThrow(
      IllegalActionError,
    );
    expect(JSON.stringify(t.game.state)).toBe(before);
  });

  it('Lore Steps g: while a card is resolving its decisions come first — no other card can be played', () => {
    const t = scenario({
      p0: { hand: ['Hunter of the Wilds', 'Bog Lurker'], play: ['Primal Rune', 'Blank Rune', 'Deep Rune'] },
      p1: { play: ['Great Elk', 'Bog Lurker'] },
    });
    t.act({ type: 'play', card: t.card('Hunter of the Wilds') });
    expect(t.decision).not.toBeNull();
    expect(t.legal().every((a) => a.type === 'answer')).toBe(true);
  });
});

describe('Lore Other Terminology', () => {
  /** A creature dies while both players have abilities that trigger on it. */
  function simultaneousTriggers(active: 0 | 1) {
    const killer = {
      hand: ['Hunter of the Wilds'],
      play: ['Primal Rune', 'Blank Rune', 'Ossuary Lantern', 'Ghoul Pack'],
    };
    const other = { play: ['Moth of the Outer Dark', 'Ossuary Lantern'] };
    const t = scenario(active === 0 ? { p0: killer, p1: other } : { active: 1, p0: other, p1: killer });
    t.act({ type: 'play', card: t.card('Hunter of the Wilds') });
    t.answer(t.card('Moth of the Outer Dark'));
    return t;
  }

  it('Lore Other Terminology: Triggered ability — simultaneous triggers: the active player’s resolve first, in the order they choose', () => {
    for (const active of [0, 1] as const) {
      const t = simultaneousTriggers(active);
      // The active player orders their own two triggers (the opponent's waits).
      expect(t.decision).toMatchObject({ player: active, rule: 'Lore Other Terminology: Triggered ability' });
      const ghoul = t.decision!.options[t.decision!.labels!.findIndex((l) => l.startsWith('Ghoul Pack'))];
      t.answer(ghoul);
      const resolved = t.events
        .filter((e) => e.type === 'resolving')
        .map((e) => `${e.controller}:${String(e.label).split(':')[0]}`);
      expect(resolved).toEqual([
        `${active}:Ghoul Pack`,
        `${active}:Ossuary Lantern`,
        `${1 - active}:Ossuary Lantern`,
      ]);
      expect(t.sanity(0)).toBe(51);
      expect(t.sanity(1)).toBe(51);
    }
  });

  it('Lore Card Types: Greater — a player and their opponent may each control a greater card with the same name', () => {
    const t = scenario({ p0: { play: ['Kraken of the Trench'] }, p1: { play: ['Kraken of the Trench'] } });
    expect(t.cards('Kraken of the Trench', Z.play)).toHaveLength(2);
    expect(t.cards('Kraken of the Trench', Z.aether)).toHaveLength(0);
  });

  it('Lore Other Terminology: Token — a token that would go to the lexicon is aetherized instead', () => {
    const t = scenario({
      p0: { hand: ['Spawning Pit'], play: ['Sanguine Rune', 'Sanguine Rune', 'Bog Lurker'] },
    });
    t.act({ type: 'play', card: t.card('Spawning Pit') });
    const [spawn] = t.cards('Spawn of the Maw', Z.play);
    const lurker = t.card('Bog Lurker');
    setupScenario(t.game, (ctx) => {
      leavePlay(ctx, spawn, 'lexicon', 'test');
      leavePlay(ctx, lurker, 'lexicon', 'test');
    });
    expect(t.zone(spawn)).toBe(Z.aether);
    expect(t.zone(lurker)).toBe(Z.lexicon);
  });

  it('Lore The Basics: there is no maximum hand size — nothing is discarded at the end of the turn', () => {
    const many = Array.from({ length: 12 }, () => 'Bog Lurker');
    const t = scenario({ p0: { hand: many } });
    t.nextTurn(); // player 0's turn ends with 12 cards in hand
    expect(t.ctx.count(Z.hand, 0)).toBe(12);
    expect(t.ctx.count(Z.grave, 0)).toBe(0);
  });
});
