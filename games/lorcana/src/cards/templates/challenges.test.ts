/**
 * Behaviour tests of the challenge templates, each played in a real game with the real compiled card:
 * an effect delayed until the challenge is over, “the challenging character” of a trigger about one of
 * your characters, and a modifier on the character challenging the source.
 */
import { describe, expect, it } from 'vitest';
import { withCompiled } from '../../testing/compiled-cards.js';
import { scenario } from '../../testing/scenario.js';

/** 3 {S} / 3 {W} / 2 {L}, cost 3. */
const FRIEND = 'Mickey Mouse - True Friend';
/** 2 {S} / 2 {W}, cost 1. */
const FOE = 'Stitch - New Dog';
/** 6 {S} / 5 {W}, cost 5. */
const DIVER = 'Donald Duck - Deep-Sea Diver';
/** 4 {S} / 4 {W}, cost 4. */
const ELSA = 'Elsa - Queen Regent';

describe('after the challenge (CR 4.6.5, 4.6.7)', () => {
  const phillip = 'Prince Phillip - Swordsman of the Realm';

  it('CR 4.6.7 Prince Phillip - Swordsman of the Realm: challenging a damaged character, he is readied once the challenge is over', () => {
    const t = scenario({
      players: [{ play: [phillip] }, { play: [{ name: DIVER, exerted: true, damage: 1 }] }],
      cards: withCompiled(phillip, DIVER),
    });
    t.challenge(phillip, DIVER);
    t.declineAll();
    // The challenge happened (damage both ways), and he is ready again afterwards.
    expect(t.damage(phillip, 0)).toBe(6);
    expect(t.damage(DIVER, 1)).toBe(1 + 3);
    expect(t.exerted(phillip, 0)).toBe(false);
  });

  it('CR 4.6.7 Prince Phillip - Swordsman of the Realm: challenging an undamaged character, he stays exerted', () => {
    const t = scenario({
      players: [{ play: [phillip] }, { play: [{ name: DIVER, exerted: true }] }],
      cards: withCompiled(phillip, DIVER),
    });
    t.challenge(phillip, DIVER);
    t.declineAll();
    expect(t.damage(DIVER, 1)).toBe(3);
    expect(t.exerted(phillip, 0)).toBe(true);
  });
});

describe('the challenging character (CR 4.6.5, 6.1.5.1)', () => {
  const tiana = 'Tiana - Restaurant Owner';

  it('CR 4.6.5 Tiana - Restaurant Owner: whoever challenges one of hers loses 3 Strength this turn unless its player pays 3 ink', () => {
    const board = (ink: number) =>
      scenario({
        players: [
          { play: [DIVER], ink },
          {
            play: [
              { name: tiana, exerted: true },
              { name: ELSA, exerted: true },
            ],
          },
        ],
        cards: withCompiled(tiana, DIVER, ELSA),
      });
    // The challenger's player declines to pay: 6 - 3 = 3 damage, Elsa survives with 3 damage.
    const t = board(3);
    t.challenge(DIVER, ELSA);
    t.no();
    t.declineAll();
    expect(t.strength(DIVER, 0)).toBe(3);
    expect(t.zone(ELSA, 1)).toBe('play');
    // Pays 3 {I}: full Strength, Elsa is banished.
    const u = board(3);
    u.challenge(DIVER, ELSA);
    u.yes();
    u.declineAll();
    expect(u.strength(DIVER, 0)).toBe(6);
    expect(u.zone(ELSA, 1)).toBe('discard');
    // With a ready Tiana nothing triggers.
    const v = scenario({
      players: [{ play: [DIVER], ink: 3 }, { play: [tiana, { name: ELSA, exerted: true }] }],
      cards: withCompiled(tiana, DIVER, ELSA),
    });
    v.challenge(DIVER, ELSA);
    v.declineAll();
    expect(v.zone(ELSA, 1)).toBe('discard');
  });

  it('CR 4.6.4.5 Louie - One Cool Duck: while he is being challenged, his challenger has -1 {S}; afterwards it is back', () => {
    const louie = 'Louie - One Cool Duck';
    const t = scenario({
      players: [{ play: [FOE, FRIEND] }, { play: [{ name: louie, exerted: true }] }],
      cards: withCompiled(louie, FOE, FRIEND),
    });
    t.challenge(FOE, louie);
    t.declineAll();
    // Stitch deals 2 - 1 = 1 damage.
    expect(t.damage(louie, 1)).toBe(1);
    expect(t.strength(FOE, 0)).toBe(2);
    // Characters not challenging him keep their Strength.
    expect(t.strength(FRIEND, 0)).toBe(3);
  });
});
