/** Each card's ability from sets 4–11 (cards named by CR 2.0.0 examples), through the public API. */
import { describe, expect, it } from 'vitest';
import { scenario } from '../testing/scenario.js';

describe('Ursula’s Return (set 4)', () => {
  it('Look at This Family: Sing Together 7 — two characters with total cost 7 sing it', () => {
    const t = scenario({ players: [{ play: ['Maui - Demigod'], hand: ['Look at This Family'] }, {}] });
    t.play('Look at This Family', { singer: 'Maui - Demigod' });
    t.declineAll();
    const u = scenario({
      players: [
        { play: ['Ariel - On Human Legs', 'Aladdin - Street Rat'], hand: ['Look at This Family'] },
        {},
      ],
    });
    expect(u.can('play', 'Look at This Family', { mode: 'singTogether' })).toBe(false);
    const v = scenario({
      players: [
        { play: ['Cinderella - Gentle and Kind', 'Aladdin - Street Rat'], hand: ['Look at This Family'] },
        {},
      ],
    });
    v.play('Look at This Family', { mode: 'singTogether' });
    v.declineAll();
    expect(v.exerted('Cinderella - Gentle and Kind')).toBe(true);
    expect(v.exerted('Aladdin - Street Rat')).toBe(true);
  });

  it('Bruno Madrigal - Undetected Uncle: Evasive; You Just Have to See It', () => {
    const t = scenario({
      players: [{ play: ['Bruno Madrigal - Undetected Uncle'], deck: ['Stitch - New Dog'] }, {}],
    });
    expect(t.has('Bruno Madrigal - Undetected Uncle', 'kw.evasive')).toBe(true);
    t.activate('Bruno Madrigal - Undetected Uncle');
    t.answer('Stitch');
    expect(t.lore(0)).toBe(3);
  });

  it('Flotsam & Jetsam - Entangling Eels: Shift by discarding 2 cards onto Flotsam or Jetsam', () => {
    const t = scenario({
      players: [
        {
          play: ["Jetsam - Ursula's Spy"],
          hand: ['Flotsam & Jetsam - Entangling Eels', 'Smash', 'Ransack', 'Dragon Fire'],
        },
        {},
      ],
    });
    t.play('Flotsam & Jetsam - Entangling Eels', { onto: "Jetsam - Ursula's Spy" });
    t.choose('Smash', 'Ransack');
    expect(t.zone('Flotsam & Jetsam - Entangling Eels')).toBe('play');
    expect(t.names('discard', 0).sort()).toEqual(['Ransack', 'Smash']);
  });

  it('Megara - Captivating Cynic: Shady Deal — discard a card or banish her', () => {
    const t = scenario({ players: [{ hand: ['Megara - Captivating Cynic', 'Smash'], ink: 3 }, {}] });
    t.play('Megara - Captivating Cynic');
    t.answer('1');
    expect(t.zone('Megara - Captivating Cynic')).toBe('discard');
    expect(t.zone('Smash')).toBe('hand');
  });

  it('Dodge!: CR 6.4.2 Ward and Evasive that last until your next turn', () => {
    const t = scenario({ players: [{ play: ['Stitch - New Dog'], hand: ['Dodge!'], ink: 2 }, {}] });
    t.play('Dodge!');
    expect(t.has('Stitch - New Dog', 'kw.evasive')).toBe(true);
  });

  it('Under the Sea: opposing characters with 2 Strength or less go to the bottom of their decks', () => {
    const t = scenario({
      players: [{ hand: ['Under the Sea'], ink: 8 }, { play: ['Stitch - New Dog', 'Maui - Demigod'] }],
    });
    t.play('Under the Sea');
    expect(t.zone('Stitch - New Dog')).toBe('deck');
    expect(t.zone('Maui - Demigod')).toBe('play');
  });

  it('Snuggly Duckling - Disreputable Pub: Routine Ruckus', () => {
    const t = scenario({
      players: [
        {
          play: [
            'Snuggly Duckling - Disreputable Pub',
            { name: 'Scar - Fiery Usurper', at: 'Snuggly Duckling - Disreputable Pub' },
          ],
        },
        { play: [{ name: 'Stitch - New Dog', exerted: true }] },
      ],
    });
    t.challenge('Scar - Fiery Usurper', 'Stitch - New Dog');
    expect(t.lore(0)).toBe(1);
  });

  it('Triton - Young Prince: Superior Swimmer; Keeper of Atlantica inks your banished locations', () => {
    const t = scenario({
      players: [
        { play: ['Triton - Young Prince', 'Pride Lands - Jungle Oasis'] },
        { play: ['Maui - Demigod'] },
      ],
      active: 1,
    });
    t.challenge('Maui - Demigod', 'Pride Lands - Jungle Oasis');
    t.yes();
    expect(t.zone('Pride Lands - Jungle Oasis')).toBe('inkwell');
  });

  it('LeFou - Opportunistic Flunky: I Learned from the Best', () => {
    const t = scenario({
      players: [
        { play: ['Maui - Demigod'], hand: ['LeFou - Opportunistic Flunky'] },
        { play: [{ name: 'Stitch - New Dog', exerted: true }] },
      ],
    });
    t.challenge('Maui - Demigod', 'Stitch - New Dog');
    t.play('LeFou - Opportunistic Flunky', { mode: 'free' });
    expect(t.zone('LeFou - Opportunistic Flunky')).toBe('play');
  });

  it('Thebes - The Big Olive: If You Can Make It Here...', () => {
    const t = scenario({
      players: [
        { play: ['Thebes - The Big Olive', { name: 'Maui - Demigod', at: 'Thebes - The Big Olive' }] },
        { play: [{ name: 'Stitch - New Dog', exerted: true }] },
      ],
    });
    t.challenge('Maui - Demigod', 'Stitch - New Dog');
    expect(t.lore(0)).toBe(2);
  });
});

describe('Shimmering Skies (set 5)', () => {
  const oasis = {
    play: [
      'Pride Lands - Jungle Oasis',
      { name: 'Stitch - New Dog', at: 'Pride Lands - Jungle Oasis' },
      { name: 'Olaf - Friendly Snowman', at: 'Pride Lands - Jungle Oasis' },
    ],
    discard: ['Maui - Demigod'],
  };

  it('Pride Lands - Jungle Oasis: Our Humble Home needs 3 characters here', () => {
    const t = scenario({ players: [oasis, {}] });
    expect(t.can('activate', 'Pride Lands - Jungle Oasis')).toBe(false);
  });

  it('Donald Duck - Pie Slinger: Shift 4; Humble Pie when shifted; Raging Duck', () => {
    const t = scenario({
      players: [
        { play: ['Donald Duck - Boisterous Fowl'], hand: ['Donald Duck - Pie Slinger'], ink: 4 },
        { lore: 10 },
      ],
    });
    t.play('Donald Duck - Pie Slinger', { onto: 'Donald Duck - Boisterous Fowl' });
    expect(t.lore(1)).toBe(8);
    const u = scenario({ players: [{ play: ['Donald Duck - Pie Slinger'] }, { lore: 10 }] });
    expect(u.strength('Donald Duck - Pie Slinger')).toBe(9);
  });

  it('Taffyta Muttonfudge - Sour Speedster: Shift 2; New Roster', () => {
    const t = scenario({
      players: [{ play: ['Taffyta Muttonfudge - Sour Speedster', 'Thebes - The Big Olive'], ink: 1 }, {}],
    });
    t.move('Taffyta Muttonfudge - Sour Speedster', 'Thebes - The Big Olive');
    expect(t.lore(0)).toBe(2);
  });

  it('Sleepy - Sluggish Knight: Bodyguard', () => {
    const t = scenario({ players: [{ hand: ['Sleepy - Sluggish Knight'], ink: 2 }, {}] });
    t.play('Sleepy - Sluggish Knight');
    t.yes();
    expect(t.exerted('Sleepy - Sluggish Knight')).toBe(true);
  });

  it('Pete - Games Referee: Blow the Whistle', () => {
    const t = scenario({
      players: [
        { hand: ['Pete - Games Referee'], ink: 3 },
        { hand: ['Fire the Cannons!'], ink: 1 },
      ],
    });
    t.play('Pete - Games Referee');
    t.endTurn();
    expect(t.can('play', 'Fire the Cannons!')).toBe(false);
    t.endTurn();
    t.endTurn();
    expect(t.can('play', 'Fire the Cannons!')).toBe(true);
  });

  it('Seven Dwarfs’ Mine - Secure Fortress: Mountain Defense, the first time each turn', () => {
    const t = scenario({
      players: [
        {
          play: ["Seven Dwarfs' Mine - Secure Fortress", 'Stitch - New Dog', 'Olaf - Friendly Snowman'],
          ink: 4,
        },
        { play: ['Maui - Demigod'] },
      ],
    });
    t.move('Stitch - New Dog', "Seven Dwarfs' Mine - Secure Fortress");
    t.yes();
    t.choose('Maui - Demigod');
    expect(t.damage('Maui - Demigod')).toBe(1);
    t.move('Olaf - Friendly Snowman', "Seven Dwarfs' Mine - Secure Fortress");
    expect(t.decision).toBe(null);
  });
});

describe('Azurite Sea, Archazia’s Island, Reign of Jafar (sets 6–8)', () => {
  it('Lilo - Escape Artist: No Place I’d Rather Be', () => {
    const t = scenario({ players: [{ discard: ['Lilo - Escape Artist'], ink: 2 }, {}], active: 1 });
    t.endTurn();
    t.yes();
    expect(t.zone('Lilo - Escape Artist')).toBe('play');
  });

  it('Good Job!: +1 Lore this turn', () => {
    const t = scenario({ players: [{ play: ['Stitch - New Dog'], hand: ['Good Job!'], ink: 1 }, {}] });
    t.play('Good Job!');
    t.quest('Stitch - New Dog');
    expect(t.lore(0)).toBe(2);
  });

  it('Gadget Hackwrench - Brilliant Bosun: Shift 4; Mechanically Savvy', () => {
    const t = scenario({
      players: [
        {
          play: ['Gadget Hackwrench - Brilliant Bosun', 'Dinglehopper', 'Dinglehopper', 'Dinglehopper'],
          hand: ['Yokai - Scientific Supervillain'],
          ink: 8,
        },
        {},
      ],
    });
    t.play('Yokai - Scientific Supervillain');
    expect(t.count('inkwell', 0) - t.ctx.cards('inkwell', 0).filter((c) => t.ctx.card(c).tapped).length).toBe(
      0,
    );
  });

  it('Yokai - Scientific Supervillain: Neurotransmitter; Technical Gain', () => {
    const t = scenario({
      players: [
        { play: ['Yokai - Scientific Supervillain'], hand: ['Microbots'] },
        { play: ['Cheshire Cat - Not All There'] },
      ],
    });
    t.play('Microbots', { mode: 'free' });
    t.declineAll();
    t.quest('Yokai - Scientific Supervillain');
    expect(t.count('hand', 0)).toBe(1);
  });

  it('Microbots: Limitless Applications; Inspired Tech counts your Microbots', () => {
    const t = scenario({
      players: [
        { play: ['Microbots', 'Microbots'], hand: ['Microbots'], ink: 2 },
        { play: ['Maui - Demigod'] },
      ],
    });
    t.play('Microbots');
    expect(t.strength('Maui - Demigod')).toBe(5);
  });

  it('Desperate Plan: CR 6.2.4 an empty hand refills to 3', () => {
    const t = scenario({ players: [{ hand: ['Desperate Plan'], ink: 3 }, {}] });
    t.play('Desperate Plan');
    expect(t.count('hand', 0)).toBe(3);
  });

  it('Desperate Plan: CR 6.2.4 otherwise a chosen number of discards, then as many draws', () => {
    const plan = () =>
      scenario({
        players: [{ hand: ['Desperate Plan', 'Smash', 'Stitch - New Dog', 'Maui - Demigod'], ink: 3 }, {}],
      });
    const t = plan();
    t.play('Desperate Plan');
    expect(t.decision?.min).toBe(0);
    t.choose('Smash', 'Stitch - New Dog');
    expect(t.names('discard', 0)).toEqual(expect.arrayContaining(['Smash', 'Stitch - New Dog']));
    expect(t.count('hand', 0)).toBe(3);
    expect(t.names('hand', 0)).toContain('Maui - Demigod');
    const none = plan();
    none.play('Desperate Plan');
    none.answer();
    expect(none.names('hand', 0).sort()).toEqual(['Maui - Demigod', 'Smash', 'Stitch - New Dog']);
  });

  it('Ink Geyser: every inkwell is exerted, then inkwells over 3 cards go back to hand at random down to 3', () => {
    const geyser = () => {
      const t = scenario({ players: [{ hand: ['Ink Geyser'], ink: 7 }, { ink: 5 }] });
      const hands = [t.count('hand', 0), t.count('hand', 1)];
      t.play('Ink Geyser');
      return { t, hands };
    };
    const { t, hands } = geyser();
    expect([t.count('inkwell', 0), t.count('inkwell', 1)]).toEqual([3, 3]);
    // Ink Geyser left P1's hand; 4 and 2 ink cards came back.
    expect([t.count('hand', 0), t.count('hand', 1)]).toEqual([hands[0] - 1 + 4, hands[1] + 2]);
    for (const p of [0, 1])
      for (const c of t.game.ctx.cards('inkwell', p)) expect(t.game.state.cards[c].tapped).toBe(true);
    // At random, from the game's seeded generator: the same game returns the same cards.
    expect(geyser().t.names('hand', 1)).toEqual(t.names('hand', 1));
  });

  it('Ink Geyser: an inkwell of 3 or fewer cards is only exerted', () => {
    const t = scenario({ players: [{ hand: ['Ink Geyser'], ink: 3 }, { ink: 2 }] });
    t.play('Ink Geyser');
    expect([t.count('inkwell', 0), t.count('inkwell', 1)]).toEqual([3, 2]);
    expect(t.game.ctx.cards('inkwell', 1).every((c) => t.game.state.cards[c].tapped)).toBe(true);
  });

  it('Perdita - Playful Mother: Who’s Next?; Don’t Be Afraid gives Puppies Ward', () => {
    const t = scenario({
      players: [{ play: ['Perdita - Playful Mother', 'Rolly - Hungry Pup', 'Stitch - New Dog'] }, {}],
    });
    expect(t.has('Rolly - Hungry Pup', 'kw.ward')).toBe(true);
    expect(t.has('Stitch - New Dog', 'kw.ward')).toBe(false);
  });

  it('Restoring Atlantis: CR 4.6 your characters are safe from challenges until your next turn', () => {
    const t = scenario({
      players: [
        { play: [{ name: 'Stitch - New Dog', exerted: true }], hand: ['Restoring Atlantis'], ink: 5 },
        { play: ['Maui - Demigod'] },
      ],
    });
    t.play('Restoring Atlantis');
    t.endTurn();
    expect(t.can('challenge')).toBe(false);
  });

  it('Candy Drift: draw, +5 Strength, banished at end of turn', () => {
    const t = scenario({ players: [{ play: ['Maui - Demigod'], hand: ['Candy Drift'], ink: 2 }, {}] });
    t.play('Candy Drift');
    t.endTurn();
    expect(t.zone('Maui - Demigod')).toBe('discard');
  });

  it('Arthur - Determined Squire: No More Books', () => {
    const t = scenario({ players: [{ play: ['Arthur - Determined Squire'] }, {}], active: 1 });
    t.endTurn();
    expect(t.count('hand', 0)).toBe(0);
  });
});

describe('Whispers in the Well, Winterspell (sets 10–11)', () => {
  it('Rapunzel - Ready for Adventure: Support; Act of Kindness', () => {
    const t = scenario({
      players: [
        { play: ['Rapunzel - Ready for Adventure', 'Stitch - New Dog'] },
        { hand: ['Fire the Cannons!'], ink: 1 },
      ],
    });
    t.quest('Rapunzel - Ready for Adventure');
    t.choose('Stitch - New Dog');
    t.endTurn();
    t.play('Fire the Cannons!');
    t.choose('Stitch - New Dog');
    expect(t.zone('Stitch - New Dog')).toBe('play');
    expect(t.damage('Stitch - New Dog')).toBe(0);
  });

  it('Get to Safety!: plays a location from the discard for free', () => {
    const t = scenario({
      players: [{ hand: ['Get to Safety!'], discard: ['Thebes - The Big Olive'], ink: 1 }, {}],
    });
    t.play('Get to Safety!');
    expect(t.zone('Thebes - The Big Olive')).toBe('play');
    expect(t.count('hand', 0)).toBe(0);
  });

  it('Sleepy Hollow - The Bridge: Head for the Bridge!', () => {
    const t = scenario({
      players: [
        {
          play: [
            'Sleepy Hollow - The Bridge',
            { name: 'Stitch - New Dog', at: 'Sleepy Hollow - The Bridge' },
          ],
        },
        {},
      ],
    });
    t.quest('Stitch - New Dog');
    t.yes();
    expect(t.zone('Sleepy Hollow - The Bridge')).toBe('discard');
    expect(t.lore(0)).toBe(3);
    expect(t.has('Stitch - New Dog', 'kw.evasive')).toBe(true);
  });

  it('Chernabog - Unnatural Force: Dark Dance may be declined', () => {
    const t = scenario({
      players: [{ hand: ['Chernabog - Unnatural Force'], ink: 5 }, { play: ['Maui - Demigod'] }],
    });
    t.play('Chernabog - Unnatural Force');
    t.no();
    expect(t.zone('Maui - Demigod')).toBe('play');
  });

  it('Elisa Maza - Transformed Gargoyle: Forever Strong; Stone by Day', () => {
    const t = scenario({
      players: [
        {
          play: [{ name: 'Elisa Maza - Transformed Gargoyle', exerted: true }],
          hand: ['Smash', 'Ransack', 'Stampede'],
        },
        {},
      ],
      active: 1,
    });
    t.endTurn();
    expect(t.exerted('Elisa Maza - Transformed Gargoyle')).toBe(true);
  });
});
