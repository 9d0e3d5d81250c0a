/**
 * Issue 16 (continued from `cards/templates/floating-triggers-and-self-replacements.test.ts`): turn history of single
 * cards — each template played in a real game with a real compiled card (`cards/generated/`).
 */
import { describe, expect, it } from 'vitest';
import { scenario } from '../../testing/scenario.js';
import { fullName, type LorcanaCard } from '../card.js';
import { compiledOnly } from '../full-pool.js';

/** The compiled card of that full name (fails the test if the compiler did not produce it). */
function real(name: string): LorcanaCard {
  const card = compiledOnly.find((c) => fullName(c) === name);
  if (!card) throw new Error(`${name} is not compiled`);
  return card;
}

const FRIEND = 'Mickey Mouse - True Friend';
const OTHER = 'Minnie Mouse - Beloved Princess';
const BIG = 'Maui - Demigod';
const FOE = 'Stitch - New Dog';

describe('turn history of a card (CR 4.6)', () => {
  it('CR 4.6.5 Last Stand: only a character challenged this turn can be banished', () => {
    const stand = 'Last Stand';
    const t = scenario({
      players: [
        { hand: [stand], ink: 9, play: [FRIEND] },
        {
          play: [
            { name: BIG, exerted: true },
            { name: OTHER, exerted: true },
          ],
        },
      ],
      cards: [real(stand)],
    });
    t.challenge(FRIEND, BIG);
    expect(t.zone(BIG, 1)).toBe('play');
    t.play(stand);
    // Only the character that was challenged can be chosen.
    if (t.decision) {
      expect(t.decision.options).toEqual([t.id(BIG, 1)]);
      t.choose(BIG);
    }
    expect(t.zone(BIG, 1)).toBe('discard');
    expect(t.zone(OTHER, 1)).toBe('play');
  });

  it('CR 4.6.5 a character not challenged this turn can’t be chosen (“who was challenged this turn”)', () => {
    const stand = 'Last Stand';
    const t = scenario({
      players: [{ hand: [stand], ink: 9 }, { play: [BIG, OTHER] }],
      cards: [real(stand)],
    });
    t.play(stand);
    expect(t.decision).toBeFalsy();
    expect(t.zone(BIG, 1)).toBe('play');
    expect(t.zone(OTHER, 1)).toBe('play');
  });
});

describe("counting this turn's history (CR 1.5.4)", () => {
  it('CR 1.5.4 Namaari - Resolute Daughter: 2 ink less per opposing character lost in a challenge this turn', () => {
    const namaari = 'Namaari - Resolute Daughter';
    const cost = real(namaari).cost;
    const t = scenario({
      players: [{ hand: [namaari], ink: cost - 2, play: [FRIEND] }, { play: [{ name: FOE, exerted: true }] }],
      cards: [real(namaari)],
    });
    // Nothing banished yet: 2 ink short.
    expect(t.can('play', namaari)).toBe(false);
    t.challenge(FRIEND, FOE);
    expect(t.zone(FOE, 1)).toBe('discard');
    expect(t.can('play', namaari)).toBe(true);
    t.play(namaari);
    expect(t.zone(namaari)).toBe('play');
  });
});

describe('a self-replacement testing the discarded card (CR 6.5.1.1)', () => {
  it('CR 6.5.1.1 Kakamora - Pirate Chief: a discard pays for 1 damage, raised to 3 when a Pirate was discarded', () => {
    const kakamora = 'Kakamora - Pirate Chief';
    const hook = 'Captain Hook - Forceful Duelist';
    const t = scenario({
      players: [{ play: [kakamora, kakamora], hand: [hook, FRIEND, FRIEND] }, { play: [BIG] }],
      cards: [real(kakamora)],
    });
    t.quest(t.id(kakamora, 0, 0));
    t.no(); // no draw
    t.choose(hook); // a Pirate character card
    t.choose(BIG);
    expect(t.damage(BIG, 1)).toBe(3);
    t.quest(t.id(kakamora, 0, 1));
    t.no();
    t.choose(FRIEND); // not a Pirate: 1 damage
    t.choose(BIG);
    expect(t.damage(BIG, 1)).toBe(3 + 1);
  });
});

describe('branching on the type of the card just moved (CR 6.2.4)', () => {
  it('CR 6.2.4 Jack-Jack Parr - Incredible Potential: the milled card’s type picks the branch', () => {
    const jack = 'Jack-Jack Parr - Incredible Potential';
    const t = scenario({
      players: [{ play: [jack], deck: [FRIEND, OTHER, 'Freeze', OTHER] }, {}],
      active: 1,
      cards: [real(jack), real('Freeze')],
    });
    const strength = t.strength(jack);
    const lore = t.loreValue(jack);
    t.endTurn();
    t.yes();
    // A character card: +2 {S} only.
    expect(t.zone(FRIEND, 0)).toBe('discard');
    expect(t.strength(jack)).toBe(strength + 2);
    expect(t.loreValue(jack)).toBe(lore);
    t.endTurn();
    t.endTurn();
    t.yes();
    // An action card: +2 {L} only (last turn's +2 {S} is over).
    expect(t.zone('Freeze', 0)).toBe('discard');
    expect(t.strength(jack)).toBe(strength);
    expect(t.loreValue(jack)).toBe(lore + 2);
  });
});

describe('card names ending in “!” (CR 5.2.6)', () => {
  it('CR 5.2.6 Yzma - On Edge: with Pull the Lever! in the discard, she may search for Wrong Lever!', () => {
    const yzma = 'Yzma - On Edge';
    const pull = 'Pull the Lever!';
    // A stand-in with only the name that matters (Wrong Lever!'s own text is not compiled yet).
    const wrong: LorcanaCard = { ...real(pull), id: 'e1-wrong-lever', name: 'Wrong Lever!' };
    const withPull = scenario({
      players: [{ hand: [yzma], ink: 9, discard: [pull], deck: [FRIEND, 'Wrong Lever!', FRIEND] }, {}],
      cards: [real(yzma), real(pull), wrong],
    });
    withPull.play(yzma);
    withPull.yes();
    withPull.choose('Wrong Lever!');
    expect(withPull.zone('Wrong Lever!')).toBe('hand');
    // Without the named card in the discard, nothing happens.
    const without = scenario({
      players: [{ hand: [yzma], ink: 9, deck: [FRIEND, 'Wrong Lever!', FRIEND] }, {}],
      cards: [real(yzma), real(pull), wrong],
    });
    without.play(yzma);
    expect(without.decision).toBeFalsy();
    expect(without.zone('Wrong Lever!')).toBe('deck');
  });
});

describe('a story name printed right after reminder text (CR 8.1.1)', () => {
  it('CR 8.1.1, 8.9.1 Stabbington Brother - Without a Patch: a keyword line runs into a named Rush grant for his namesakes', () => {
    const without = 'Stabbington Brother - Without a Patch';
    const withPatch = 'Stabbington Brother - With a Patch';
    // The reminder text ends the keyword; "GET 'EM!" (a word starting with an apostrophe) is the name.
    expect(real(without).abilities?.map((a) => a.name)).toEqual(["Get 'em!"]);
    const t = scenario({
      players: [{ hand: [withPatch], ink: 9, play: [without] }, {}],
      cards: [real(without), real(withPatch)],
    });
    t.play(withPatch);
    expect(t.has(withPatch, 'kw.rush')).toBe(true);
    // Without the other brother in play, the one with a patch has no Rush of its own.
    const alone = scenario({ players: [{ hand: [withPatch], ink: 9 }, {}], cards: [real(withPatch)] });
    alone.play(withPatch);
    expect(alone.has(withPatch, 'kw.rush')).toBe(false);
  });
});
