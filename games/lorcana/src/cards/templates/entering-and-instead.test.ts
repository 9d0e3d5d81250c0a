/**
 * Behaviour tests, each played in a real game with the real compiled card: a static with two
 * continuous effects in one sentence (enters play exerted and can't ready in the Ready step), a
 * self-replacement on the card a trigger is about, and a stat symbol the card data lost, put back.
 */
import { describe, expect, it } from 'vitest';
import { withCompiled } from '../../testing/compiled-cards.js';
import { scenario } from '../../testing/scenario.js';

/** 3 {S} / 3 {W} / 2 {L}, cost 3, a Hero. */
const FRIEND = 'Mickey Mouse - True Friend';
/** 2 {S} / 2 {W}, cost 1. */
const FOE = 'Stitch - New Dog';
/** 2 {S} / 5 {W}, an Ally and Pirate, not a Hero. */
const SMEE = 'Mr. Smee - Loyal First Mate';

describe('two continuous effects of one static (CR 6.7.8, 3.2.1.1)', () => {
  const gustav = 'Gustav the Giant - Terror of the Kingdom';

  it('CR 3.2.1.1 Gustav the Giant - Terror of the Kingdom: enters play exerted and stays exerted through his Ready step', () => {
    const t = scenario({
      players: [{ hand: [gustav], ink: 3, play: [{ name: FRIEND, exerted: true }] }, {}],
      cards: withCompiled(gustav, FRIEND),
    });
    t.play(gustav);
    expect(t.exerted(gustav, 0)).toBe(true);
    t.endTurn();
    t.endTurn();
    // His own Ready step doesn't ready him; other characters still ready (CR 3.2.1.1).
    expect(t.exerted(gustav, 0)).toBe(true);
    expect(t.exerted(FRIEND, 0)).toBe(false);
  });

  it('CR 6.2.3 Gustav the Giant - Terror of the Kingdom: may be readied when another of yours banishes a character in a challenge', () => {
    const t = scenario({
      players: [
        { play: [FRIEND, { name: gustav, exerted: true }] },
        { play: [{ name: FOE, exerted: true }] },
      ],
      cards: withCompiled(gustav, FRIEND, FOE),
    });
    t.challenge(FRIEND, FOE);
    expect(t.zone(FOE, 1)).toBe('discard');
    t.yes();
    expect(t.exerted(gustav, 0)).toBe(false);
  });
});

describe('a self-replacement on “them” (CR 6.5.1.1)', () => {
  const camp = 'Winter Camp - Medical Tent';
  const elsa = 'Elsa - Queen Regent';

  /** How much damage the player may remove from a character with 3 damage questing at the camp. */
  function upTo(name: string): number {
    const t = scenario({
      players: [{ play: [camp, { name, at: camp, damage: 3 }] }, {}],
      cards: withCompiled(camp, elsa, SMEE),
    });
    t.quest(name);
    const options = (t.decision?.options ?? []) as number[];
    t.answer(Math.max(...options));
    expect(t.damage(name, 0)).toBe(3 - Math.max(...options));
    return Math.max(...options);
  }

  it('CR 6.5.1.1 Winter Camp - Medical Tent: a character questing here has up to 2 damage removed, a Hero up to 4', () => {
    // Elsa is a Hero: all 3 of her damage may go; Mr. Smee is not: only 2.
    expect(upTo(elsa)).toBe(3);
    expect(upTo(SMEE)).toBe(2);
  });
});

describe('a stat symbol the data lost (CR 6.6)', () => {
  it('CR 6.6 Thumper - Young Bunny: the activated ability gives chosen character +3 {S} this turn', () => {
    const thumper = 'Thumper - Young Bunny';
    const t = scenario({
      players: [{ play: [thumper, FRIEND] }, {}],
      cards: withCompiled(thumper, FRIEND),
    });
    t.activate(thumper);
    if (t.decision) t.choose(FRIEND);
    expect(t.strength(FRIEND, 0)).toBe(3 + 3);
    expect(t.loreValue(FRIEND, 0)).toBe(2);
    t.endTurn();
    expect(t.strength(FRIEND, 0)).toBe(3);
  });
});
