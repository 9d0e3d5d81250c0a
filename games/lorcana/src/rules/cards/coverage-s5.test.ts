/** Card states (CR 5.1): one scenario per rule number. */
import { describe, expect, it } from 'vitest';
import { zoneView } from '../../testing/coverage-helpers.js';
import { scenario } from '../../testing/scenario.js';

const TACTICIAN = 'Tinker Bell - Tiny Tactician';
const GIANT = 'Tinker Bell - Giant Fairy';

/** P1 has Giant Fairy shifted onto Tiny Tactician; P2 has Stitch and Fire the Cannons!. */
const stacked = () =>
  scenario({
    players: [
      { play: [{ name: GIANT, under: [TACTICIAN] }] },
      { play: ['Stitch - New Dog'], hand: ['Fire the Cannons!', 'Smash'], ink: 4 },
    ],
  });

describe('CR 5.1 card states (coverage)', () => {
  it('CR 5.1.1 a card in play keeps its states (exerted, damaged) through the opponent’s turn', () => {
    const t = scenario({
      players: [{ play: ['Olaf - Friendly Snowman'] }, { hand: ['Fire the Cannons!'], ink: 1 }],
    });
    t.quest('Olaf - Friendly Snowman');
    t.endTurn();
    t.play('Fire the Cannons!');
    t.declineAll();
    expect(t.exerted('Olaf - Friendly Snowman')).toBe(true);
    expect(t.damage('Olaf - Friendly Snowman')).toBe(2);
  });

  it('CR 5.1.1.1 an exerted character is readied (turned upright) in its player’s next Ready step', () => {
    const t = scenario({ players: [{ play: ['Olaf - Friendly Snowman'] }, {}] });
    t.quest('Olaf - Friendly Snowman');
    expect(t.can('quest', 'Olaf - Friendly Snowman')).toBe(false);
    t.endTurn();
    expect(t.exerted('Olaf - Friendly Snowman')).toBe(true);
    t.endTurn();
    expect(t.exerted('Olaf - Friendly Snowman')).toBe(false);
    expect(t.can('quest', 'Olaf - Friendly Snowman')).toBe(true);
  });

  it('CR 5.1.1.6 the top card of a stack doesn’t gain the text of the card under it', () => {
    const t = scenario({ players: [{ play: [TACTICIAN], hand: [GIANT], ink: 4 }, {}] });
    expect(t.can('activate', TACTICIAN)).toBe(true);
    t.play(GIANT, { onto: TACTICIAN });
    t.declineAll();
    expect(t.zone(TACTICIAN)).toBe('under');
    // Battle Plans (exert: draw, then discard) stays with the card underneath.
    expect(t.can('activate', GIANT)).toBe(false);
    expect(t.can('activate')).toBe(false);
  });

  it('CR 5.1.1.7 when the top card of a stack leaves play, the whole stack goes to the same zone', () => {
    const t = stacked();
    // P2 deals 2 + 3 damage to the Giant Fairy (5 Willpower).
    t.endTurn();
    t.play('Fire the Cannons!');
    t.choose(GIANT);
    t.play('Smash');
    t.choose(GIANT);
    t.declineAll();
    expect(t.zone(GIANT)).toBe('discard');
    expect(t.zone(TACTICIAN)).toBe('discard');
    expect(t.count('under', 0)).toBe(0);
  });

  it('CR 5.1.1.8 a card under another card is not in play: it can’t be chosen', () => {
    const t = stacked();
    t.endTurn();
    t.play('Fire the Cannons!');
    expect(t.decision?.options).toContain(t.id(GIANT));
    expect(t.decision?.options).not.toContain(t.id(TACTICIAN));
    t.choose(GIANT);
    expect(t.damage(GIANT)).toBe(2);
    expect(t.damage(TACTICIAN)).toBe(0);
  });

  it('CR 5.1.1.9 a card put under another stays faceup and any player can look at it', () => {
    const t = stacked();
    const under = zoneView(t, 1, 'under', 0);
    expect(under.cards?.map((c) => [c.def, c.faceDown])).toEqual([[t.ctx.card(t.id(TACTICIAN)).def, false]]);
  });

  it('CR 5.1.1.10 a facedown ink card can’t be looked at, not even by its owner, and isn’t in play', () => {
    const t = scenario({ players: [{ hand: ['Stitch - New Dog'] }, {}] });
    t.ink('Stitch - New Dog');
    const id = t.id('Stitch - New Dog');
    expect(t.ctx.card(id).faceDown).toBe(true);
    const own = zoneView(t, 0, 'inkwell', 0).cards?.find((c) => c.id === id);
    expect(own?.def).toBeUndefined();
    expect(t.names('play', 0)).toEqual([]);
  });

  it('CR 5.1.2 a card can have several states at once: exerted, damaged, in play and faceup', () => {
    const t = scenario({
      players: [{ play: ['Olaf - Friendly Snowman'], hand: ['Fire the Cannons!'], ink: 1 }, {}],
    });
    t.quest('Olaf - Friendly Snowman');
    t.play('Fire the Cannons!');
    t.declineAll();
    const olaf = t.ctx.card(t.id('Olaf - Friendly Snowman'));
    expect([
      olaf.tapped,
      t.damage('Olaf - Friendly Snowman'),
      t.zone('Olaf - Friendly Snowman'),
      olaf.faceDown,
    ]).toEqual([true, 2, 'play', false]);
  });

  it('CR 5.1.2.3 a location enters play undamaged and faceup, and is never ready-or-exerted for any action', () => {
    const t = scenario({
      players: [{ hand: ['Pride Lands - Pride Rock'], play: ['Stitch - New Dog'], ink: 2 }, {}],
    });
    t.play('Pride Lands - Pride Rock');
    const rock = t.id('Pride Lands - Pride Rock');
    expect(t.zone(rock)).toBe('play');
    expect([t.damage(rock), t.ctx.card(rock).faceDown, t.ctx.card(rock).tapped]).toEqual([0, false, false]);
    // No turn action exerts a location (quest, challenge, sing, activate).
    expect(t.legal().filter((a) => a.card === rock && a.type !== 'move')).toEqual([]);
    t.endTurn();
    t.endTurn();
    expect(t.ctx.card(rock).tapped).toBe(false);
  });

  it('CR 5.1.2.4 an inkwell card is facedown, exerted to pay and readied in the Ready step, never damaged', () => {
    const t = scenario({
      players: [{ play: ['Gramma Tala - Storyteller'] }, { play: ['Maui - Demigod'] }],
      active: 1,
    });
    t.endTurn();
    t.quest('Gramma Tala - Storyteller');
    t.endTurn();
    t.challenge('Maui - Demigod', 'Gramma Tala - Storyteller');
    t.yes();
    const tala = t.id('Gramma Tala - Storyteller');
    expect(t.zone(tala)).toBe('inkwell');
    expect([t.ctx.card(tala).faceDown, t.ctx.card(tala).tapped, t.damage(tala)]).toEqual([true, true, 0]);
    t.endTurn();
    expect(t.ctx.card(tala).tapped).toBe(false);
  });

  it('CR 5.1.2.5 a card put into a deck has only the facedown state (no exerted, no damage)', () => {
    const t = scenario({
      players: [
        { hand: ['Under the Sea'], ink: 8 },
        { play: [{ name: 'Stitch - New Dog', exerted: true, damage: 1 }] },
      ],
    });
    t.play('Under the Sea');
    t.declineAll();
    const stitch = t.id('Stitch - New Dog');
    expect(t.zone(stitch)).toBe('deck');
    expect([t.ctx.card(stitch).faceDown, t.ctx.card(stitch).tapped, t.damage(stitch)]).toEqual([
      true,
      false,
      0,
    ]);
  });

  it('CR 5.1.2.7 a card returned to a hand has no state: not exerted, no damage', () => {
    const t = scenario({
      players: [
        { hand: ['Mother Knows Best'], ink: 3 },
        { play: [{ name: 'Olaf - Friendly Snowman', exerted: true, damage: 2 }] },
      ],
    });
    t.play('Mother Knows Best');
    t.declineAll();
    const olaf = t.id('Olaf - Friendly Snowman');
    expect(t.zone(olaf)).toBe('hand');
    expect([t.ctx.card(olaf).tapped, t.damage(olaf)]).toEqual([false, 0]);
  });
});
