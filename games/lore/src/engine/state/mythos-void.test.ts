import { describe, expect, it } from 'vitest';
import { scenario } from '../../testing/scenario.js';
import { C, E, Z } from './keys.js';

describe('Lore Mythos and the void', () => {
  it('Lore Mythos: a wax seal adds mythos when the card comes into play, before any ability triggers', () => {
    const t = scenario({ p0: { hand: ['Herald of the Stars'], play: ['Cosmic Rune'] } });
    t.act({ type: 'play', card: t.card('Herald of the Stars') });
    expect(t.mythos()).toBe(2);
    // A special occurrence before any ability triggers: the mythos is added before "comes into play".
    const types = t.events.map((e) => e.type);
    expect(types.indexOf(E.mythos)).toBeGreaterThanOrEqual(0);
    expect(types.indexOf(E.mythos)).toBeLessThan(types.indexOf(E.entered));
  });

  it('Lore Mythos: a requirement must be met before the card can be played', () => {
    const low = scenario({
      mythos: 2,
      p0: { hand: ['Void Strider'], play: ['Cosmic Rune', 'Cosmic Rune', 'Blank Rune'] },
    });
    expect(low.can({ type: 'play', card: low.card('Void Strider') })).toBe(false);
    const met = scenario({
      mythos: 3,
      p0: { hand: ['Void Strider'], play: ['Cosmic Rune', 'Cosmic Rune', 'Blank Rune'] },
    });
    expect(met.can({ type: 'play', card: met.card('Void Strider') })).toBe(true);
  });

  it('Lore Mythos: reached during the controller’s main phase, a god is called forth at once with a turn counter (special occurrence)', () => {
    const t = scenario({
      mythos: 4,
      p0: { hand: ['Tidecaller Acolyte'], play: ['Deep Rune'], void: ['Vael-Orun, Eye Between Stars'] },
    });
    const god = t.card('Vael-Orun, Eye Between Stars');
    const hand = t.ctx.count(Z.hand, 0);
    t.act({ type: 'play', card: t.card('Tidecaller Acolyte') });
    expect(t.zone(god)).toBe(Z.play);
    expect(t.counter(god, C.turns)).toBe(1);
    // Its turn ability peeks (a decision) and draws.
    t.answer(0);
    t.answer('keep');
    expect(t.ctx.count(Z.hand, 0)).toBe(hand); // -1 Acolyte played, +1 drawn
  });

  it('Lore Other Terminology: Special occurrence — a god reaching its requirement is called forth before the next pending trigger resolves', () => {
    const t = scenario({
      mythos: 4,
      p0: {
        hand: ['Hunter of the Wilds'],
        play: ['Primal Rune', 'Blank Rune', 'The Weeping Chapel', 'Ghoul Pack', 'Herald of the Stars'],
        void: ['Vael-Orun, Eye Between Stars'],
      },
    });
    t.act({ type: 'play', card: t.card('Hunter of the Wilds') });
    t.answer(t.card('Herald of the Stars')); // it dies: the Chapel (+1 mythos) and the Ghoul Pack trigger
    const chapel =
      t.decision!.options[t.decision!.labels!.findIndex((l) => l.startsWith('The Weeping Chapel'))];
    t.answer(chapel);
    const order = t.events
      .filter((e) => e.type === E.calledForth || e.type === 'resolving')
      .map((e) => (e.type === E.calledForth ? 'called forth' : String(e.label).split(':')[0]));
    expect(order.slice(0, 2)).toEqual(['The Weeping Chapel', 'called forth']);
    expect(order).not.toContain('Ghoul Pack'); // still waiting, now alongside the god's turn ability
    expect(t.zone(t.card('Vael-Orun, Eye Between Stars'))).toBe(Z.play);
    expect(t.decision?.rule).toBe('Lore Other Terminology: Triggered ability');
  });

  it('Lore Mythos: reached on the opponent’s turn, the god waits for its controller’s next 2.4', () => {
    const t = scenario({
      mythos: 4,
      p0: { hand: ['Tidecaller Acolyte'], play: ['Deep Rune'] },
      p1: { void: ['Vael-Orun, Eye Between Stars'] },
    });
    const god = t.card('Vael-Orun, Eye Between Stars');
    t.act({ type: 'play', card: t.card('Tidecaller Acolyte') });
    expect(t.mythos()).toBe(5);
    expect(t.zone(god)).toBe(Z.void);
    t.act({ type: 'end-main' }); // no attackers: the turn ends
    // Player 1's turn: called forth at 2.4, then its turn counter at 2.5 (its turn ability peeks).
    expect(t.ctx.active).toBe(1);
    expect(t.decision?.prompt).toBe('Peek at whose lexicon?');
    expect(t.zone(god)).toBe(Z.play);
    expect(t.counter(god, C.turns)).toBe(1);
  });

  it('Lore Other Terminology: Bring forth — a brought-forth god cannot be called forth the same turn', () => {
    const t = scenario({
      mythos: 4,
      p0: { hand: ['The Hollow Orrery'], void: ['Ythogga, the Drowned Choir'] },
    });
    const orrery = t.card('The Hollow Orrery');
    t.act({ type: 'bring-forth', card: orrery });
    expect(t.zone(orrery)).toBe(Z.void); // a god location joins a god creature: "location" is new
    t.nextTurn();
    expect(t.zone(orrery)).toBe(Z.void);
    t.nextTurn();
    expect(t.zone(orrery)).toBe(Z.play); // called forth at player 0's next 2.4
  });

  it('Lore Zones: The void — a card needs a type not yet present (a second god creature cannot be brought forth)', () => {
    const t = scenario({ p0: { hand: ['The Thornmother'], void: ['Ythogga, the Drowned Choir'] } });
    expect(t.can({ type: 'bring-forth', card: t.card('The Thornmother') })).toBe(false);
  });

  it('Lore Zones: The void — an illegal card brought forth by an effect goes to the aether', () => {
    const t = scenario({
      p0: {
        hand: ['Summon the Ancient'],
        play: ['Cosmic Rune', 'Blank Rune'],
        void: ['Ythogga, the Drowned Choir'],
        lexicon: ['The Thornmother'],
      },
    });
    t.act({ type: 'play', card: t.card('Summon the Ancient') });
    t.answer(t.card('The Thornmother'));
    expect(t.zone(t.card('The Thornmother'))).toBe(Z.aether);
    expect(t.eventsOf(E.broughtForth)).toEqual([expect.objectContaining({ legal: false })]);
  });

  it('Lore Mythos: a void card with a magick cost is not called forth by itself; it is put into play by paying', () => {
    const t = scenario({ mythos: 3, p0: { void: ['The Pale Crown'], play: ['Elder Rune', 'Elder Rune'] } });
    const crown = t.card('The Pale Crown');
    expect(t.zone(crown)).toBe(Z.void);
    t.act({ type: 'call-forth', card: crown });
    expect(t.zone(crown)).toBe(Z.play);
  });

  it('Lore Card Types: Gods — a killed god goes to the aether', () => {
    const t = scenario({ p0: { play: [{ card: 'Ythogga, the Drowned Choir', damage: 8 }] } });
    expect(t.zone(t.card('Ythogga, the Drowned Choir'))).toBe(Z.aether);
  });
});

describe('Lore Zones', () => {
  it('Lore Zones: The event horizon — one phenomenon at a time; the old one goes to its controller’s grave', () => {
    const t = scenario({
      horizon: 'Blood Moon',
      p0: { hand: ['Rain of Ash'], play: ['Primal Rune', 'Primal Rune'] },
    });
    const moon = t.card('Blood Moon');
    t.act({ type: 'play', card: t.card('Rain of Ash') });
    expect(t.zone(t.card('Rain of Ash'))).toBe(Z.horizon);
    expect(t.zone(moon)).toBe(Z.grave);
  });

  it('Lore Zones: The grave — spells go to the grave after they are played', () => {
    const t = scenario({ p0: { hand: ['Forbidden Knowledge'], play: ['Astral Rune', 'Blank Rune'] } });
    t.act({ type: 'play', card: t.card('Forbidden Knowledge') });
    expect(t.zone(t.card('Forbidden Knowledge'))).toBe(Z.grave);
  });

  it('Lore Zones: The grimoire — brought forth from the sideboard into the void as a tome', () => {
    const t = scenario({
      p0: { hand: ['Keeper of the Tome'], play: ['Cosmic Rune'], grimoire: ['Tidecall', 'Mind-Rend'] },
    });
    t.act({ type: 'play', card: t.card('Keeper of the Tome') });
    expect(t.ctx.count(Z.tome, 0)).toBe(2);
    expect(t.ctx.count(Z.grimoire, 0)).toBe(0);
  });

  it('Lore Other Terminology: Token — tokens come into play (creature tokens dazed)', () => {
    const t = scenario({ p0: { hand: ['Spawning Pit'], play: ['Sanguine Rune', 'Sanguine Rune'] } });
    t.act({ type: 'play', card: t.card('Spawning Pit') });
    const spawn = t.cards('Spawn of the Maw', Z.play);
    expect(spawn).toHaveLength(2);
    expect(spawn.every((c) => t.ctx.card(c).token && t.counter(c, C.dazed) === 1)).toBe(true);
  });
});
