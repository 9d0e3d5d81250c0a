/** Abilities and resolving (CR 6): rules not covered elsewhere, one scenario each. */
import { describe, expect, it } from 'vitest';
import type { LorcanaCard } from '../../cards/card.js';
import { character, chosen } from '../../cards/phrases.js';
import { scenario } from '../../testing/scenario.js';

/** A test action: banish chosen character, then gain lore equal to its Lore. */
const epitaph: LorcanaCard = {
  id: 'test-cov-epitaph',
  set: 'test',
  number: 0,
  name: 'Epitaph',
  type: 'action',
  cost: 1,
  inkwell: true,
  inks: ['Ruby'],
  classifications: [],
  effect: [
    { do: 'banish', target: chosen(character) },
    { do: 'gainLore', amount: { statOf: 'it', stat: 'lore' } },
  ],
};

/** A test character: +2 Strength unless you have another character. */
const loner: LorcanaCard = {
  id: 'test-cov-loner',
  set: 'test',
  number: 0,
  name: 'Loner',
  version: 'Test Card',
  type: 'character',
  cost: 2,
  inkwell: true,
  inks: ['Amber'],
  strength: 2,
  willpower: 3,
  lore: 1,
  classifications: ['Storyborn'],
  abilities: [
    {
      kind: 'static',
      name: 'Alone',
      condition: { not: { test: 'youHave', youHave: { type: 'character', other: true } } },
      effect: { modify: 'strength', amount: 2, to: 'self' },
    },
  ],
};

describe('CR 6 abilities (coverage)', () => {
  it('CR 6.2.3 a met trigger goes to the bag; CR 6.2.1 it triggers once per condition met', () => {
    const t = scenario({ players: [{ play: ['Quester - Test Card'] }, {}] });
    t.quest('Quester - Test Card');
    expect(t.count('hand', 0)).toBe(1);
    expect(t.pending).toHaveLength(0);
    const u = scenario({ players: [{ play: ['Yzma - Alchemist'] }, {}] });
    u.quest('Yzma - Alchemist');
    expect(u.pending).toHaveLength(1);
  });

  it('CR 6.3.1.1 a character’s exert ability needs it dry', () => {
    const t = scenario({ players: [{ play: [{ name: 'Iago - Loud-Mouthed Parrot', drying: true }] }, {}] });
    expect(t.can('activate', 'Iago - Loud-Mouthed Parrot')).toBe(false);
    t.endTurn();
    t.endTurn();
    expect(t.can('activate', 'Iago - Loud-Mouthed Parrot')).toBe(true);
  });

  it('CR 6.3.1.2 an item’s activated ability can be used the turn it is played', () => {
    const t = scenario({
      players: [
        { hand: ['Dinglehopper'], play: [{ name: 'Olaf - Friendly Snowman', damage: 2 }], ink: 1 },
        {},
      ],
    });
    t.play('Dinglehopper');
    t.activate('Dinglehopper');
    t.answer(1);
    expect(t.damage('Olaf - Friendly Snowman')).toBe(1);
  });

  it('CR 6.7.1.2 an action enters the Play zone while it resolves, then goes to the discard', () => {
    const t = scenario({
      players: [{ hand: ['Fire the Cannons!'], ink: 1 }, { play: ['Sven - Official Ice Deliverer'] }],
    });
    const id = t.id('Fire the Cannons!');
    t.play('Fire the Cannons!');
    const moves = t.events.filter((e) => e.type === 'moved' && e.card === id).map((e) => e.to);
    expect(moves).toEqual(['play', 'discard']);
  });

  it('CR 6.7.4 a game state check follows every effect: damage at Willpower banishes at once', () => {
    const t = scenario({ players: [{ hand: ['Smash'], ink: 3 }, { play: ['Olaf - Friendly Snowman'] }] });
    t.play('Smash');
    t.declineAll();
    expect(t.zone('Olaf - Friendly Snowman')).toBe('discard');
  });

  it('CR 6.7.3 triggers met while an effect resolves wait until it has resolved', () => {
    const t = scenario({
      players: [{ hand: ['Fire the Cannons!'], ink: 1 }, { play: ['Gramma Tala - Storyteller'] }],
    });
    t.play('Fire the Cannons!');
    // Gramma Tala's banish trigger asks only once the action has finished and left play.
    expect(t.decision?.player).toBe(1);
    expect(t.zone('Fire the Cannons!')).toBe('discard');
    t.yes();
    expect(t.zone('Gramma Tala - Storyteller')).toBe('inkwell');
    expect(t.exerted('Gramma Tala - Storyteller')).toBe(true);
  });

  it('CR 6.6.1.1 a modifier from a card in play applies while that card stays in play', () => {
    const t = scenario({
      players: [
        {
          hand: ['Smash'],
          ink: 3,
          play: ['Grand Duke - Advisor to the King', 'Tiana - Celebrating Princess'],
        },
        {},
      ],
    });
    expect(t.strength('Tiana - Celebrating Princess')).toBe(2);
    t.play('Smash');
    t.choose('Grand Duke - Advisor to the King');
    t.declineAll();
    expect(t.zone('Grand Duke - Advisor to the King')).toBe('discard');
    expect(t.strength('Tiana - Celebrating Princess')).toBe(1);
  });

  it('CR 6.4.4.2 an “if” static applies only while its condition is true', () => {
    const lore = (ink: number) =>
      scenario({ players: [{ play: ['Belle - Strange but Special'], ink }, {}] }).loreValue(
        'Belle - Strange but Special',
      );
    expect(lore(10) - lore(9)).toBe(4);
  });

  it('CR 6.4.3 a conditional static is checked continuously: it stops when the condition becomes false', () => {
    const t = scenario({
      players: [{ hand: ['Smash'], ink: 3 }, { play: ["Pascal - Rapunzel's Companion", 'Stitch - New Dog'] }],
    });
    expect(t.has("Pascal - Rapunzel's Companion", 'kw.evasive')).toBe(true);
    t.play('Smash');
    t.choose('Stitch - New Dog');
    t.declineAll();
    expect(t.zone('Stitch - New Dog')).toBe('discard');
    expect(t.has("Pascal - Rapunzel's Companion", 'kw.evasive')).toBe(false);
  });

  it('CR 6.7.6 a card that left play is referenced by its last known values (modifiers included)', () => {
    const t = scenario({
      cards: [epitaph],
      players: [
        { hand: ['Epitaph'], ink: 1 },
        { play: ['Belle - Strange but Special'], ink: 10 },
      ],
    });
    expect(t.loreValue('Belle - Strange but Special')).toBe(5);
    t.play('Epitaph');
    t.declineAll();
    expect(t.zone('Belle - Strange but Special')).toBe('discard');
    expect(t.lore(0)).toBe(5);
  });

  it('CR 6.5.6 a self-replacement (“instead”) replaces its own ability’s effect rather than adding to it', () => {
    const lore = (challenger: string) => {
      const t = scenario({
        players: [
          {
            play: [
              'Snuggly Duckling - Disreputable Pub',
              { name: challenger, at: 'Snuggly Duckling - Disreputable Pub' },
            ],
          },
          { play: [{ name: 'Olaf - Friendly Snowman', exerted: true }] },
        ],
      });
      t.challenge(challenger, 'Olaf - Friendly Snowman');
      t.declineAll();
      return t.lore(0);
    };
    expect(lore('Maui - Demigod')).toBe(3);
    expect(lore('Sven - Official Ice Deliverer')).toBe(1);
  });

  it('CR 6.4.4.1 an “unless” static applies only while its condition is false', () => {
    const alone = scenario({ cards: [loner], players: [{ play: ['Loner - Test Card'] }, {}] });
    expect(alone.strength('Loner - Test Card')).toBe(4);
    const t = scenario({
      cards: [loner],
      players: [{ play: ['Loner - Test Card', 'Stitch - New Dog'] }, { hand: ['Smash'], ink: 3 }],
      active: 1,
    });
    expect(t.strength('Loner - Test Card')).toBe(2);
    t.play('Smash');
    t.choose('Stitch - New Dog');
    t.declineAll();
    expect(t.strength('Loner - Test Card')).toBe(4);
  });
});
