/** Each The First Chapter card's ability, through the public API (Sapphire and Steel). */
import { describe, expect, it } from 'vitest';
import { scenario } from '../../testing/scenario.js';

describe('The First Chapter — Sapphire', () => {
  it('Aurora - Briar Rose: Disarming Beauty gives -2 Strength this turn', () => {
    const t = scenario({
      players: [{ hand: ['Aurora - Briar Rose'], ink: 4 }, { play: ['Maui - Demigod'] }],
    });
    t.play('Aurora - Briar Rose');
    t.choose('Maui - Demigod');
    expect(t.strength('Maui - Demigod')).toBe(6);
  });

  it('Aurora - Dreaming Guardian: Shift 3; Protective Embrace gives your other characters Ward', () => {
    const t = scenario({
      players: [
        {
          play: ['Aurora - Regal Princess', 'Stitch - New Dog'],
          hand: ['Aurora - Dreaming Guardian'],
          ink: 3,
        },
        {},
      ],
    });
    t.play('Aurora - Dreaming Guardian', { onto: 'Aurora - Regal Princess' });
    expect(t.has('Stitch - New Dog', 'kw.ward')).toBe(true);
    expect(t.has('Aurora - Dreaming Guardian', 'kw.ward')).toBe(false);
  });

  it('Belle - Strange but Special: My Favorite Part! gives +4 Lore with 10 or more ink cards', () => {
    const t = scenario({ players: [{ play: ['Belle - Strange but Special'], ink: 10 }, {}] });
    expect(t.loreValue('Belle - Strange but Special')).toBe(5);
    const few = scenario({ players: [{ play: ['Belle - Strange but Special'], ink: 9 }, {}] });
    expect(few.loreValue('Belle - Strange but Special')).toBe(1);
  });

  it('Gramma Tala - Storyteller: I Will Be with You puts her into the inkwell when banished', () => {
    const t = scenario({
      players: [{ hand: ['Dragon Fire'], ink: 5 }, { play: ['Gramma Tala - Storyteller'] }],
    });
    t.play('Dragon Fire');
    t.yes();
    expect(t.zone('Gramma Tala - Storyteller')).toBe('inkwell');
    expect(t.exerted('Gramma Tala - Storyteller')).toBe(true);
  });

  it('Mickey Mouse - Detective: Get a Clue inks the top card of the deck, exerted', () => {
    const t = scenario({
      players: [{ hand: ['Mickey Mouse - Detective'], ink: 3, deck: ['Maui - Demigod'] }, {}],
    });
    t.play('Mickey Mouse - Detective');
    t.yes();
    expect(t.zone('Maui - Demigod')).toBe('inkwell');
    expect(t.exerted('Maui - Demigod')).toBe(true);
  });

  it('Scar - Mastermind: Insidious Plot gives an opposing character -5 Strength this turn', () => {
    const t = scenario({ players: [{ hand: ['Scar - Mastermind'], ink: 6 }, { play: ['Maui - Demigod'] }] });
    t.play('Scar - Mastermind');
    expect(t.strength('Maui - Demigod')).toBe(3);
  });

  it('Develop Your Brain: look at 2, one to hand, the other to the bottom', () => {
    const t = scenario({
      players: [{ hand: ['Develop Your Brain'], ink: 1, deck: ['Maui - Demigod', 'Stitch - New Dog'] }, {}],
    });
    t.play('Develop Your Brain');
    t.choose('Maui - Demigod');
    expect(t.zone('Maui - Demigod')).toBe('hand');
    expect(t.names('deck', 0).at(-1)).toBe('Stitch - New Dog');
  });

  it('One Jump Ahead: inks the top card of the deck, exerted', () => {
    const t = scenario({ players: [{ hand: ['One Jump Ahead'], ink: 2, deck: ['Maui - Demigod'] }, {}] });
    t.play('One Jump Ahead');
    expect(t.zone('Maui - Demigod')).toBe('inkwell');
    expect(t.count('inkwell', 0)).toBe(3);
  });

  it('Coconut Basket: Consider the Coconut heals up to 2 when you play a character', () => {
    const t = scenario({
      players: [
        {
          play: ['Coconut Basket', { name: 'Maui - Demigod', damage: 3 }],
          hand: ['Stitch - New Dog'],
          ink: 1,
        },
        {},
      ],
    });
    t.play('Stitch - New Dog');
    t.yes();
    t.choose('Maui - Demigod');
    t.answer(2);
    expect(t.damage('Maui - Demigod')).toBe(1);
  });

  it('Fishbone Quill: Go Ahead and Sign inks a card from hand', () => {
    const t = scenario({ players: [{ play: ['Fishbone Quill'], hand: ['Be Prepared'] }, {}] });
    t.activate('Fishbone Quill');
    expect(t.zone('Be Prepared')).toBe('inkwell');
  });

  it('Magic Golden Flower: Healing Pollen banishes it to heal 3', () => {
    const t = scenario({
      players: [{ play: ['Magic Golden Flower', { name: 'Maui - Demigod', damage: 4 }] }, {}],
    });
    t.activate('Magic Golden Flower');
    t.answer(3);
    expect(t.zone('Magic Golden Flower')).toBe('discard');
    expect(t.damage('Maui - Demigod')).toBe(1);
  });
});

describe('The First Chapter — Steel', () => {
  it('Beast - Hardheaded: Break may banish a chosen item', () => {
    const t = scenario({ players: [{ hand: ['Beast - Hardheaded'], ink: 5 }, { play: ['Dinglehopper'] }] });
    t.play('Beast - Hardheaded');
    t.yes();
    expect(t.zone('Dinglehopper')).toBe('discard');
  });

  it('Captain Hook - Forceful Duelist: Challenger +2', () => {
    const t = scenario({
      players: [
        { play: ['Captain Hook - Forceful Duelist'] },
        { play: [{ name: 'Maui - Demigod', exerted: true }] },
      ],
    });
    t.challenge('Captain Hook - Forceful Duelist', 'Maui - Demigod');
    expect(t.damage('Maui - Demigod')).toBe(3);
  });

  it('Hercules - True Hero: Bodyguard may enter exerted and must be challenged first', () => {
    const t = scenario({
      players: [{ hand: ['Hercules - True Hero'], ink: 3 }, { play: ['Maui - Demigod'] }],
    });
    t.play('Hercules - True Hero');
    t.yes();
    expect(t.exerted('Hercules - True Hero')).toBe(true);
    const u = scenario({
      players: [
        { play: ['Maui - Demigod'] },
        {
          play: [
            { name: 'Hercules - True Hero', exerted: true },
            { name: 'Stitch - New Dog', exerted: true },
          ],
        },
      ],
    });
    expect(u.can('challenge', 'Maui - Demigod', { target: u.id('Stitch - New Dog') })).toBe(false);
    expect(u.can('challenge', 'Maui - Demigod', { target: u.id('Hercules - True Hero') })).toBe(true);
  });

  it('Prince Eric - Dashing and Brave: Challenger +2', () => {
    const t = scenario({
      players: [
        { play: ['Prince Eric - Dashing and Brave'] },
        { play: [{ name: 'Stitch - New Dog', exerted: true }] },
      ],
    });
    t.challenge('Prince Eric - Dashing and Brave', 'Stitch - New Dog');
    expect(t.zone('Stitch - New Dog')).toBe('discard');
  });

  it('Simba - Returned King: Challenger +4; Pounce gives Evasive on his turn', () => {
    const t = scenario({
      players: [
        { play: ['Simba - Returned King'] },
        { play: [{ name: 'Peter Pan - Never Landing', exerted: true }] },
      ],
    });
    expect(t.has('Simba - Returned King', 'kw.evasive')).toBe(true);
    t.challenge('Simba - Returned King', 'Peter Pan - Never Landing');
    expect(t.zone('Peter Pan - Never Landing')).toBe('discard');
  });

  it('Simba - Rightful Heir: I Know What I Have to Do gains 1 lore per banish in a challenge on his turn', () => {
    const t = scenario({
      players: [{ play: ['Simba - Rightful Heir'] }, { play: [{ name: 'Stitch - New Dog', exerted: true }] }],
    });
    t.challenge('Simba - Rightful Heir', 'Stitch - New Dog');
    expect(t.lore(0)).toBe(1);
  });

  it('Tinker Bell - Giant Fairy: Rock the Boat; Puny Pirate! after a banish in a challenge', () => {
    const t = scenario({
      players: [
        { hand: ['Tinker Bell - Giant Fairy'], ink: 6 },
        {
          play: [
            'Stitch - New Dog',
            'Maui - Demigod',
            { name: "Pascal - Rapunzel's Companion", exerted: true },
          ],
        },
      ],
    });
    t.play('Tinker Bell - Giant Fairy');
    expect(t.zone("Pascal - Rapunzel's Companion")).toBe('discard');
    expect(t.damage('Stitch - New Dog')).toBe(1);
    const u = scenario({
      players: [
        { play: ['Tinker Bell - Giant Fairy'] },
        { play: [{ name: 'Stitch - New Dog', exerted: true }, 'Maui - Demigod', 'Olaf - Friendly Snowman'] },
      ],
    });
    u.challenge('Tinker Bell - Giant Fairy', 'Stitch - New Dog');
    u.yes();
    u.choose('Maui - Demigod');
    expect(u.damage('Maui - Demigod')).toBe(2);
  });

  it('Tinker Bell - Tiny Tactician: Battle Plans draws then discards', () => {
    const t = scenario({
      players: [{ play: ['Tinker Bell - Tiny Tactician'], hand: ['Smash'], deck: ['Maui - Demigod'] }, {}],
    });
    t.activate('Tinker Bell - Tiny Tactician');
    t.choose('Smash');
    expect(t.zone('Smash')).toBe('discard');
    expect(t.zone('Maui - Demigod')).toBe('hand');
  });

  it('Fire the Cannons!: 2 damage to a chosen character', () => {
    const t = scenario({ players: [{ hand: ['Fire the Cannons!'], ink: 1 }, { play: ['Maui - Demigod'] }] });
    t.play('Fire the Cannons!');
    expect(t.damage('Maui - Demigod')).toBe(2);
  });

  it('Grab Your Sword: 2 damage to each opposing character', () => {
    const t = scenario({
      players: [
        { play: ['Stitch - New Dog'], hand: ['Grab Your Sword'], ink: 5 },
        { play: ['Maui - Demigod', 'Sven - Official Ice Deliverer'] },
      ],
    });
    t.play('Grab Your Sword');
    expect(t.damage('Maui - Demigod')).toBe(2);
    expect(t.damage('Sven - Official Ice Deliverer')).toBe(2);
    expect(t.damage('Stitch - New Dog')).toBe(0);
  });

  it('Ransack: draw 2, then discard 2', () => {
    const t = scenario({
      players: [{ hand: ['Ransack', 'Smash'], ink: 2, deck: ['Maui - Demigod', 'Stitch - New Dog'] }, {}],
    });
    t.play('Ransack');
    t.choose('Smash', 'Stitch - New Dog');
    expect(t.names('hand', 0)).toEqual(['Maui - Demigod']);
  });

  it('Smash: 3 damage to a chosen character', () => {
    const t = scenario({ players: [{ hand: ['Smash'], ink: 3 }, { play: ['Maui - Demigod'] }] });
    t.play('Smash');
    expect(t.damage('Maui - Demigod')).toBe(3);
  });

  it('Frying Pan: Clang! stops a character from challenging during their next turn', () => {
    const t = scenario({
      players: [
        { play: ['Frying Pan', { name: 'Stitch - New Dog', exerted: true }] },
        { play: ['Maui - Demigod'] },
      ],
    });
    t.activate('Frying Pan');
    t.choose('Maui - Demigod');
    t.endTurn();
    expect(t.can('challenge', 'Maui - Demigod')).toBe(false);
  });
});
