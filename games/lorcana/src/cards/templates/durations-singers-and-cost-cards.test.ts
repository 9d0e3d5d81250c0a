/**
 * Issue 16, second file: the behaviour tests of the later templates (see
 * `cards/templates/relative-filters-and-any-number.test.ts`), each played in a real game with a real compiled card: keywords given
 * for a duration, costs paid with cards of your discard, last known cards under, singers, counted
 * discards, “either … or …” discards, “for each …” repeats and a counted cost reduction of an action.
 */
import { describe, expect, it } from 'vitest';
import { withCompiled as cards } from '../../testing/compiled-cards.js';
import { scenario } from '../../testing/scenario.js';

/** 3 {S} / 3 {W} / 2 {L}, cost 3. */
const FRIEND = 'Mickey Mouse - True Friend';
/** 2 {S} / 2 {W} / 1 {L}, cost 1. */
const FOE = 'Stitch - New Dog';
/** 6 {S} / 5 {W}, cost 5. */
const DIVER = 'Donald Duck - Deep-Sea Diver';
/** Cost 4, a Sorcerer. */
const ELSA = 'Elsa - Queen Regent';
const FILLER = 'Filler - Test Card';
const BASE = [FRIEND, FOE, DIVER, ELSA];

describe('keywords given for a duration, and costs paid with other cards (CR 6.1.5.1, 6.6)', () => {
  it('CR 6.1.5.1 Roller Bob - Sid’s Toy: tucking 2 characters from the discard under the deck pays for Rush this turn', () => {
    const bob = "Roller Bob - Sid's Toy";
    const t = scenario({
      players: [{ hand: [bob], ink: 3, discard: [FRIEND, FOE] }, { play: [{ name: DIVER, exerted: true }] }],
      cards: cards(bob, ...BASE),
    });
    t.play(bob);
    t.yes();
    // The only 2 character cards: put on the bottom, in the order the player picks (CR 7.2.3).
    t.declineAll();
    expect(t.count('discard', 0)).toBe(0);
    // Rush: he challenges the turn he is played (CR 8.9.1).
    expect(t.can('challenge', bob)).toBe(true);
    // With one character card in the discard the cost can't be paid: no Rush.
    const u = scenario({
      players: [{ hand: [bob], ink: 3, discard: [FRIEND] }, { play: [{ name: DIVER, exerted: true }] }],
      cards: cards(bob, ...BASE),
    });
    u.play(bob);
    if (u.decision?.kind === 'yes-no') u.yes();
    expect(u.zone(FRIEND, 0)).toBe('discard');
    expect(u.can('challenge', bob)).toBe(false);
  });

  it('CR 6.1.13.5 Sleepy Hollow - The Bridge: a quest here may banish the location for lore and Evasive for the quester until your next turn', () => {
    const bridge = 'Sleepy Hollow - The Bridge';
    const t = scenario({
      players: [{ play: [bridge, { name: FRIEND, at: bridge }] }, {}],
      cards: cards(bridge, ...BASE),
    });
    t.quest(FRIEND);
    t.yes();
    expect(t.zone(bridge, 0)).toBe('discard');
    expect(t.lore(0)).toBe(2 + 2);
    expect(t.has(FRIEND, 'kw.evasive')).toBe(true);
    t.endTurn();
    expect(t.has(FRIEND, 'kw.evasive')).toBe(true);
    t.endTurn();
    expect(t.has(FRIEND, 'kw.evasive')).toBe(false);
  });

  it('CR 6.1.5.2 Wrong Lever!: tucking a Pull the Lever! from the discard pays for sending a chosen character under its owner’s deck', () => {
    const wrong = 'Wrong Lever!';
    const pull = 'Pull the Lever!';
    const t = scenario({
      players: [{ hand: [wrong], ink: 3, discard: [pull] }, { play: [DIVER] }],
      cards: cards(wrong, pull, ...BASE),
    });
    t.play(wrong);
    t.answer(t.decision!.options[1]);
    if (t.decision) t.choose(DIVER);
    expect(t.zone(pull, 0)).toBe('deck');
    expect(t.zone(DIVER, 1)).toBe('deck');
    // Without Pull the Lever! in the discard, nothing is put on the bottom.
    const u = scenario({
      players: [{ hand: [wrong], ink: 3 }, { play: [DIVER] }],
      cards: cards(wrong, pull, ...BASE),
    });
    u.play(wrong);
    u.answer(u.decision!.options[1]);
    expect(u.zone(DIVER, 1)).toBe('play');
  });
});

describe('last known information, singers and counted discards (CR 6.1.8, 6.7.6)', () => {
  it('CR 6.7.6 Goofy - Ghost of Jacob Marley: opponents discard one card per card that was under him as he was banished', () => {
    const goofy = 'Goofy - Ghost of Jacob Marley';
    const t = scenario({
      players: [
        { play: [{ name: goofy, under: [FILLER, FILLER] }] },
        { play: [{ name: DIVER, exerted: true }], hand: [FRIEND, FOE, ELSA] },
      ],
      cards: cards(goofy, ...BASE),
    });
    t.challenge(goofy, DIVER);
    // Donald's 6 {S} banishes Goofy (4 {W}); the 2 cards under him went to the discard with him.
    t.choose(FRIEND, FOE);
    expect(t.zone(goofy, 0)).toBe('discard');
    expect(t.names('hand', 1)).toEqual([ELSA]);
    expect(t.count('discard', 1)).toBe(2);
  });

  it('CR 8.12 Fantastical and Magical: a draw and 1 lore per character that sang it', () => {
    const song = 'Fantastical and Magical';
    const t = scenario({
      players: [{ hand: [song], play: [ELSA, DIVER] }, {}],
      cards: cards(song, ...BASE),
    });
    t.play(song, { mode: 'singTogether' });
    // Singers are picked one at a time until their costs reach 9 (CR 8.12).
    while (t.decision && /singer/.test(t.decision.prompt))
      t.choose(t.decision.options.includes(t.id(ELSA, 0)) ? ELSA : DIVER);
    expect(t.exerted(ELSA, 0)).toBe(true);
    expect(t.exerted(DIVER, 0)).toBe(true);
    expect(t.count('hand', 0)).toBe(2);
    expect(t.lore(0)).toBe(2);
    // Played with ink, no one sang it: nothing.
    const u = scenario({ players: [{ hand: [song], ink: 9 }, {}], cards: cards(song, ...BASE) });
    u.play(song);
    expect(u.count('hand', 0)).toBe(0);
    expect(u.lore(0)).toBe(0);
  });

  it('CR 6.1.5.2 Lucifer - Cunning Cat: every opponent picks between discarding 2 cards and discarding 1 action', () => {
    const lucifer = 'Lucifer - Cunning Cat';
    const action = 'Wrong Lever!';
    const t = scenario({
      players: [{ hand: [lucifer], ink: 5 }, { hand: [FRIEND, FOE, action] }],
      cards: cards(lucifer, action, ...BASE),
    });
    t.play(lucifer);
    t.pick('action');
    expect(t.names('hand', 1).sort()).toEqual([FRIEND, FOE].sort());
    expect(t.zone(action, 1)).toBe('discard');
    // Without an action card the only option that can be done is 2 cards (CR 6.1.5.2).
    const u = scenario({
      players: [{ hand: [lucifer], ink: 5 }, { hand: [FRIEND, FOE, ELSA] }],
      cards: cards(lucifer, ...BASE),
    });
    u.play(lucifer);
    u.choose(FRIEND, ELSA);
    expect(u.names('hand', 1)).toEqual([FOE]);
  });

  it('CR 6.1.8 Maleficent - Formidable Queen: one bounce of a cheap opposing card per Maleficent of yours in play', () => {
    const queen = 'Maleficent - Formidable Queen';
    const biding = 'Maleficent - Biding Her Time';
    const t = scenario({
      players: [{ hand: [queen], ink: 6, play: [biding, biding] }, { play: [FOE, FRIEND, DIVER] }],
      cards: cards(queen, biding, ...BASE),
    });
    t.play(queen, { onto: t.id(biding, 0, 0) });
    // Two Maleficents in play (the Queen on her stack and the other one): two returns.
    t.choose(FOE);
    // The second time Mickey is the only one left: returned without asking.
    if (t.decision) t.choose(FRIEND);
    expect(t.zone(FOE, 1)).toBe('hand');
    expect(t.zone(FRIEND, 1)).toBe('hand');
    expect(t.zone(DIVER, 1)).toBe('play');
  });

  it('CR 6.4.1 Seeking the Half Crown: 1 ink less per Sorcerer of yours in play', () => {
    const crown = 'Seeking the Half Crown';
    const biding = 'Maleficent - Biding Her Time';
    const t = scenario({
      players: [{ hand: [crown], ink: 3, play: [ELSA, biding, FRIEND] }, {}],
      cards: cards(crown, biding, ...BASE),
    });
    // Cost 5, two Sorcerers: 3.
    t.play(crown);
    expect(t.count('hand', 0)).toBe(2);
    const u = scenario({
      players: [{ hand: [crown], ink: 3, play: [ELSA, FRIEND] }, {}],
      cards: cards(crown, ...BASE),
    });
    expect(u.can('play', crown)).toBe(false);
  });
});

describe('the character banished to pay the cost, and cards played from two zones (CR 6.3, 6.7.7)', () => {
  it('CR 6.3 Hades - Double Dealer: banishing another character of yours pays for playing one of the same name free', () => {
    const hades = 'Hades - Double Dealer';
    const pilot = 'Mickey Mouse - Steamboat Pilot';
    const t = scenario({
      players: [{ hand: [pilot, FOE, DIVER], play: [hades, FRIEND, ELSA] }, {}],
      cards: cards(hades, pilot, ...BASE),
    });
    t.activate(hades);
    t.choose(FRIEND);
    // Another Mickey Mouse from hand, not the other names.
    expect(t.zone(FRIEND, 0)).toBe('discard');
    expect(t.zone(pilot, 0)).toBe('play');
    expect(t.zone(FOE, 0)).toBe('hand');
  });

  it('CR 6.3 Retro Evolution Device: the banished character sets the cost ceiling of the free character, up to 2 more', () => {
    const device = 'Retro Evolution Device';
    const t = scenario({
      players: [{ hand: [DIVER, ELSA, 'Goofy - Knight for a Day'], ink: 1, play: [device, FRIEND] }, {}],
      cards: cards(device, 'Goofy - Knight for a Day', ...BASE),
    });
    t.activate(device);
    // Mickey (cost 3) is the only character: banished; cost 5 or less may be played.
    const options = t.decision?.options ?? [];
    expect(options).toContain(t.id(DIVER, 0));
    expect(options).toContain(t.id(ELSA, 0));
    expect(options).not.toContain(t.id('Goofy - Knight for a Day', 0));
    t.choose(DIVER);
    expect(t.zone(FRIEND, 0)).toBe('discard');
    expect(t.zone(DIVER, 0)).toBe('play');
  });

  it('CR 6.7.7 Prince John - Gold Lover: a cheap item from hand or discard is played free and exerted', () => {
    const john = 'Prince John - Gold Lover';
    const t = scenario({
      players: [{ hand: ['Dinglehopper'], discard: ['Fishbone Quill'], play: [john] }, {}],
      cards: cards(john, 'Dinglehopper', 'Fishbone Quill', ...BASE),
    });
    t.activate(john);
    const options = t.decision?.options ?? [];
    expect(options).toContain(t.id('Dinglehopper', 0));
    expect(options).toContain(t.id('Fishbone Quill', 0));
    t.choose('Fishbone Quill');
    expect(t.zone('Fishbone Quill', 0)).toBe('play');
    expect(t.exerted('Fishbone Quill', 0)).toBe(true);
  });
});

describe('the singers of the song (CR 8.12)', () => {
  it('CR 8.12 I2I: both players draw and gain lore; with 2 or more singers those ready but cannot quest', () => {
    const song = 'I2I';
    const t = scenario({
      players: [{ hand: [song], play: [ELSA, DIVER] }, {}],
      cards: cards(song, ...BASE),
    });
    t.play(song, { mode: 'singTogether' });
    while (t.decision && /singer/.test(t.decision.prompt))
      t.choose(t.decision.options.includes(t.id(ELSA, 0)) ? ELSA : DIVER);
    expect([t.count('hand', 0), t.count('hand', 1)]).toEqual([2, 2]);
    expect([t.lore(0), t.lore(1)]).toEqual([2, 2]);
    // Both singers are ready again, but can't quest this turn.
    expect(t.exerted(ELSA, 0)).toBe(false);
    expect(t.exerted(DIVER, 0)).toBe(false);
    expect(t.can('quest', ELSA)).toBe(false);
    // One singer (Goofy, cost 9): it stays exerted.
    const goofy = 'Goofy - Knight for a Day';
    const u = scenario({
      players: [{ hand: [song], play: [goofy] }, {}],
      cards: cards(song, goofy, ...BASE),
    });
    u.play(song, { mode: 'singTogether' });
    while (u.decision && /singer/.test(u.decision.prompt)) u.choose(goofy);
    expect(u.exerted(goofy, 0)).toBe(true);
    expect(u.lore(0)).toBe(2);
  });
});

describe('damage to the source as a cost (CR 1.9.1, 6.3)', () => {
  it('CR 6.3 Shere Khan - Fierce and Furious: self-damage and ink pay for readying him, then he cannot quest', () => {
    const khan = 'Shere Khan - Fierce and Furious';
    const t = scenario({
      players: [
        { ink: 1, play: [{ name: khan, exerted: true }] },
        { play: [{ name: DIVER, exerted: true }] },
      ],
      cards: cards(khan, ...BASE),
    });
    t.activate(khan);
    expect(t.damage(khan, 0)).toBe(1);
    expect(t.exerted(khan, 0)).toBe(false);
    expect(t.can('quest', khan)).toBe(false);
    expect(t.can('challenge', khan)).toBe(true);
    // The ink is paid too: with none left the ability can't be used again.
    expect(t.can('activate', khan)).toBe(false);
  });
});
