/** Concepts (CR 1): taking damage, “you”, illegal actions, lore; one scenario each. */
import { createGame, SetupError } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import type { LorcanaCard } from '../../cards/card.js';
import { describeCard } from '../../cards/describe.js';
import { character, chosen, opposingCharacter, yourCharacter } from '../../cards/phrases.js';
import { lorcana } from '../../definition.js';
import { starterIds } from '../../testing/play.js';
import { scenario } from '../../testing/scenario.js';
import { testAction, testCharacter } from '../../testing/test-cards.js';

/** Its player gains 1 lore whenever any character takes damage (CR 1.9.1.5). */
const tally = testCharacter('s1-tally', 'Tally', {
  willpower: 9,
  abilities: [
    {
      kind: 'triggered',
      name: 'Count',
      trigger: { on: 'damaged', subject: character },
      effect: [{ do: 'gainLore', amount: 1 }],
    },
  ],
});

/** Draws a card whenever one of its player's characters is dealt damage (printed as “is dealt damage”, CR 1.9.2). */
const nurse = testCharacter('s1-nurse', 'Nurse', {
  willpower: 9,
  abilities: [
    {
      kind: 'triggered',
      name: 'Triage',
      trigger: { on: 'damaged', subject: yourCharacter },
      effect: [{ do: 'draw', amount: 1 }],
    },
  ],
});

/** A location that gains its player 1 lore whenever it takes damage. */
const outpost: LorcanaCard = {
  ...testCharacter('s1-outpost', 'Outpost'),
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
const hex = testAction('s1-hex', 'Hex', [{ do: 'putDamage', target: chosen(character), amount: 1 }]);

/** Moves 2 damage from chosen opposing character to chosen character of yours (CR 1.9.1.4). */
const shiftPain = testAction('s1-shift-pain', 'Shift Pain', [
  { do: 'moveDamage', from: chosen(opposingCharacter), to: chosen(yourCharacter), amount: 2 },
]);

/** Moves up to 2 damage from chosen opposing character to chosen character of yours (CR 1.9.1.4, 6.1.3). */
const easePain = testAction('s1-ease-pain', 'Ease Pain', [
  { do: 'moveDamage', from: chosen(opposingCharacter), to: chosen(yourCharacter), amount: 2, upTo: true },
]);

/** Each teammate draws a card (CR 1.3.6.2). */
const rally = testAction('s1-rally', 'Rally', [{ do: 'draw', amount: 1, player: 'teammates' }]);

/** Return chosen character of yours to your hand (putting, not drawing: CR 1.12.3). */
const recall = testAction('s1-recall', 'Recall', [{ do: 'toHand', target: chosen(yourCharacter) }]);

/** Gains 1 lore whenever its player draws a card. */
const bookish = testCharacter('s1-bookish', 'Bookish', {
  willpower: 9,
  abilities: [
    {
      kind: 'triggered',
      name: 'Read',
      trigger: { on: 'draws' },
      effect: [{ do: 'gainLore', amount: 1 }],
    },
  ],
});

/** Banish chosen opposing character, then deal 1 damage to chosen character (two choices, CR 1.7.3). */
const doubleTap = testAction('s1-double-tap', 'Double Tap', [
  { do: 'banish', target: chosen(opposingCharacter) },
  { do: 'dealDamage', target: chosen(character), amount: 1 },
]);

/** Each opponent draws a card (CR 1.3.5). */
const gift = testAction('s1-gift', 'Gift', [{ do: 'draw', amount: 1, player: 'opponents' }]);

const cards = [tally, nurse, outpost, hex, shiftPain, easePain, rally, recall, bookish, doubleTap, gift];
const damagedEvents = (events: readonly { type: string }[]) => events.filter((e) => e.type === 'damaged');

describe('CR 1 concepts (coverage, part 2)', () => {
  it('CR 1.9.1 / CR 1.9.1.5 a character takes damage when damage is dealt to it, put on it, or moved to it', () => {
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

  it('CR 1.9.1.4 with 6.1.3: “move up to N damage” lets its player move fewer counters, or none', () => {
    const moveSome = (howMany: number) => {
      const t = scenario({
        cards,
        players: [
          { play: ['Tally - Test Card'], hand: ['Ease Pain'], ink: 1 },
          { play: [{ name: 'Maui - Demigod', damage: 3 }] },
        ],
      });
      t.play('Ease Pain');
      expect(t.decision?.options).toEqual([0, 1, 2]);
      t.answer(howMany);
      return [t.damage('Maui - Demigod'), t.damage('Tally - Test Card')];
    };
    expect(moveSome(1)).toEqual([2, 1]);
    expect(moveSome(0)).toEqual([3, 0]);
    expect(moveSome(2)).toEqual([1, 2]);
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
    const maui = t.id('Maui - Demigod');
    expect(t.attempt({ type: 'play', player: 0, card: maui, mode: 'ink' })).toEqual({
      illegal: true,
      rule: '4.3',
      unchanged: true,
    });
    t.play('Olaf - Friendly Snowman');
    expect(t.zone('Olaf - Friendly Snowman')).toBe('play');
  });

  it('CR 1.7.6.2 an illegal action is undone as far as possible: digitally that is all of it, the random state included', () => {
    const t = scenario({ players: [{ hand: ['Stitch - New Dog'], ink: 0 }, {}] });
    const stitch = t.id('Stitch - New Dog');
    const rng = JSON.stringify(t.game.state.rng);
    expect(t.attempt({ type: 'play', player: 0, card: stitch, mode: 'ink' })).toEqual({
      illegal: true,
      rule: '4.3',
      unchanged: true,
    });
    expect(JSON.stringify(t.game.state.rng)).toBe(rng);
  });

  it('CR 1.11.3 a player who reaches 20 lore wins the game', () => {
    const t = scenario({ players: [{ play: ['Maui - Demigod'], lore: 17 }, {}] });
    t.quest('Maui - Demigod');
    expect(t.lore(0)).toBeGreaterThanOrEqual(20);
    expect(t.game.state.status).toMatchObject({ over: true, winners: [0], reason: 'lore' });
  });

  it('CR 1.3.6.2 “teammates” are the players designated before the game; a player is never their own teammate', () => {
    const t = scenario({ cards, teams: [0, 1, 0, 1], players: [{ hand: ['Rally'], ink: 1 }, {}, {}, {}] });
    t.play('Rally');
    expect([0, 1, 2, 3].map((p) => t.count('hand', p))).toEqual([0, 0, 1, 0]);
    expect(describeCard(rally)).toEqual(['Each teammate draws a card.']);
    const alone = scenario({ cards, players: [{ hand: ['Rally'], ink: 1 }, {}] });
    alone.play('Rally');
    expect([alone.count('hand', 0), alone.count('hand', 1)]).toEqual([0, 0]);
  });

  it('CR 1.12.3 putting a card into a hand is not drawing it', () => {
    const t = scenario({
      cards,
      players: [{ play: ['Bookish - Test Card', 'Olaf - Friendly Snowman'], hand: ['Recall'], ink: 1 }, {}],
    });
    t.play('Recall');
    t.choose('Olaf - Friendly Snowman');
    expect(t.zone('Olaf - Friendly Snowman')).toBe('hand');
    expect(t.events.some((e) => e.type === 'drew')).toBe(false);
    expect(t.lore(0)).toBe(0);
  });

  it('CR 1.5.1 a card’s cost is the ink needed to play it', () => {
    const t = scenario({ players: [{ hand: ['Mickey Mouse - Detective'], ink: 5 }, {}] });
    t.play('Mickey Mouse - Detective');
    t.declineAll();
    const exerted = t.ctx.cards('inkwell', 0).filter((c) => t.ctx.card(c).tapped).length;
    expect(exerted).toBe(t.ctx.cardDef(t.id('Mickey Mouse - Detective')).stats.cost);
  });

  it('CR 1.6.1 abilities apply only while their card is in play', () => {
    const t = scenario({
      players: [{ hand: ['Gramma Tala - Spirit of the Ocean', 'Stitch - New Dog'] }, {}],
    });
    t.ink('Stitch - New Dog');
    expect(t.lore(0)).toBe(0);
  });

  it('CR 1.7.3 choices are made as each step resolves: the second choice can’t pick the character the first step banished', () => {
    const t = scenario({
      cards,
      players: [
        { hand: ['Double Tap'], ink: 1, play: ['Maui - Demigod'] },
        { play: ['Olaf - Friendly Snowman', 'Stitch - New Dog'] },
      ],
    });
    t.play('Double Tap');
    t.choose('Olaf - Friendly Snowman');
    const options = t.decision?.options ?? [];
    expect(options).not.toContain(t.id('Olaf - Friendly Snowman'));
    expect(options).toContain(t.id('Stitch - New Dog'));
    t.choose('Stitch - New Dog');
    expect(t.damage('Stitch - New Dog')).toBe(1);
  });

  it('CR 1.7.4 triggered abilities wait in the bag until they resolve', () => {
    const t = scenario({ players: [{ play: ['Quester - Test Card', 'Quest Watcher - Test Card'] }, {}] });
    t.quest('Quester - Test Card');
    // Two of the player's triggers: they wait in the bag while the player orders them.
    expect(t.pending).toHaveLength(2);
    expect(t.decision?.player).toBe(0);
    while (t.decision) t.answer(t.decision.options[0] as number);
    expect(t.pending).toHaveLength(0);
    expect(t.count('hand', 0)).toBe(1);
    expect(t.lore(0)).toBe(2);
  });

  it('CR 1.3.1 a game needs at least two players', () => {
    expect(() =>
      createGame(lorcana, { players: 1, decks: [starterIds('The Heart of Magic')], seed: 1 }),
    ).toThrow(SetupError);
  });

  it('CR 1.3.5.1 in a multiplayer game a player has several opponents: everyone on the other team', () => {
    const t = scenario({ cards, teams: [0, 1, 0, 1], players: [{ hand: ['Gift'], ink: 1 }, {}, {}, {}] });
    t.play('Gift');
    expect([0, 1, 2, 3].map((p) => t.count('hand', p))).toEqual([0, 1, 0, 1]);
  });

  it('CR 1.5.5 the player chooses an alternate cost while playing the card: a song with a singer offers both ways', () => {
    const t = scenario({
      players: [
        { play: ['Cinderella - Gentle and Kind'], hand: ['Grab Your Sword'], ink: 5 },
        { play: ['Olaf - Friendly Snowman'] },
      ],
    });
    expect(t.can('play', 'Grab Your Sword', { mode: 'ink' })).toBe(true);
    expect(t.can('play', 'Grab Your Sword', { mode: 'sing' })).toBe(true);
    t.play('Grab Your Sword', { singer: 'Cinderella - Gentle and Kind' });
    expect(t.ctx.cards('inkwell', 0).some((c) => t.ctx.card(c).tapped)).toBe(false);
  });
});
