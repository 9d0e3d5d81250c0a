/**
 * Issue 16 (sets 10–12): behaviour tests of statics that change the rules for every player —
 * opponents' cards entering the inkwell exerted and one challenger per turn — each played in a real
 * game with the real compiled card.
 */
import { describe, expect, it } from 'vitest';
import { compiledCard } from '../../testing/compiled-cards.js';
import { scenario } from '../../testing/scenario.js';
import { fullName } from '../card.js';

/** Hand-written 3 {S} / 3 {W} / 2 {L}, cost 3, inkable. */
const FRIEND = 'Mickey Mouse - True Friend';
/** Hand-written 2 {S} / 2 {W} / 1 {L}, cost 1. */
const FOE = 'Stitch - New Dog';

describe('rule-changing statics of sets 10–12', () => {
  it("CR 7.5: Daisy Duck - Paranormal Investigator — while she is exerted, opponents' ink enters exerted", () => {
    const daisy = compiledCard('Daisy Duck - Paranormal Investigator');
    const inked = (exerted: boolean) => {
      const t = scenario({
        players: [{ play: [{ name: fullName(daisy), exerted }] }, { hand: [FRIEND] }],
        cards: [daisy],
        active: 1,
      });
      t.ink(FRIEND);
      return t.game.state.cards[t.idIn('inkwell', FRIEND, 1)].tapped;
    };
    expect(inked(true)).toBe(true);
    expect(inked(false)).toBe(false);
  });

  it('CR 4.6: Prince Charming - Protector of the Realm — once a character challenged this turn, no other can', () => {
    const prince = compiledCard('Prince Charming - Protector of the Realm');
    const board = (withPrince: boolean) =>
      scenario({
        players: [
          { play: [FRIEND, 'Hades - King of Olympus'] },
          {
            play: [
              { name: FOE, exerted: true },
              { name: FRIEND, exerted: true },
              ...(withPrince ? [fullName(prince)] : []),
            ],
          },
        ],
        cards: [prince],
      });
    const t = board(true);
    t.challenge(FRIEND, FOE);
    expect(t.legal().some((a) => a.type === 'challenge')).toBe(false);
    const u = board(false);
    u.challenge(FRIEND, FOE);
    expect(u.legal().some((a) => a.type === 'challenge')).toBe(true);
  });
});
