/**
 * Issue 16 (sets 10–12): behaviour tests of playing a revealed card paying its cost, damage dealt by
 * your actions as a trigger and moving to one remembered location, each played in a real game with the
 * real compiled card.
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

describe('playing, damage triggers and moving of sets 10–12', () => {
  it("CR 6.7.7: Kristoff's Lute — the revealed card may be played paying its cost; otherwise it is discarded", () => {
    const lute = compiledCard("Kristoff's Lute");
    const board = (ink: number) =>
      scenario({
        players: [{ play: [fullName(lute)], ink, deck: [FRIEND] }, {}],
        cards: [lute],
      });
    // 2 ink for the ability, 3 for the character.
    const t = board(5);
    t.activate(fullName(lute));
    t.choose(FRIEND);
    expect(t.zone(FRIEND, 0)).toBe('play');
    expect(t.legal().some((a) => a.type === 'play')).toBe(false);
    // Not enough ink left to pay for it: into the discard.
    const u = board(3);
    u.activate(fullName(lute));
    u.declineAll();
    expect(u.zone(FRIEND, 0)).toBe('discard');
  });

  it('CR 1.9.1: Merida - Formidable Archer — damage dealt by your action to an opposing character adds 2', () => {
    const merida = compiledCard('Merida - Formidable Archer');
    const t = scenario({
      players: [{ play: [fullName(merida), FRIEND], hand: ['Fire the Cannons!'], ink: 1 }, { play: [HADES] }],
      cards: [merida],
    });
    t.play('Fire the Cannons!');
    t.choose(HADES);
    t.declineAll();
    expect(t.damage(HADES, 1)).toBe(4);
    // A character's challenge damage is not an action's: no more damage.
    const u = scenario({
      players: [{ play: [fullName(merida), FRIEND] }, { play: [{ name: HADES, exerted: true }] }],
      cards: [merida],
    });
    u.challenge(FRIEND, HADES);
    u.declineAll();
    expect(u.damage(HADES, 1)).toBe(3);
  });

  it("CR 4.7: The Game's Afoot! — up to 2 characters move to one location for free; it gains Resist +2", () => {
    const afoot = compiledCard("The Game's Afoot!");
    const rock = 'Pride Lands - Pride Rock';
    const t = scenario({
      players: [{ play: [rock, FRIEND, FOE], hand: [fullName(afoot)], ink: 2 }, {}],
      cards: [afoot],
    });
    t.play(fullName(afoot));
    if (t.decision?.options.includes(t.id(rock, 0))) t.choose(rock);
    t.choose(FRIEND, FOE);
    const location = t.id(rock, 0);
    expect(t.at(FRIEND, 0)).toBe(location);
    expect(t.at(FOE, 0)).toBe(location);
    // Moved for free: the 2 ink paid for the action only (the location's move cost is 2).
    expect(t.has(rock, 'kw.resist', 0)).toBe(true);
  });

  it('CR 4.7.3.2, 6.1.13.2: Raksha - Fearless Mother — her first move each turn costs 1 less', () => {
    const raksha = compiledCard('Raksha - Fearless Mother');
    const manor = "De Vil Manor - Cruella's Estate";
    const rock = 'Pride Lands - Pride Rock';
    const t = scenario({
      players: [{ play: [manor, rock, fullName(raksha), FRIEND], ink: 1 }, {}],
      cards: [raksha],
    });
    const moves = (who: string, to: string) =>
      t.legal().some((a) => a.type === 'move' && a.card === t.id(who, 0) && a.location === t.id(to, 0));
    // Pride Rock's move cost is 2: 1 with the discount; another character pays 2.
    expect(moves(fullName(raksha), rock)).toBe(true);
    expect(moves(FRIEND, rock)).toBe(false);
    // Her first move (to the manor, cost 1) is free and spends the discount: now Pride Rock costs 2.
    t.move(fullName(raksha), manor);
    expect(moves(FRIEND, manor)).toBe(true); // the 1 ink is still ready
    expect(moves(fullName(raksha), rock)).toBe(false);
  });
});
