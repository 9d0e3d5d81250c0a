/**
 * Issue 16, coverage F1: one behaviour test per template, each played in a real game with a real
 * compiled card (`cards/generated/`).
 */
import { describe, expect, it } from 'vitest';
import { validateDeck } from '../../decks/validate.js';
import { compiledCard as real } from '../../testing/compiled-cards.js';
import { scenario } from '../../testing/scenario.js';

/** 2 {S} / 2 {W} / 1 {L}, cost 2. */
const FOE = 'Stitch - New Dog';
const ITEM = 'Dinglehopper';

describe('payment modifiers of the Shift cost only', () => {
  it('CR 8.10.2, 1.5.4 Belle - Mechanic Extraordinaire: each item in the discard lowers her Shift cost only', () => {
    const belle = 'Belle - Mechanic Extraordinaire';
    const base = 'Belle - Strange but Special';
    // Shift 7, two items in the discard: 5 ink shifts her; her ink cost 9 is not lowered.
    const t = scenario({
      players: [{ hand: [belle], play: [base], discard: [ITEM, ITEM, FOE], ink: 5 }, {}],
      cards: [real(belle)],
    });
    expect(t.can('play', belle, { mode: 'shift', onto: t.id(base) })).toBe(true);
    t.play(belle, { onto: base });
    expect(t.zone(belle, 0)).toBe('play');
    const one = scenario({
      players: [{ hand: [belle], play: [base], discard: [ITEM], ink: 5 }, {}],
      cards: [real(belle)],
    });
    expect(one.can('play', belle, { mode: 'shift', onto: one.id(base) })).toBe(false);
    const rich = scenario({
      players: [{ hand: [belle], discard: [ITEM, ITEM, ITEM], ink: 8 }, {}],
      cards: [real(belle)],
    });
    expect(rich.can('play', belle, { mode: 'ink' })).toBe(false);
  });

  it('CR 8.10.2 Yokai - Intellectual Schemer: the 1 ink discount applies to your Shift costs, not ink costs nor an opponent’s Shift', () => {
    const yokai = 'Yokai - Intellectual Schemer';
    const shifter = 'Hades - King of Olympus';
    const base = 'Hades - Lord of the Underworld';
    const t = scenario({
      players: [{ hand: [shifter], play: [yokai, base], ink: 5 }, {}],
      cards: [real(yokai)],
    });
    // Hades - King of Olympus: Shift 6.
    expect(t.can('play', shifter, { mode: 'shift', onto: t.id(base) })).toBe(true);
    const without = scenario({ players: [{ hand: [shifter], play: [base], ink: 5 }, {}] });
    expect(without.can('play', shifter, { mode: 'shift', onto: without.id(base) })).toBe(false);
    const theirs = scenario({
      players: [{ play: [yokai] }, { hand: [shifter], play: [base], ink: 5 }],
      active: 1,
      cards: [real(yokai)],
    });
    expect(theirs.can('play', shifter, { mode: 'shift', onto: theirs.id(base, 1) })).toBe(false);
  });
});

describe('counts of what the step before did', () => {
  it('CR 6.1.11 Belle - Mechanic Extraordinaire: up to 3 items tucked from the discard, 1 lore each', () => {
    const belle = 'Belle - Mechanic Extraordinaire';
    const t = scenario({
      players: [{ play: [belle], discard: [ITEM, ITEM, FOE] }, {}],
      cards: [real(belle)],
    });
    t.quest(belle);
    t.yes();
    t.choose(t.idIn('discard', ITEM, 0, 0), t.idIn('discard', ITEM, 0, 1));
    // Their owner orders them on the bottom of the deck (CR 7.2.3).
    while (t.decision?.kind === 'order') t.answer(t.decision.options[0] as number);
    // 3 {L} for questing, 2 for the two items moved.
    expect(t.lore(0)).toBe(5);
    expect(t.names('discard', 0)).toEqual([FOE]);
  });
});

describe('cards remembered by the step that acted on them', () => {
  it('CR 6.2.4 Maurice - Unconventional Inventor: banishing an item draws, and banishing Maurice’s Machine adds a banish', () => {
    const maurice = 'Maurice - Unconventional Inventor';
    const machine = "Maurice's Machine";
    const t = scenario({
      players: [{ hand: [maurice], play: [machine, ITEM], ink: 5 }, { play: [FOE] }],
      cards: [real(maurice), real(machine)],
    });
    t.play(maurice);
    t.yes();
    t.choose(machine);
    expect(t.decision?.prompt).toMatch(/banish chosen character with 2 strength or less/);
    t.yes();
    if (t.decision?.kind === 'cards') t.choose(t.id(FOE, 1));
    // The machine's own “when banished” trigger waited for Maurice's ability to finish (CR 6.2.3).
    expect(t.decision?.prompt).toMatch(/^Maurice's Machine:/);
    t.no();
    expect(t.zone(machine, 0)).toBe('discard');
    expect(t.zone(FOE, 1)).toBe('discard');
    // Another item banished: no second banish is offered.
    const u = scenario({
      players: [{ hand: [maurice], play: [machine, ITEM], ink: 5 }, { play: [FOE] }],
      cards: [real(maurice), real(machine)],
    });
    u.play(maurice);
    u.yes();
    u.choose(ITEM);
    expect(u.zone(ITEM, 0)).toBe('discard');
    expect(u.decision).toBeNull();
    expect(u.zone(FOE, 1)).toBe('play');
  });
});

describe('restrictions and statics of this family', () => {
  it('CR 4.6.6 Noi - Acrobatic Baby: each action you play shields her from challenge damage this turn', () => {
    const noi = 'Noi - Acrobatic Baby';
    const action = 'Healing Glow';
    const t = scenario({
      players: [
        { play: [noi, { name: FOE, exerted: true }], hand: [action], ink: 1 },
        { play: [{ name: FOE, exerted: true }] },
      ],
      cards: [real(noi), real(action)],
    });
    t.play(action);
    if (t.decision) t.choose(t.id(FOE, 0));
    t.challenge(noi, t.id(FOE, 1));
    expect(t.damage(noi, 0)).toBe(0);
    expect(t.zone(FOE, 1)).toBe('discard');
    // Without an action played first, the challenge damage is dealt.
    const u = scenario({
      players: [{ play: [noi] }, { play: [{ name: FOE, exerted: true }] }],
      cards: [real(noi)],
    });
    u.challenge(noi, u.id(FOE, 1));
    expect(u.damage(noi, 0)).toBe(2);
  });

  it('CR 5.4.4.2, 8.3 Pete - Space Pirate: while he is exerted opponents cannot sing and your Pirates gain Resist', () => {
    const pete = 'Pete - Space Pirate';
    const song = 'Friends on the Other Side';
    const singer = 'Mickey Mouse - True Friend';
    const pirate = 'Mr. Smee - Loyal First Mate';
    const t = scenario({
      players: [
        {
          play: [
            { name: pete, exerted: true },
            { name: pirate, exerted: true },
          ],
        },
        { play: [singer], hand: [song] },
      ],
      active: 1,
      cards: [real(pete), real(pirate)],
    });
    expect(t.can('play', song, { mode: 'sing', singer: t.id(singer, 1) })).toBe(false);
    t.challenge(singer, t.id(pirate, 0));
    // 3 {S} less Resist +1.
    expect(t.damage(pirate, 0)).toBe(2);
    const ready = scenario({
      players: [{ play: [pete, { name: pirate, exerted: true }] }, { play: [singer], hand: [song] }],
      active: 1,
      cards: [real(pete), real(pirate)],
    });
    expect(ready.can('play', song, { mode: 'sing', singer: ready.id(singer, 1) })).toBe(true);
    ready.challenge(singer, ready.id(pirate, 0));
    expect(ready.damage(pirate, 0)).toBe(3);
  });

  it('CR 6.4 Peter Pan’s Dagger: a static printed without a story name boosts your Evasive characters', () => {
    const dagger = "Peter Pan's Dagger";
    const evasive = 'Peter Pan - Never Landing';
    const t = scenario({ players: [{ play: [dagger, evasive, FOE] }, {}], cards: [real(dagger)] });
    // Peter Pan - Never Landing: 3 {S}, Evasive; Stitch - New Dog: 2 {S}, no Evasive.
    expect(t.strength(evasive, 0)).toBe(4);
    expect(t.strength(FOE, 0)).toBe(2);
  });
});

describe('deck building', () => {
  it('CR 1.10.1.1 The Glass Slipper: the deck-limit rule lowers the copy limit to 2', () => {
    const slipper = real('The Glass Slipper');
    const copies = (n: number) =>
      validateDeck([{ card: slipper, count: n }]).filter((p) => p.kind === 'tooManyCopies');
    expect(copies(2)).toEqual([]);
    expect(copies(3).map((p) => p.message)).toEqual(['3 copies of The Glass Slipper; at most 2']);
  });

  it('CR 4.4.2.1 The Glass Slipper: banishing it and exerting a Prince pays for a Princess search', () => {
    const slipper = 'The Glass Slipper';
    const prince = 'Prince Eric - Dashing and Brave';
    const princess = 'Cinderella - Gentle and Kind';
    const t = scenario({
      players: [{ play: [slipper, prince], deck: [princess, FOE] }, {}],
      cards: [real(slipper)],
    });
    t.activate(slipper);
    if (t.decision?.kind === 'cards') t.choose(t.decision.options[0] as number);
    expect(t.zone(slipper, 0)).toBe('discard');
    expect(t.exerted(prince, 0)).toBe(true);
    expect(t.names('hand', 0)).toContain(princess);
    const none = scenario({
      players: [{ play: [slipper, FOE], deck: [princess] }, {}],
      cards: [real(slipper)],
    });
    expect(none.can('activate', slipper)).toBe(false);
  });
});

describe('the card the step before acted on', () => {
  it('CR 6.2.4 Widow Tweed - Kindly Soul: a returned Tod may be played free', () => {
    const tweed = 'Widow Tweed - Kindly Soul';
    const tod = 'Tod - Playful Kit';
    const t = scenario({
      players: [{ hand: [tweed], discard: [tod], ink: 6 }, {}],
      cards: [real(tweed), real(tod)],
    });
    t.play(tweed);
    if (t.decision?.kind === 'cards') t.choose(tod);
    t.yes();
    expect(t.zone(tod, 0)).toBe('play');
    const u = scenario({ players: [{ hand: [tweed], discard: [FOE], ink: 6 }, {}], cards: [real(tweed)] });
    u.play(tweed);
    if (u.decision?.kind === 'cards') u.choose(FOE);
    expect(u.decision).toBeNull();
    expect(u.zone(FOE, 0)).toBe('hand');
  });
});

describe('durations and slots of this family', () => {
  it('CR 4.6.8 Mushu - Majestic Dragon: your challengers gain Resist during that challenge', () => {
    const mushu = 'Mushu - Majestic Dragon';
    const friend = 'Mickey Mouse - True Friend';
    const t = scenario({
      players: [{ play: [mushu, friend] }, { play: [{ name: FOE, exerted: true }] }],
      cards: [real(mushu)],
    });
    t.challenge(friend, t.id(FOE, 1));
    // Stitch - New Dog deals 2; Resist +2 stops it. The Resist ends with the challenge.
    expect(t.damage(friend, 0)).toBe(0);
    expect(t.has(friend, 'kw.resist', 0)).toBe(false);
  });

  it('CR 6.1.5.1 Lose the Way: after the exert, an optional discard keeps the character from readying next turn', () => {
    const lose = 'Lose the Way';
    const t = scenario({ players: [{ hand: [lose, ITEM], ink: 5 }, { play: [FOE] }], cards: [real(lose)] });
    t.play(lose);
    if (t.decision?.kind === 'cards') t.choose(t.id(FOE, 1));
    t.yes();
    if (t.decision?.kind === 'cards') t.choose(ITEM);
    expect(t.exerted(FOE, 1)).toBe(true);
    t.endTurn();
    expect(t.exerted(FOE, 1)).toBe(true);
    // Declining the discard: the exerted character readies as usual.
    const u = scenario({ players: [{ hand: [lose, ITEM], ink: 5 }, { play: [FOE] }], cards: [real(lose)] });
    u.play(lose);
    if (u.decision?.kind === 'cards') u.choose(u.id(FOE, 1));
    u.no();
    u.endTurn();
    expect(u.exerted(FOE, 1)).toBe(false);
  });
});

describe('keyword lines', () => {
  it('CR 8.5, 8.11 a keyword line printed without its comma: “Evasive Singer 5”', () => {
    const mirabel = 'Mirabel Madrigal - Hopeful Dreamer';
    const song = 'Hakuna Matata'; // cost 4, more than Mirabel's own cost
    const t = scenario({ players: [{ play: [mirabel], hand: [song] }, {}], cards: [real(mirabel)] });
    expect(t.has(mirabel, 'kw.evasive', 0)).toBe(true);
    expect(real(mirabel).cost).toBeLessThan(4);
    expect(t.can('play', song, { mode: 'sing', singer: t.id(mirabel, 0) })).toBe(true);
  });
});
