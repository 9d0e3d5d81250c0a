/** Turn actions (CR 4): rules not covered elsewhere, one scenario each. */
import { describe, expect, it } from 'vitest';
import type { LorcanaCard } from '../../cards/card.js';
import { character, chosen } from '../../cards/phrases.js';
import { scenario } from '../../testing/scenario.js';

/** A test action: chosen character gets -3 Lore this turn. */
const gloom: LorcanaCard = {
  id: 'test-cov-gloom',
  set: 'test',
  number: 0,
  name: 'Gloom',
  type: 'action',
  cost: 1,
  inkwell: true,
  inks: ['Ruby'],
  classifications: [],
  effect: [{ do: 'modify', target: chosen(character), stat: 'lore', amount: -3, duration: 'thisTurn' }],
};

/** A test character that leaves play when challenged (test card, 2 Strength). */
const skittish: LorcanaCard = {
  id: 'test-cov-skittish',
  set: 'test',
  number: 0,
  name: 'Skittish',
  version: 'Test Card',
  type: 'character',
  cost: 2,
  inkwell: true,
  inks: ['Amber'],
  strength: 2,
  willpower: 5,
  lore: 1,
  classifications: ['Storyborn'],
  abilities: [
    {
      kind: 'triggered',
      name: 'Flee',
      trigger: { on: 'challenged' },
      effect: [{ do: 'banish', target: 'self' }],
    },
  ],
};

describe('CR 4 turn actions (coverage)', () => {
  it('CR 4.2.1.3 / CR 7.5.2 an inked card goes into the inkwell facedown and ready', () => {
    const t = scenario({ players: [{ hand: ['Stitch - New Dog'] }, {}] });
    t.ink('Stitch - New Dog');
    const id = t.id('Stitch - New Dog');
    expect(t.zone(id)).toBe('inkwell');
    expect(t.ctx.card(id).faceDown).toBe(true);
    expect(t.ctx.card(id).tapped).toBe(false);
  });

  it('CR 4.3.3.1 a played character enters the Play zone', () => {
    const t = scenario({ players: [{ hand: ['Stitch - New Dog'], ink: 1 }, {}] });
    t.play('Stitch - New Dog');
    expect(t.zone('Stitch - New Dog')).toBe('play');
  });

  it('CR 4.3.3.2 a played action resolves at once, then goes to its owner’s discard', () => {
    const t = scenario({
      players: [{ hand: ['Fire the Cannons!'], ink: 1 }, { play: ['Olaf - Friendly Snowman'] }],
    });
    t.play('Fire the Cannons!');
    if (t.decision) t.choose('Olaf - Friendly Snowman');
    expect(t.damage('Olaf - Friendly Snowman')).toBe(2);
    expect(t.zone('Fire the Cannons!')).toBe('discard');
  });

  it('CR 4.3.2.3 / CR 1.5.3 the total cost is paid from ready ink; without enough ink the card can’t be played', () => {
    const t = scenario({ players: [{ hand: ['Smash'], ink: 2 }, { play: ['Olaf - Friendly Snowman'] }] });
    expect(t.can('play', 'Smash', { mode: 'ink' })).toBe(false);
  });

  it('CR 4.5.1.3 the questing character is exerted; CR 4.5.2 it can’t quest again', () => {
    const t = scenario({ players: [{ play: ['Olaf - Friendly Snowman'] }, {}] });
    t.quest('Olaf - Friendly Snowman');
    expect(t.exerted('Olaf - Friendly Snowman')).toBe(true);
    expect(t.lore(0)).toBe(1);
    expect(t.can('quest', 'Olaf - Friendly Snowman')).toBe(false);
  });

  it('CR 4.6.4.4 the challenger is exerted; CR 4.6.6.2 both deal damage at once', () => {
    const t = scenario({
      players: [
        { play: ['Stitch - New Dog'] },
        { play: [{ name: 'Olaf - Friendly Snowman', exerted: true }] },
      ],
    });
    t.challenge('Stitch - New Dog', 'Olaf - Friendly Snowman');
    expect(t.exerted('Stitch - New Dog')).toBe(true);
    expect(t.damage('Olaf - Friendly Snowman')).toBe(2);
    expect(t.damage('Stitch - New Dog')).toBe(1);
  });

  it('CR 4.6.6.1 challenge damage is the Strength less damage reductions (Resist)', () => {
    const t = scenario({
      players: [
        { play: ['Stitch - New Dog'] },
        { play: [{ name: 'Tiana - Celebrating Princess', exerted: true }] },
      ],
    });
    t.challenge('Stitch - New Dog', 'Tiana - Celebrating Princess');
    expect(t.damage('Tiana - Celebrating Princess')).toBe(0);
    expect(t.damage('Stitch - New Dog')).toBe(1);
  });

  it('CR 4.6.6.3 a game state check follows the damage: a character dealt its Willpower is banished', () => {
    const t = scenario({
      players: [{ play: ['Maui - Demigod'] }, { play: [{ name: 'Olaf - Friendly Snowman', exerted: true }] }],
    });
    t.challenge('Maui - Demigod', 'Olaf - Friendly Snowman');
    expect(t.zone('Olaf - Friendly Snowman')).toBe('discard');
    expect(t.zone('Maui - Demigod')).toBe('play');
  });

  it('CR 4.6.5 an “is challenged” trigger resolves in the declaration step, before damage', () => {
    const t = scenario({
      players: [
        { play: ['Stitch - New Dog'] },
        { play: [{ name: 'Mad Hatter - Gracious Host', exerted: true }], filler: 5 },
      ],
    });
    const before = t.count('hand', 1);
    t.challenge('Stitch - New Dog', 'Mad Hatter - Gracious Host');
    expect(t.decision?.player).toBe(1);
    expect(t.damage('Mad Hatter - Gracious Host')).toBe(0);
    t.yes();
    expect(t.count('hand', 1)).toBe(before + 1);
    expect(t.damage('Mad Hatter - Gracious Host')).toBe(2);
  });

  it('CR 4.6.8.2 a location can be challenged though no opposing character is exerted', () => {
    const t = scenario({
      players: [
        { play: ['Stitch - New Dog'] },
        { play: ['Olaf - Friendly Snowman', 'Thebes - The Big Olive'] },
      ],
    });
    const targets = t
      .legal()
      .filter((a) => a.type === 'challenge')
      .map((a) => a.target);
    expect(targets).toEqual([t.id('Thebes - The Big Olive')]);
  });

  it('CR 4.7.3.3 the character moves to the chosen location; CR 4.7.4 “moves to a location” triggers resolve', () => {
    const t = scenario({
      players: [{ play: ['Taffyta Muttonfudge - Sour Speedster', 'Pride Lands - Pride Rock'], ink: 2 }, {}],
    });
    t.move('Taffyta Muttonfudge - Sour Speedster', 'Pride Lands - Pride Rock');
    t.declineAll();
    expect(t.at('Taffyta Muttonfudge - Sour Speedster')).toBe(t.id('Pride Lands - Pride Rock'));
    expect(t.lore(0)).toBe(2);
  });

  it('CR 4.7.2 a character at a location can only move to another location', () => {
    const t = scenario({
      players: [
        {
          play: [
            'Pride Lands - Pride Rock',
            'Snuggly Duckling - Disreputable Pub',
            { name: 'Stitch - New Dog', at: 'Pride Lands - Pride Rock' },
          ],
          ink: 4,
        },
        {},
      ],
    });
    const moves = t
      .legal()
      .filter((a) => a.type === 'move' && a.card === t.id('Stitch - New Dog'))
      .map((a) => a.location);
    expect(moves).toEqual([t.id('Snuggly Duckling - Disreputable Pub')]);
  });

  it('CR 4.3.4.1 a “when you play this” trigger is met as the card enters play', () => {
    const t = scenario({ players: [{ hand: ['Maleficent - Sorceress'], ink: 3 }, {}] });
    t.play('Maleficent - Sorceress');
    expect(t.decision?.kind).toBe('yes-no');
    t.yes();
    expect(t.count('hand', 0)).toBe(1);
  });

  it('CR 4.3.2.2 / CR 1.5.5.1 with an alternate cost available the player chooses how to pay: singing pays no ink', () => {
    const t = scenario({
      players: [{ play: ['Maui - Demigod'], hand: ['Friends on the Other Side'], ink: 3 }, {}],
    });
    expect(t.can('play', 'Friends on the Other Side', { mode: 'ink' })).toBe(true);
    expect(t.can('play', 'Friends on the Other Side', { mode: 'sing' })).toBe(true);
    t.play('Friends on the Other Side', { singer: 'Maui - Demigod' });
    t.declineAll();
    expect(t.exerted('Maui - Demigod')).toBe(true);
    expect(t.ctx.cards('inkwell', 0).some((c) => t.ctx.card(c).tapped)).toBe(false);
    expect(t.count('hand', 0)).toBe(2);
  });

  it('CR 4.5.3.1 a questing character with negative Lore gains its player nothing', () => {
    const t = scenario({
      cards: [gloom],
      players: [{ play: ['Olaf - Friendly Snowman'], hand: ['Gloom'], ink: 1, lore: 4 }, {}],
    });
    t.play('Gloom');
    t.declineAll();
    t.quest('Olaf - Friendly Snowman');
    expect(t.lore(0)).toBe(4);
  });

  it('CR 4.6.4.5 “while challenging” effects apply in the challenge; CR 4.6.7 they end with it', () => {
    const t = scenario({
      players: [
        { play: ['Rafiki - Mystical Fighter'] },
        { play: [{ name: 'Sven - Official Ice Deliverer', exerted: true }] },
      ],
    });
    expect(t.strength('Rafiki - Mystical Fighter')).toBe(0);
    t.challenge('Rafiki - Mystical Fighter', 'Sven - Official Ice Deliverer');
    t.declineAll();
    expect(t.damage('Sven - Official Ice Deliverer')).toBe(3);
    expect(t.strength('Rafiki - Mystical Fighter')).toBe(0);
  });

  it('CR 4.4.3.4 / CR 1.5.2 an ability’s ink and exert costs are paid in full; CR 4.4.4 its effect resolves at once', () => {
    const poor = scenario({ players: [{ play: ['Shield of Virtue'], ink: 2 }, {}] });
    expect(poor.can('activate', 'Shield of Virtue')).toBe(false);
    const t = scenario({
      players: [{ play: ['Shield of Virtue', { name: 'Stitch - New Dog', exerted: true }], ink: 3 }, {}],
    });
    t.activate('Shield of Virtue');
    t.declineAll();
    expect(t.exerted('Shield of Virtue')).toBe(true);
    expect(t.ctx.cards('inkwell', 0).every((c) => t.ctx.card(c).tapped)).toBe(true);
    expect(t.exerted('Stitch - New Dog')).toBe(false);
    expect(t.can('quest', 'Stitch - New Dog')).toBe(false);
  });

  it('CR 4.6.9 a character removed from the challenge ends it: no challenge damage is dealt', () => {
    const t = scenario({
      cards: [skittish],
      players: [{ play: ['Stitch - New Dog'] }, { play: [{ name: 'Skittish - Test Card', exerted: true }] }],
    });
    t.challenge('Stitch - New Dog', 'Skittish - Test Card');
    t.declineAll();
    expect(t.zone('Skittish - Test Card')).toBe('discard');
    expect(t.damage('Stitch - New Dog')).toBe(0);
    expect(t.exerted('Stitch - New Dog')).toBe(true);
  });
});
