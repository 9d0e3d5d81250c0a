/** Concepts (CR 1): taking damage, “you”, illegal actions, lore; one scenario each. */
import { IllegalActionError } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import type { LorcanaCard } from '../cards/card.js';
import { describeCard } from '../cards/describe.js';
import { character, chosen, opposingCharacter, yourCharacter } from '../cards/phrases.js';
import { scenario } from '../testing/scenario.js';

const testCharacter = {
  set: 'test',
  number: 0,
  version: 'Test Card',
  type: 'character',
  cost: 2,
  inkwell: true,
  inks: ['Amber'],
  strength: 1,
  willpower: 9,
  lore: 1,
  classifications: ['Storyborn'],
} as const;

const testAction = {
  set: 'test',
  number: 0,
  type: 'action',
  cost: 1,
  inkwell: true,
  inks: ['Ruby'],
  classifications: [],
} as const;

/** Its player gains 1 lore whenever any character takes damage (CR 1.9.1.5). */
const tally: LorcanaCard = {
  ...testCharacter,
  id: 'test-s1-tally',
  name: 'Tally',
  abilities: [
    {
      kind: 'triggered',
      name: 'Count',
      trigger: { on: 'damaged', subject: character },
      effect: [{ do: 'gainLore', amount: 1 }],
    },
  ],
};

/** Draws a card whenever one of its player's characters is dealt damage (printed as “is dealt damage”, CR 1.9.2). */
const nurse: LorcanaCard = {
  ...testCharacter,
  id: 'test-s1-nurse',
  name: 'Nurse',
  abilities: [
    {
      kind: 'triggered',
      name: 'Triage',
      trigger: { on: 'damaged', subject: yourCharacter },
      effect: [{ do: 'draw', amount: 1 }],
    },
  ],
};

/** A location that gains its player 1 lore whenever it takes damage. */
const outpost: LorcanaCard = {
  ...testCharacter,
  id: 'test-s1-outpost',
  name: 'Outpost',
  version: 'Test Location',
  type: 'location',
  strength: undefined,
  lore: 0,
  willpower: 7,
  moveCost: 1,
  classifications: [],
  abilities: [
    {
      kind: 'triggered',
      name: 'Alarm',
      trigger: { on: 'damaged' },
      effect: [{ do: 'gainLore', amount: 1 }],
    },
  ],
};

/** Puts 1 damage counter on chosen character (CR 1.9.1.2). */
const hex: LorcanaCard = {
  ...testAction,
  id: 'test-s1-hex',
  name: 'Hex',
  effect: [{ do: 'putDamage', target: chosen(character), amount: 1 }],
};

/** Moves 2 damage from chosen opposing character to chosen character of yours (CR 1.9.1.4). */
const shiftPain: LorcanaCard = {
  ...testAction,
  id: 'test-s1-shift-pain',
  name: 'Shift Pain',
  effect: [{ do: 'moveDamage', from: chosen(opposingCharacter), to: chosen(yourCharacter), amount: 2 }],
};

const cards = [tally, nurse, outpost, hex, shiftPain];
const damagedEvents = (events: readonly { type: string }[]) => events.filter((e) => e.type === 'damaged');

describe('CR 1 concepts (coverage, part 2)', () => {
  it('CR 1.9.1.5 a character takes damage when damage is dealt to it, put on it, or moved to it', () => {
    const t = scenario({
      cards,
      players: [
        {
          play: ['Tally - Test Card', 'Olaf - Friendly Snowman'],
          hand: ['Fire the Cannons!', 'Hex', 'Shift Pain'],
          ink: 3,
        },
        { play: [{ name: 'Maui - Demigod', damage: 3 }] },
      ],
    });
    t.play('Fire the Cannons!');
    t.choose('Olaf - Friendly Snowman');
    expect(damagedEvents(t.events)).toMatchObject([{ kind: 'deal', amount: 2 }]);
    expect(t.lore(0)).toBe(1);
    t.play('Hex');
    t.choose('Maui - Demigod');
    expect(damagedEvents(t.events)).toMatchObject([{ kind: 'put', amount: 1 }]);
    expect(t.lore(0)).toBe(2);
    t.play('Shift Pain');
    // The only opposing character is chosen without asking; then the card to move it to.
    t.choose('Tally - Test Card');
    expect(damagedEvents(t.events)).toMatchObject([
      { kind: 'move', amount: 2, card: t.id('Tally - Test Card') },
    ]);
    expect([t.damage('Maui - Demigod'), t.damage('Tally - Test Card')]).toEqual([2, 2]);
    expect(t.lore(0)).toBe(3);
  });

  it('CR 1.9.1.5 both characters in a challenge take damage; a location takes damage when challenged', () => {
    const t = scenario({
      cards,
      players: [
        { play: ['Tally - Test Card', 'Stitch - New Dog', 'Maui - Demigod'] },
        { play: [{ name: 'Olaf - Friendly Snowman', exerted: true }, 'Outpost - Test Location'] },
      ],
    });
    t.challenge('Stitch - New Dog', 'Olaf - Friendly Snowman');
    expect(damagedEvents(t.events)).toHaveLength(2);
    // Two identical triggers in the bag: their order is asked.
    while (t.decision) t.answer(t.decision.options[0] as number);
    expect(t.lore(0)).toBe(2);
    t.challenge('Maui - Demigod', 'Outpost - Test Location');
    expect(t.zone('Outpost - Test Location')).toBe('discard');
    // Banished by the damage, the location's own trigger still resolved for its player.
    expect(t.lore(1)).toBe(1);
  });

  it('CR 1.9.1.5 damage reduced to 0 is not taken, and removing damage is not taking it', () => {
    const t = scenario({
      cards,
      players: [
        { play: ['Tally - Test Card', 'Dinglehopper'], hand: ['Fire the Cannons!'], ink: 1 },
        { play: [{ name: 'Tiana - Celebrating Princess', damage: 1 }] },
      ],
    });
    t.play('Fire the Cannons!');
    t.choose('Tiana - Celebrating Princess');
    expect(damagedEvents(t.events)).toHaveLength(0);
    t.activate('Dinglehopper');
    t.choose('Tiana - Celebrating Princess');
    t.answer(1);
    expect(t.damage('Tiana - Celebrating Princess')).toBe(0);
    expect(t.lore(0)).toBe(0);
  });

  it('CR 1.9.2 “is dealt damage” triggers on any damage taken by one of your characters, not by opposing ones', () => {
    const t = scenario({
      cards,
      players: [
        {
          play: ['Nurse - Test Card', 'Olaf - Friendly Snowman'],
          hand: ['Hex', 'Fire the Cannons!'],
          ink: 2,
        },
        { play: ['Maui - Demigod'] },
      ],
    });
    t.play('Fire the Cannons!');
    t.choose('Maui - Demigod');
    expect(t.count('hand', 0)).toBe(1);
    t.play('Hex');
    t.choose('Olaf - Friendly Snowman');
    expect(t.count('hand', 0)).toBe(1);
    expect(t.names('hand', 0)).toEqual(['Filler - Test Card']);
    expect(describeCard(nurse)).toEqual([
      'Triage — Whenever one of your characters takes damage, draw a card.',
    ]);
  });

  it('CR 1.9.1.3 / CR 6.1.3 “remove up to N damage” lets the player remove 0 to N; with nothing to remove nothing is asked', () => {
    const t = scenario({
      players: [
        {
          play: [
            { name: 'Maui - Demigod', damage: 5 },
            'Stitch - New Dog',
            { name: 'Olaf - Friendly Snowman', damage: 1 },
          ],
          hand: ['Hakuna Matata'],
          ink: 4,
        },
        {},
      ],
    });
    t.play('Hakuna Matata');
    // Maui: at most 3 of his 5; Stitch has none, so he is skipped; Olaf: at most his 1.
    expect(t.decision).toMatchObject({ kind: 'number', player: 0, options: [0, 1, 2, 3] });
    t.answer(2);
    expect(t.decision).toMatchObject({ kind: 'number', options: [0, 1] });
    t.answer(0);
    expect(t.decision).toBeNull();
    expect([
      t.damage('Maui - Demigod'),
      t.damage('Stitch - New Dog'),
      t.damage('Olaf - Friendly Snowman'),
    ]).toEqual([3, 0, 1]);
  });

  it('CR 1.4.3.1 “you” in an ability is the player who played its card, not the active player', () => {
    const t = scenario({
      cards,
      players: [
        { hand: ['Fire the Cannons!'], ink: 1, play: ['Olaf - Friendly Snowman'] },
        { play: ['Tally - Test Card'] },
      ],
    });
    t.play('Fire the Cannons!');
    t.choose('Olaf - Friendly Snowman');
    expect([t.lore(0), t.lore(1)]).toEqual([0, 1]);
  });

  it('CR 1.7.6.1 after an illegal action is undone the player may do it the correct way', () => {
    const t = scenario({ players: [{ hand: ['Maui - Demigod', 'Olaf - Friendly Snowman'], ink: 1 }, {}] });
    const before = structuredClone(t.game.state);
    const maui = t.id('Maui - Demigod');
    expect(() => t.act({ type: 'play', player: 0, card: maui, mode: 'ink' })).toThrow(IllegalActionError);
    expect(t.game.state).toEqual(before);
    t.play('Olaf - Friendly Snowman');
    expect(t.zone('Olaf - Friendly Snowman')).toBe('play');
  });

  it('CR 1.7.6.2 an illegal action is undone as far as possible: digitally that is all of it, the random state included', () => {
    const t = scenario({ players: [{ hand: ['Stitch - New Dog'], ink: 0 }, {}] });
    const before = structuredClone(t.game.state);
    const stitch = t.id('Stitch - New Dog');
    expect(() => t.act({ type: 'play', player: 0, card: stitch, mode: 'ink' })).toThrow(IllegalActionError);
    expect(t.game.state).toEqual(before);
  });

  it('CR 1.11.3 a player who reaches 20 lore wins the game', () => {
    const t = scenario({ players: [{ play: ['Maui - Demigod'], lore: 17 }, {}] });
    t.quest('Maui - Demigod');
    expect(t.lore(0)).toBeGreaterThanOrEqual(20);
    expect(t.game.state.status).toMatchObject({ over: true, winners: [0], reason: 'lore' });
  });
});
