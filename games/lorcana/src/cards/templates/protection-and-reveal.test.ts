/**
 * Issue 16 (sets 10–12): behaviour tests of protections (“can't be dealt damage unless being
 * challenged”, “opponents must choose this character”), counted reveals and location triggers, each
 * played in a real game with the real compiled card.
 */
import { describe, expect, it } from 'vitest';
import { compiledCard } from '../../testing/compiled-cards.js';
import { scenario } from '../../testing/scenario.js';
import { fullName } from '../card.js';

/** Hand-written 6 {S} / 7 {W}, cost 8. */
const HADES = 'Hades - King of Olympus';
/** Hand-written 3 {S} / 3 {W} / 2 {L}, cost 3. */
const FRIEND = 'Mickey Mouse - True Friend';
/** Hand-written 2 {S} / 2 {W} / 1 {L}, cost 1. */
const FOE = 'Stitch - New Dog';
/** Hand-written action (cost 5): banish chosen character. */
const DRAGON_FIRE = 'Dragon Fire';

describe('protections, reveals and location triggers of sets 10–12', () => {
  it('CR 4.6: Hercules - Mighty Leader — no damage unless he is the challenged character', () => {
    const herc = compiledCard('Hercules - Mighty Leader');
    const t = scenario({
      players: [{ play: [fullName(herc)] }, { play: [{ name: FOE, exerted: true }, HADES] }],
      cards: [herc],
    });
    // Challenging, he is not being challenged: the defender's damage is not dealt.
    t.challenge(fullName(herc), FOE);
    expect(t.damage(fullName(herc), 0)).toBe(0);
    expect(t.zone(FOE, 1)).toBe('discard');
    t.endTurn();
    // Challenged, he is: the challenger's damage is dealt (and banishes him).
    t.challenge(HADES, fullName(herc));
    expect(t.zone(fullName(herc), 0)).toBe('discard');
  });

  it('CR 6.4.3: Hercules - Mighty Leader — while exerted, your other Heroes are protected the same way', () => {
    const herc = compiledCard('Hercules - Mighty Leader');
    const john = compiledCard('John Smith - Undaunted Protector');
    const board = (exerted: boolean) =>
      scenario({
        players: [
          { play: [{ name: fullName(herc), exerted }, fullName(john)] },
          { play: [{ name: FOE, exerted: true }] },
        ],
        cards: [herc, john],
      });
    // John Smith (a Hero) challenges: with Hercules exerted he takes no damage; with him ready, 2.
    const t = board(true);
    t.challenge(fullName(john), FOE);
    expect(t.damage(fullName(john), 0)).toBe(0);
    const u = board(false);
    u.challenge(fullName(john), FOE);
    expect(u.damage(fullName(john), 0)).toBe(2);
  });

  it('CR 6.1.3: John Smith - Undaunted Protector — an opponent choosing one character must choose him', () => {
    const john = compiledCard('John Smith - Undaunted Protector');
    const t = scenario({
      players: [{ play: [FRIEND, fullName(john)] }, { hand: [DRAGON_FIRE], ink: 5 }],
      cards: [john],
      active: 1,
    });
    t.play(DRAGON_FIRE);
    // The only legal choice is him (a forced answer may be given for the player).
    const john0 = t.id(fullName(john), 0);
    expect(t.decision?.options ?? [john0]).toEqual([john0]);
    if (t.decision) t.choose(fullName(john));
    expect(t.zone(fullName(john), 0)).toBe('discard');
    expect(t.zone(FRIEND, 0)).toBe('play');
    // His own controller's effects choose freely.
    const u = scenario({
      players: [{ play: [FRIEND, fullName(john)], hand: [DRAGON_FIRE], ink: 5 }, {}],
      cards: [john],
    });
    u.play(DRAGON_FIRE);
    expect(u.decision?.options).toContain(u.id(FRIEND, 0));
  });

  it('CR 6.1.8: Bambi - Ethereal Fawn — reveals one card per card under him; every character goes to hand', () => {
    const bambi = compiledCard('Bambi - Ethereal Fawn');
    const t = scenario({
      players: [
        {
          play: [{ name: fullName(bambi), under: [FOE, FOE] }],
          deck: [FRIEND, DRAGON_FIRE, HADES],
        },
        {},
      ],
      cards: [bambi],
    });
    t.quest(fullName(bambi));
    t.declineAll();
    // Two cards under him: the top two are revealed; the character goes to hand, the action to the bottom.
    expect(t.names('hand', 0)).toContain(FRIEND);
    expect(t.names('hand', 0)).not.toContain(DRAGON_FIRE);
    expect(t.names('hand', 0)).not.toContain(HADES);
    expect(t.zone(DRAGON_FIRE, 0)).toBe('deck');
  });

  it('CR 4.6.7: Fergus - Outpost Builder — at a location, a location challenged and banished lets him deal 4 damage', () => {
    const fergus = compiledCard('Fergus - Outpost Builder');
    const manor = "De Vil Manor - Cruella's Estate";
    const board = (atLocation: boolean) =>
      scenario({
        players: [
          {
            play: [
              'Pride Lands - Pride Rock',
              { name: fullName(fergus), ...(atLocation ? { at: 'Pride Lands - Pride Rock' } : {}) },
              HADES,
            ],
          },
          { play: [manor, FRIEND] },
        ],
        cards: [fergus],
      });
    const t = board(true);
    t.challenge(HADES, manor);
    expect(t.zone(manor, 1)).toBe('discard');
    t.yes();
    t.choose(FRIEND);
    expect(t.zone(FRIEND, 1)).toBe('discard');
    const u = board(false);
    u.challenge(HADES, manor);
    expect(u.decision ?? null).toBeNull();
    expect(u.zone(FRIEND, 1)).toBe('play');
  });

  it('CR 8.4.1: Donald Duck - Fred Honeywell — using Boost lets you put another card under that character', () => {
    const donald = compiledCard('Donald Duck - Fred Honeywell');
    const bambi = compiledCard('Bambi - Ethereal Fawn');
    const t = scenario({
      players: [{ play: [fullName(donald), fullName(bambi)], ink: 2, deck: [FOE, FOE] }, {}],
      cards: [donald, bambi],
    });
    t.activate(fullName(bambi), -1);
    t.yes();
    expect(t.count('under', 0)).toBe(2);
  });

  it('CR 6.7.6: Donald Duck - Fred Honeywell — on opponents’ turns, draw for each card that was under a banished character', () => {
    const donald = compiledCard('Donald Duck - Fred Honeywell');
    const bambi = compiledCard('Bambi - Ethereal Fawn');
    const t = scenario({
      players: [
        { play: [fullName(donald), { name: fullName(bambi), under: [FOE, FOE] }] },
        { hand: [DRAGON_FIRE], ink: 5 },
      ],
      cards: [donald, bambi],
      active: 1,
    });
    const before = t.count('hand', 0);
    t.play(DRAGON_FIRE);
    t.choose(fullName(bambi));
    t.yes();
    expect(t.count('hand', 0)).toBe(before + 2);
  });
});
