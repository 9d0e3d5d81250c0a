import { describe, expect, it } from 'vitest';
import { scenario } from '../../testing/scenario.js';
import { C, Z } from '../state/keys.js';

describe('Lore 2 Beginning the turn', () => {
  it('Lore 2.1: the active player’s evoked cards reset; the opponent’s stay evoked', () => {
    const t = scenario({
      p0: { play: [{ card: 'Deep Rune', evoked: true }] },
      p1: { play: [{ card: 'Cosmic Rune', evoked: true }] },
    });
    const mine = t.card('Deep Rune');
    const theirs = t.card('Cosmic Rune');
    t.nextTurn(); // player 1's turn
    expect(t.ctx.active).toBe(1);
    expect(t.ctx.card(theirs).tapped).toBe(false);
    expect(t.ctx.card(mine).tapped).toBe(true);
  });

  it('Lore 2.1 (reset-all ruleset): every evoked card resets', () => {
    const t = scenario({ ruleset: 'reset-all', p0: { play: [{ card: 'Deep Rune', evoked: true }] } });
    const mine = t.card('Deep Rune');
    t.nextTurn();
    expect(t.ctx.active).toBe(1);
    expect(t.ctx.card(mine).tapped).toBe(false);
  });

  it('Lore 2.2: dazed creatures of the active player become undazed', () => {
    const t = scenario({
      p0: { play: [{ card: 'Bog Lurker', dazed: true }] },
      p1: { play: [{ card: 'Moth of the Outer Dark', dazed: true }] },
    });
    const lurker = t.card('Bog Lurker', 0);
    const moth = t.card('Moth of the Outer Dark');
    t.nextTurn();
    expect(t.counter(moth, C.dazed)).toBe(0);
    expect(t.counter(lurker, C.dazed)).toBe(1);
  });

  it('Lore 2.3: "at the beginning of your turn" abilities happen', () => {
    const t = scenario({ p1: { play: ['Bloodbloated Tick'] } });
    t.nextTurn();
    expect(t.sanity(0)).toBe(49);
  });

  it('Lore 2.4: a void card whose mythos requirement is met is called forth at the beginning of the turn', () => {
    const t = scenario({ mythos: 7, p1: { void: ['Ythogga, the Drowned Choir'] } });
    const god = t.card('Ythogga, the Drowned Choir');
    expect(t.zone(god)).toBe(Z.void); // not on player 0's turn
    t.nextTurn();
    expect(t.zone(god)).toBe(Z.play);
  });

  it('Lore 2.5: turn counters are added and turn abilities trigger', () => {
    const t = scenario({ p1: { play: ['Ythogga, the Drowned Choir'] } });
    const god = t.card('Ythogga, the Drowned Choir');
    t.nextTurn();
    expect(t.counter(god, C.turns)).toBe(1);
    expect(t.sanity(0)).toBe(48);
  });

  it('Lore 2.6: draw a card, but not on the first turn of the game', () => {
    const t = scenario({ p0: { hand: ['Bog Lurker'] }, p1: { hand: ['Bog Lurker'] } });
    expect(t.ctx.turnNumber).toBe(1);
    expect(t.ctx.count(Z.hand, 0)).toBe(1);
    t.nextTurn();
    expect(t.ctx.turnNumber).toBe(2);
    expect(t.ctx.count(Z.hand, 1)).toBe(2);
  });
});

describe('Lore 3 Main phase', () => {
  it('Lore 3.1: one rune per turn', () => {
    const t = scenario({ p0: { hand: ['Deep Rune', 'Cosmic Rune'] } });
    t.act({ type: 'play', card: t.card('Deep Rune') });
    expect(t.zone(t.card('Deep Rune'))).toBe(Z.play);
    expect(t.can({ type: 'play', card: t.card('Cosmic Rune') })).toBe(false);
  });

  it('Lore 3.1: "unless a card says otherwise" — Sunken Reliquary allows a second rune', () => {
    const t = scenario({ p0: { hand: ['Deep Rune', 'Cosmic Rune'], play: ['Sunken Reliquary'] } });
    t.act({ type: 'play', card: t.card('Deep Rune') });
    t.act({ type: 'play', card: t.card('Cosmic Rune') });
    expect(t.zone(t.card('Cosmic Rune'))).toBe(Z.play);
  });

  it('Lore 3.2: cards are played only in the main phase (not in combat steps)', () => {
    const t = scenario({ p0: { hand: ['Bog Lurker'], play: ['Deep Rune', 'Raving Prophet'] } });
    expect(t.can({ type: 'play' })).toBe(true);
    t.toStep('attack');
    expect(t.can({ type: 'play' })).toBe(false);
  });

  it('Lore 3.3: once per turn, evoke two runes and pay 5 sanity to draw', () => {
    const t = scenario({ p0: { play: ['Deep Rune', 'Cosmic Rune', 'Primal Rune'] } });
    const hand = t.ctx.count(Z.hand, 0);
    t.act({ type: 'evoke-draw' });
    t.answer(t.card('Deep Rune'), t.card('Cosmic Rune'));
    expect(t.sanity(0)).toBe(45);
    expect(t.ctx.count(Z.hand, 0)).toBe(hand + 1);
    expect(t.ctx.card(t.card('Deep Rune')).tapped).toBe(true);
    expect(t.can({ type: 'evoke-draw' })).toBe(false);
  });
});

describe('Lore 5 Ending the turn', () => {
  it('Lore 5.1: "at the end of the turn" abilities happen before Lore 5.2 removes damage', () => {
    const t = scenario({
      p0: {
        play: [
          { card: 'Drowned Sentinel', damage: 2 },
          { card: 'Leviathan Hatchling', damage: 5 },
        ],
      },
      horizon: 'Rain of Ash',
    });
    const sentinel = t.card('Drowned Sentinel');
    const hatchling = t.card('Leviathan Hatchling');
    t.nextTurn();
    expect(t.zone(hatchling)).toBe(Z.grave); // 6 HP: 5 damage + 1 from Rain of Ash at 5.1
    expect(t.hp(sentinel)).toBe(5); // 5.2 removed the damage it survived with
  });
});
