/**
 * Issue 16 (sets 10–12): behaviour tests of the restriction, timing and discount templates — each
 * played in a real game with the real compiled card (the generated encoding, not a hand-written one).
 */
import { describe, expect, it } from 'vitest';
import { compiledCard as compiled } from '../../testing/compiled-cards.js';
import { scenario } from '../../testing/scenario.js';
import { fullName } from '../card.js';

/** Hand-written 3 {S} / 3 {W} / 2 {L}, cost 3. */
const FRIEND = 'Mickey Mouse - True Friend';
/** Hand-written 2 {S} / 2 {W} / 1 {L}, cost 1. */
const FOE = 'Stitch - New Dog';

describe('restrictions and discounts of sets 10–12', () => {
  it('CR 4.3.6, 6.1.8: Reuben - Sandwich Expert — the next character costs 1 less for each damage removed', () => {
    const reuben = compiled('Reuben - Sandwich Expert');
    const t = scenario({
      players: [
        { play: [fullName(reuben), { name: 'Hades - King of Olympus', damage: 3 }], hand: [FRIEND], ink: 1 },
        {},
      ],
      cards: [reuben],
    });
    expect(t.can('play', FRIEND)).toBe(false);
    t.activate(fullName(reuben));
    t.choose('Hades - King of Olympus');
    if (t.decision) t.answer(2);
    expect(t.damage('Hades - King of Olympus', 0)).toBe(1);
    // Two damage removed: the 3-cost character costs 1 this turn.
    expect(t.can('play', FRIEND)).toBe(true);
    // With one damage to remove, only 1 less: not enough.
    const u = scenario({
      players: [
        { play: [fullName(reuben), { name: 'Hades - King of Olympus', damage: 1 }], hand: [FRIEND], ink: 1 },
        {},
      ],
      cards: [reuben],
    });
    u.activate(fullName(reuben));
    u.choose('Hades - King of Olympus');
    if (u.decision) u.answer(1);
    expect(u.can('play', FRIEND)).toBe(false);
  });

  it('CR 6.2.7.2: Mystical Inkcaster — the character played for free has Rush and is banished at the end of the turn', () => {
    const caster = compiled('Mystical Inkcaster');
    const t = scenario({
      players: [
        { play: [fullName(caster)], hand: [FRIEND], ink: 3 },
        { play: [{ name: FOE, exerted: true }] },
      ],
      cards: [caster],
    });
    t.activate(fullName(caster));
    if (t.decision) t.choose(FRIEND);
    expect(t.zone(FRIEND, 0)).toBe('play');
    // Rush: it may challenge the turn it is played (CR 8.9.1).
    t.challenge(FRIEND, FOE);
    expect(t.zone(FOE, 1)).toBe('discard');
    t.endTurn();
    expect(t.zone(FRIEND, 0)).toBe('discard');
  });

  it('CR 6.4.2.3: Containment Unit — the chosen character can’t quest or challenge while the item is in play', () => {
    const unit = compiled('Containment Unit');
    const t = scenario({
      players: [{ hand: [fullName(unit)], ink: 2, play: [{ name: FOE, exerted: true }] }, { play: [FRIEND] }],
      cards: [unit],
    });
    t.play(fullName(unit));
    t.choose(FRIEND);
    t.endTurn();
    // The opponent's turn: the chosen character is held; nothing else is.
    expect(t.can('quest', FRIEND)).toBe(false);
    expect(t.legal().some((a) => a.type === 'challenge')).toBe(false);
    const u = scenario({
      players: [{ play: [{ name: FOE, exerted: true }] }, { play: [FRIEND] }],
      cards: [unit],
    });
    u.endTurn();
    expect(u.can('quest', FRIEND)).toBe(true);
  });

  it('CR 6.1.3: Pocahontas - Peacekeeper — shifted with no challenge this turn, no character can challenge', () => {
    const peace = compiled('Pocahontas - Peacekeeper');
    const board = (challenged: boolean) => {
      const t = scenario({
        players: [
          { hand: [fullName(peace)], ink: 3, play: ['Pocahontas - Finding the Way', FRIEND] },
          { play: [{ name: FOE, exerted: true }, 'Hades - King of Olympus'] },
        ],
        cards: [peace, compiled('Pocahontas - Finding the Way')],
      });
      // Our character ends the turn exerted either way: by a challenge or by questing.
      if (challenged) t.challenge(FRIEND, FOE);
      else t.quest(FRIEND);
      t.play(fullName(peace), { onto: 'Pocahontas - Finding the Way' });
      t.endTurn();
      return t;
    };
    // The opponent can't challenge (even an exerted character) until the start of our next turn.
    const t = board(false);
    expect(t.legal().some((a) => a.type === 'challenge')).toBe(false);
    // A character of ours challenged this turn: no restriction.
    const u = board(true);
    expect(u.exerted(FRIEND, 0)).toBe(true);
    expect(u.legal().some((a) => a.type === 'challenge')).toBe(true);
  });

  it('CR 6.7.5: Eeyore - In the Way — for each opponent, a character of theirs may be kept from readying', () => {
    const eeyore = compiled('Eeyore - In the Way');
    const board = () =>
      scenario({
        players: [{ hand: [fullName(eeyore)], ink: 9 }, { play: [{ name: FOE, exerted: true }, FRIEND] }],
        cards: [eeyore],
      });
    const t = board();
    t.play(fullName(eeyore));
    t.yes();
    // Only the opponent's characters are offered.
    expect(t.decision?.options).toContain(t.id(FOE, 1));
    t.choose(FOE);
    t.endTurn();
    expect(t.exerted(FOE, 1)).toBe(true);
    const u = board();
    u.play(fullName(eeyore));
    u.no();
    u.endTurn();
    expect(u.exerted(FOE, 1)).toBe(false);
  });
});
