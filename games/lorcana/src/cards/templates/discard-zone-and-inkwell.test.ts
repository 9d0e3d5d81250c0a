/**
 * Behaviour tests, each played in a real game with the real compiled card: triggered abilities working
 * from the discard that play the card itself, and the inkwell symbol — as a filter (“a card with
 * {IW}”) and given to the cards of a hand by a static.
 */
import { describe, expect, it } from 'vitest';
import { withCompiled } from '../../testing/compiled-cards.js';
import { scenario } from '../../testing/scenario.js';

/** 3 {S} / 3 {W}, cost 3, with the inkwell symbol. */
const FRIEND = 'Mickey Mouse - True Friend';
/** An action without the inkwell symbol. */
const UNINKABLE = 'Just in Time';
const STITCH = 'Stitch - Experiment 626';
const INKCASTER = 'Hidden Inkcaster';

describe('abilities working from the discard (CR 6.1.12, 6.2.4)', () => {
  it('CR 6.1.12 Stitch - Experiment 626: at the start of your turn, discarding a card with {IW} plays him from the discard for free, exerted', () => {
    const t = scenario({
      players: [{ discard: [STITCH], hand: [UNINKABLE, FRIEND] }, {}],
      cards: withCompiled(STITCH, FRIEND),
    });
    t.endTurn();
    t.endTurn();
    t.yes();
    // Only the card with the inkwell symbol may be discarded: it is the one that goes (no choice left).
    if (t.decision) t.choose(FRIEND);
    expect(t.zone(STITCH, 0)).toBe('play');
    expect(t.exerted(STITCH, 0)).toBe(true);
    expect(t.zone(FRIEND, 0)).toBe('discard');
    expect(t.zone(UNINKABLE, 0)).toBe('hand');
  });

  it('CR 6.1.5.1 Stitch - Experiment 626: without a card with {IW} in hand he stays in the discard', () => {
    const t = scenario({
      players: [{ discard: [STITCH], hand: [UNINKABLE] }, {}],
      cards: withCompiled(STITCH),
    });
    t.endTurn();
    t.endTurn();
    t.declineAll((d) => d.kind !== 'yes-no');
    if (t.decision?.kind === 'yes-no') t.yes();
    expect(t.zone(STITCH, 0)).toBe('discard');
    expect(t.zone(UNINKABLE, 0)).toBe('hand');
  });

  it('CR 6.2.4 Lilo - Escape Artist (compiled): at the start of your turn she may be played from the discard, exerted, paying her cost', () => {
    // Renamed: the hand-written Lilo wins in real games; this plays the compiled encoding.
    const lilo = 'Lilo (compiled) - Escape Artist';
    const t = scenario({
      players: [{ discard: [lilo], ink: 2 }, {}],
      cards: withCompiled('Lilo - Escape Artist').map((c) => ({ ...c, name: 'Lilo (compiled)' })),
    });
    t.endTurn();
    t.endTurn();
    t.yes();
    expect(t.zone(lilo, 0)).toBe('play');
    expect(t.exerted(lilo, 0)).toBe(true);
    // Her cost was paid (CR 6.7.7: playing is not for free here).
    expect(t.count('inkwell', 0)).toBe(2);
    expect(t.can('play', lilo)).toBe(false);
  });
});

describe('the inkwell symbol given by a static (CR 4.2.1)', () => {
  it('CR 4.2.1 Hidden Inkcaster: every card in your hand is inkable, only while it is in play', () => {
    const t = scenario({
      players: [{ play: [INKCASTER], hand: [UNINKABLE] }, { hand: [UNINKABLE] }],
      cards: withCompiled(INKCASTER),
    });
    expect(t.can('ink', UNINKABLE)).toBe(true);
    t.ink(UNINKABLE);
    expect(t.count('inkwell', 0)).toBe(1);
    // Not the opponent's hand.
    t.endTurn();
    expect(t.can('ink', UNINKABLE)).toBe(false);
    const u = scenario({ players: [{ hand: [UNINKABLE] }, {}], cards: withCompiled(INKCASTER) });
    expect(u.can('ink', UNINKABLE)).toBe(false);
  });

  it('CR 4.2.1 Hidden Inkcaster with Stitch - Experiment 626: a card of the hand counts as a card with {IW} to discard', () => {
    const t = scenario({
      players: [{ play: [INKCASTER], discard: [STITCH], hand: [UNINKABLE] }, {}],
      cards: withCompiled(STITCH, INKCASTER),
    });
    t.endTurn();
    t.endTurn();
    t.yes();
    if (t.decision) t.choose(UNINKABLE);
    expect(t.zone(STITCH, 0)).toBe('play');
    expect(t.zone(UNINKABLE, 0)).toBe('discard');
  });
});
