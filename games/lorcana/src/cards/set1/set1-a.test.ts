/** Each The First Chapter card's ability, through the public API (Amber and Amethyst). */
import { describe, expect, it } from 'vitest';
import { scenario } from '../../testing/scenario.js';

describe('The First Chapter — Amber', () => {
  it('Ariel - On Human Legs: Voiceless — can’t exert to sing', () => {
    const t = scenario({
      players: [
        { play: ['Ariel - On Human Legs', 'Stitch - New Dog'], hand: ['Friends on the Other Side'] },
        {},
      ],
    });
    expect(t.can('play', 'Friends on the Other Side', { mode: 'sing' })).toBe(false);
  });

  it('Cinderella - Gentle and Kind: Singer 5 sings a 5-cost song; A Wonderful Dream heals a Princess', () => {
    const t = scenario({
      players: [
        {
          play: ['Cinderella - Gentle and Kind', { name: 'Aurora - Regal Princess', damage: 1 }],
          hand: ['Grab Your Sword'],
        },
        {},
      ],
    });
    expect(t.can('play', 'Grab Your Sword', { mode: 'sing' })).toBe(true);
    t.activate('Cinderella - Gentle and Kind');
    t.choose('Aurora - Regal Princess');
    t.answer(1);
    expect(t.damage('Aurora - Regal Princess')).toBe(0);
  });

  it('Hades - King of Olympus: Shift 6 onto Hades', () => {
    const t = scenario({
      players: [{ play: ['Hades - Lord of the Underworld'], hand: ['Hades - King of Olympus'], ink: 6 }, {}],
    });
    t.play('Hades - King of Olympus', { onto: 'Hades - Lord of the Underworld' });
    expect(t.zone('Hades - Lord of the Underworld')).toBe('under');
    expect(t.count('inkwell', 0)).toBe(6);
  });

  it('Hades - Lord of the Underworld: Well of Souls returns a character card from the discard', () => {
    const t = scenario({
      players: [
        { hand: ['Hades - Lord of the Underworld'], discard: ['Stitch - New Dog', 'Dragon Fire'], ink: 4 },
        {},
      ],
    });
    t.play('Hades - Lord of the Underworld');
    expect(t.zone('Stitch - New Dog')).toBe('hand');
    expect(t.zone('Dragon Fire')).toBe('discard');
  });

  it('HeiHei - Boat Snack: Support adds its Strength to another character this turn', () => {
    const t = scenario({ players: [{ play: ['HeiHei - Boat Snack', 'Stitch - New Dog'] }, {}] });
    t.quest('HeiHei - Boat Snack');
    t.choose('Stitch - New Dog');
    expect(t.strength('Stitch - New Dog')).toBe(3);
    t.endTurn();
    expect(t.strength('Stitch - New Dog')).toBe(2);
  });

  it('LeFou - Bumbler: Loyal costs 1 less with Gaston in play', () => {
    const t = scenario({
      players: [{ play: ['Gaston - Arrogant Hunter'], hand: ['LeFou - Bumbler'], ink: 1 }, {}],
    });
    t.play('LeFou - Bumbler');
    expect(t.zone('LeFou - Bumbler')).toBe('play');
  });

  it('Maximus - Relentless Pursuer: Horse Kick gives -2 Strength this turn', () => {
    const t = scenario({
      players: [{ hand: ['Maximus - Relentless Pursuer'], ink: 3 }, { play: ['Maui - Demigod'] }],
    });
    t.play('Maximus - Relentless Pursuer');
    t.choose('Maui - Demigod');
    expect(t.strength('Maui - Demigod')).toBe(6);
  });

  it('Moana - Of Motunui: We Can Fix It readies other Princesses, who can’t quest', () => {
    const t = scenario({
      players: [{ play: ['Moana - Of Motunui', { name: 'Aurora - Regal Princess', exerted: true }] }, {}],
    });
    t.quest('Moana - Of Motunui');
    t.yes();
    expect(t.exerted('Aurora - Regal Princess')).toBe(false);
    expect(t.can('quest', 'Aurora - Regal Princess')).toBe(false);
  });

  it('Be Our Guest: look at 4, reveal a character to hand, rest on the bottom', () => {
    const t = scenario({
      players: [
        {
          hand: ['Be Our Guest'],
          ink: 2,
          deck: ['Dragon Fire', 'Stitch - New Dog', 'Smash', 'Ransack', 'Maui - Demigod'],
        },
        {},
      ],
    });
    t.play('Be Our Guest');
    t.choose('Stitch - New Dog');
    t.declineAll();
    expect(t.names('hand', 0)).toEqual(['Stitch - New Dog']);
    expect(t.names('deck', 0)[0]).toBe('Maui - Demigod');
  });

  it('Control Your Temper!: -2 Strength this turn', () => {
    const t = scenario({
      players: [{ hand: ['Control Your Temper!'], ink: 1 }, { play: ['Maui - Demigod'] }],
    });
    t.play('Control Your Temper!');
    expect(t.strength('Maui - Demigod')).toBe(6);
  });

  it('Hakuna Matata: CR 1.9.1.3 heals up to 3 on each of your characters', () => {
    const t = scenario({
      players: [
        {
          play: [
            { name: 'Maui - Demigod', damage: 4 },
            { name: 'Sven - Official Ice Deliverer', damage: 2 },
          ],
          hand: ['Hakuna Matata'],
          ink: 4,
        },
        {},
      ],
    });
    t.play('Hakuna Matata');
    // “Up to” is asked per character, from 0 to the most it can remove (CR 6.1.3).
    expect(t.decision).toMatchObject({ kind: 'number', options: [0, 1, 2, 3] });
    t.answer(3);
    expect(t.decision).toMatchObject({ kind: 'number', options: [0, 1, 2] });
    t.answer(1);
    expect(t.damage('Maui - Demigod')).toBe(1);
    expect(t.damage('Sven - Official Ice Deliverer')).toBe(1);
  });

  it('Just in Time: plays a character with cost 5 or less for free', () => {
    const t = scenario({
      players: [{ hand: ['Just in Time', 'Maui - Demigod', 'Stitch - New Dog'], ink: 3 }, {}],
    });
    t.play('Just in Time');
    t.yes();
    expect(t.zone('Stitch - New Dog')).toBe('play');
    expect(t.zone('Maui - Demigod')).toBe('hand');
  });

  it('Part of Your World: returns a character card from the discard to hand', () => {
    const t = scenario({
      players: [{ hand: ['Part of Your World'], discard: ['Maui - Demigod'], ink: 3 }, {}],
    });
    t.play('Part of Your World');
    expect(t.zone('Maui - Demigod')).toBe('hand');
  });

  it('Stitch - Carefree Surfer: Ohana draws 2 with 2 other characters', () => {
    const t = scenario({
      players: [
        { play: ['Stitch - New Dog', 'Olaf - Friendly Snowman'], hand: ['Stitch - Carefree Surfer'], ink: 7 },
        {},
      ],
    });
    t.play('Stitch - Carefree Surfer');
    t.yes();
    expect(t.count('hand', 0)).toBe(2);
  });
});

describe('The First Chapter — Amethyst', () => {
  it('Dinglehopper: Straighten Hair removes 1 damage', () => {
    const t = scenario({ players: [{ play: ['Dinglehopper', { name: 'Maui - Demigod', damage: 2 }] }, {}] });
    t.activate('Dinglehopper');
    t.answer(1);
    expect(t.damage('Maui - Demigod')).toBe(1);
  });

  it('Dr. Facilier - Agent Provocateur: Into the Shadows returns your other character banished in a challenge', () => {
    const t = scenario({
      players: [
        { play: ['Dr. Facilier - Agent Provocateur', 'Stitch - New Dog'] },
        { play: [{ name: 'Maui - Demigod', exerted: true }] },
      ],
    });
    t.challenge('Stitch - New Dog', 'Maui - Demigod');
    t.yes();
    expect(t.zone('Stitch - New Dog')).toBe('hand');
  });

  it('Dr. Facilier - Charlatan: Challenger +2 only while challenging', () => {
    const t = scenario({
      players: [
        { play: ['Dr. Facilier - Charlatan'] },
        { play: [{ name: 'Stitch - New Dog', exerted: true }] },
      ],
    });
    expect(t.strength('Dr. Facilier - Charlatan')).toBe(0);
    t.challenge('Dr. Facilier - Charlatan', 'Stitch - New Dog');
    expect(t.zone('Stitch - New Dog')).toBe('discard');
    expect(t.damage('Dr. Facilier - Charlatan')).toBe(2);
  });

  it('Dr. Facilier - Remarkable Gentleman: Dreams Made Real after a song', () => {
    const t = scenario({
      players: [
        {
          play: ['Dr. Facilier - Remarkable Gentleman'],
          hand: ['Control Your Temper!', 'Reflection'],
          ink: 1,
          deck: ['Stitch - New Dog', 'Maui - Demigod'],
        },
        {},
      ],
    });
    t.play('Reflection');
    t.declineAll((d) => d.kind === 'yes-no');
    t.yes();
    t.choose('Maui - Demigod');
    expect(t.names('deck', 0)[0]).toBe('Maui - Demigod');
    expect(t.names('deck', 0).at(-1)).toBe('Stitch - New Dog');
  });

  it('Flotsam - Ursula’s Spy: Rush, and Dexterous Lunge gives Jetsam Rush', () => {
    const t = scenario({
      players: [
        {
          play: [
            { name: "Flotsam - Ursula's Spy", drying: true },
            { name: "Jetsam - Ursula's Spy", drying: true },
          ],
        },
        { play: [{ name: 'Stitch - New Dog', exerted: true }] },
      ],
    });
    expect(t.can('challenge', "Flotsam - Ursula's Spy")).toBe(true);
    expect(t.can('challenge', "Jetsam - Ursula's Spy")).toBe(true);
  });

  it('Jafar - Wicked Sorcerer: Challenger +3', () => {
    const t = scenario({
      players: [{ play: ['Jafar - Wicked Sorcerer'] }, { play: [{ name: 'Maui - Demigod', exerted: true }] }],
    });
    t.challenge('Jafar - Wicked Sorcerer', 'Maui - Demigod');
    expect(t.damage('Maui - Demigod')).toBe(5);
  });

  it('Jetsam - Ursula’s Spy: Evasive, and Sinister Slither gives Flotsam Evasive', () => {
    const t = scenario({ players: [{ play: ["Jetsam - Ursula's Spy", "Flotsam - Ursula's Spy"] }, {}] });
    expect(t.has("Jetsam - Ursula's Spy", 'kw.evasive')).toBe(true);
    expect(t.has("Flotsam - Ursula's Spy", 'kw.evasive')).toBe(true);
  });

  it('Magic Broom - Bucket Brigade: Sweep shuffles a card from any discard into its deck', () => {
    const t = scenario({
      players: [{ hand: ['Magic Broom - Bucket Brigade'], ink: 2 }, { discard: ['Dragon Fire'] }],
    });
    t.play('Magic Broom - Bucket Brigade');
    t.yes();
    expect(t.zone('Dragon Fire')).toBe('deck');
  });

  it('Maleficent - Sorceress: Cast My Spell! may draw', () => {
    const t = scenario({ players: [{ hand: ['Maleficent - Sorceress'], ink: 3 }, {}] });
    t.play('Maleficent - Sorceress');
    t.yes();
    expect(t.count('hand', 0)).toBe(1);
  });

  it('Marshmallow - Persistent Guardian: Durable returns him when banished in a challenge', () => {
    const t = scenario({
      players: [
        { play: [{ name: 'Marshmallow - Persistent Guardian', exerted: true }] },
        { play: ['Maui - Demigod'] },
      ],
      active: 1,
    });
    t.challenge('Maui - Demigod', 'Marshmallow - Persistent Guardian');
    t.yes();
    expect(t.zone('Marshmallow - Persistent Guardian')).toBe('hand');
  });

  it('Mickey Mouse - Wayward Sorcerer: Animate Broom discounts Brooms; Ceaseless Worker returns them', () => {
    const t = scenario({
      players: [
        {
          play: ['Mickey Mouse - Wayward Sorcerer', 'Magic Broom - Bucket Brigade'],
          hand: ['Magic Broom - Bucket Brigade'],
          ink: 1,
        },
        { play: [{ name: 'Maui - Demigod', exerted: true }] },
      ],
    });
    const veteran = t.idIn('play', 'Magic Broom - Bucket Brigade', 0);
    t.play('Magic Broom - Bucket Brigade'); // 2 - 1 = 1 ink
    t.declineAll();
    t.challenge(veteran, 'Maui - Demigod');
    t.yes();
    expect(t.zone(veteran)).toBe('hand');
  });

  it('Pascal - Rapunzel’s Companion: Camouflage gives Evasive with another character', () => {
    const t = scenario({ players: [{ play: ["Pascal - Rapunzel's Companion", 'Stitch - New Dog'] }, {}] });
    expect(t.has("Pascal - Rapunzel's Companion", 'kw.evasive')).toBe(true);
  });

  it('Rafiki - Mysterious Sage: Rush challenges the turn he is played', () => {
    const t = scenario({
      players: [
        { hand: ['Rafiki - Mysterious Sage'], ink: 3 },
        { play: [{ name: 'Stitch - New Dog', exerted: true }] },
      ],
    });
    t.play('Rafiki - Mysterious Sage');
    expect(t.can('challenge', 'Rafiki - Mysterious Sage')).toBe(true);
    expect(t.can('quest', 'Rafiki - Mysterious Sage')).toBe(false);
  });

  it('Tinker Bell - Peter Pan’s Ally: Evasive, and Peter Pans gain Challenger +1', () => {
    const t = scenario({
      players: [{ play: ["Tinker Bell - Peter Pan's Ally", 'Peter Pan - Never Landing'] }, {}],
    });
    expect(t.has("Tinker Bell - Peter Pan's Ally", 'kw.evasive')).toBe(true);
    expect(t.ctx.stat(t.id('Peter Pan - Never Landing'), 'kw.challenger')).toBe(1);
  });

  it('Yzma - Alchemist: You’re Excused puts the top card on the bottom (or back)', () => {
    const t = scenario({
      players: [{ play: ['Yzma - Alchemist'], deck: ['Maui - Demigod', 'Stitch - New Dog'] }, {}],
    });
    t.quest('Yzma - Alchemist');
    t.answer();
    expect(t.names('deck', 0)[0]).toBe('Stitch - New Dog');
    expect(t.names('deck', 0).at(-1)).toBe('Maui - Demigod');
  });

  it('Friends on the Other Side: draws 2', () => {
    const t = scenario({ players: [{ hand: ['Friends on the Other Side'], ink: 3 }, {}] });
    t.play('Friends on the Other Side');
    expect(t.count('hand', 0)).toBe(2);
  });

  it('Reflection: reorders the top 3 cards', () => {
    const t = scenario({
      players: [{ hand: ['Reflection'], ink: 1, deck: ['Stitch - New Dog', 'Maui - Demigod', 'Smash'] }, {}],
    });
    t.play('Reflection');
    t.choose('Smash');
    t.choose('Maui - Demigod');
    expect(t.names('deck', 0).slice(0, 3)).toEqual(['Smash', 'Maui - Demigod', 'Stitch - New Dog']);
  });
});
