/** Each Into the Inklands card's ability, through the public API. */
import { apply, legalActions } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { readyInk } from '../../engine/state/board.js';
import { describeAction } from '../../log.js';
import { scenario } from '../../testing/scenario.js';

describe('Into the Inklands', () => {
  it('Kida - Protector of Atlantis: Shift 3; Perhaps We Can Save Our Future gives all characters -3', () => {
    const t = scenario({
      players: [{ hand: ['Kida - Protector of Atlantis'], ink: 5 }, { play: ['Maui - Demigod'] }],
    });
    t.play('Kida - Protector of Atlantis');
    expect(t.strength('Maui - Demigod')).toBe(5);
    t.endTurn();
    expect(t.strength('Maui - Demigod')).toBe(5);
    t.endTurn();
    expect(t.strength('Maui - Demigod')).toBe(8);
  });

  it('Lucky - The 15th Puppy: Good as New takes cheap characters; Puppy Love with 4 others', () => {
    const t = scenario({
      players: [
        {
          play: [
            'Lucky - The 15th Puppy',
            'Stitch - New Dog',
            'Olaf - Friendly Snowman',
            'Flounder - Voice of Reason',
            "Goons - Maleficent's Underlings",
          ],
          deck: ['Minnie Mouse - Beloved Princess', 'Maui - Demigod', 'Sergeant Tibbs - Courageous Cat'],
        },
        {},
      ],
    });
    t.quest('Lucky - The 15th Puppy');
    expect(t.loreValue('Stitch - New Dog')).toBe(2);
    t.endTurn();
    t.endTurn();
    t.activate('Lucky - The 15th Puppy'); // Minnie was drawn; the top 3 are Maui, Sergeant Tibbs and a filler
    expect(t.decision?.options.map((c) => t.ctx.cardDef(c as number).name)).toEqual([
      'Sergeant Tibbs - Courageous Cat',
    ]);
  });

  it('Rolly - Hungry Pup: Support', () => {
    const t = scenario({ players: [{ play: ['Rolly - Hungry Pup', 'Stitch - New Dog'] }, {}] });
    t.quest('Rolly - Hungry Pup');
    t.choose('Stitch - New Dog');
    expect(t.strength('Stitch - New Dog')).toBe(2 + t.strength('Rolly - Hungry Pup'));
  });

  it('Pride Lands - Pride Rock: We Are All Connected; Lion Home discounts characters with royalty here', () => {
    const t = scenario({
      players: [
        {
          play: [
            'Pride Lands - Pride Rock',
            { name: 'Simba - Rightful Heir', at: 'Pride Lands - Pride Rock' },
          ],
          hand: ['Stitch - New Dog'],
        },
        {},
      ],
    });
    expect(t.willpower('Simba - Rightful Heir')).toBe(7);
    t.play('Stitch - New Dog');
    expect(t.zone('Stitch - New Dog')).toBe('play');
  });

  it('Jafar - Striking Illusionist: Shift 5, Evasive; Power Beyond Measure', () => {
    const t = scenario({
      players: [
        {
          play: [{ name: 'Jafar - Striking Illusionist', exerted: true }],
          hand: ['Develop Your Brain'],
          ink: 1,
        },
        {},
      ],
    });
    expect(t.has('Jafar - Striking Illusionist', 'kw.evasive')).toBe(true);
    t.play('Develop Your Brain');
    t.answer(t.decision!.options[0]);
    expect(t.lore(0)).toBe(0); // putting into hand is not drawing (CR 1.12.3)
  });

  it('Rafiki - Mystical Fighter: Challenger +3; Ancient Skills against Hyenas', () => {
    const t = scenario({
      players: [
        { play: ['Rafiki - Mystical Fighter'] },
        { play: [{ name: 'Stitch - New Dog', exerted: true }] },
      ],
    });
    t.challenge('Rafiki - Mystical Fighter', 'Stitch - New Dog');
    expect(t.zone('Stitch - New Dog')).toBe('discard');
    expect(t.zone('Rafiki - Mystical Fighter')).toBe('discard');
  });

  it('The Sorcerer’s Hat: Incredible Energy takes the named card', () => {
    const t = scenario({ players: [{ play: ["The Sorcerer's Hat"], ink: 1, deck: ['Maui - Demigod'] }, {}] });
    t.activate("The Sorcerer's Hat");
    t.answer('Maui');
    expect(t.zone('Maui - Demigod')).toBe('hand');
  });

  it('Cursed Merfolk - Ursula’s Handiwork: Poor Souls', () => {
    const t = scenario({
      players: [
        { play: ['Maui - Demigod'], hand: ['Smash'] },
        { play: [{ name: "Cursed Merfolk - Ursula's Handiwork", exerted: true }] },
      ],
    });
    t.challenge('Maui - Demigod', "Cursed Merfolk - Ursula's Handiwork");
    expect(t.zone('Smash')).toBe('discard');
  });

  it('Lyle Tiberius Rourke - Cunning Mercenary: Well, Now You Know; Thanks for Volunteering', () => {
    const t = scenario({
      players: [
        { play: ['Stitch - New Dog'], hand: ['Lyle Tiberius Rourke - Cunning Mercenary'], ink: 3 },
        { play: ['Maui - Demigod'], hand: ['Fire the Cannons!'], ink: 1, lore: 3 },
      ],
    });
    t.play('Lyle Tiberius Rourke - Cunning Mercenary');
    t.endTurn();
    expect(t.has('Maui - Demigod', 'kw.reckless')).toBe(true);
    t.play('Fire the Cannons!');
    t.choose('Stitch - New Dog');
    expect(t.lore(1)).toBe(2);
  });

  it('Shenzi - Hyena Pack Leader: I’ll Handle This; What’s the Hurry? at a location', () => {
    const t = scenario({
      players: [
        {
          play: [
            "De Vil Manor - Cruella's Estate",
            { name: 'Shenzi - Hyena Pack Leader', at: "De Vil Manor - Cruella's Estate" },
          ],
        },
        { play: [{ name: 'Stitch - New Dog', exerted: true }] },
      ],
    });
    t.challenge('Shenzi - Hyena Pack Leader', 'Stitch - New Dog');
    t.yes();
    expect(t.count('hand', 0)).toBe(1);
    expect(t.zone('Stitch - New Dog')).toBe('discard');
  });

  it('Ursula - Deceiver of All: What a Deal replays the song she sings', () => {
    const t = scenario({
      players: [
        {
          play: ['Ursula - Deceiver of All'],
          hand: ['Fire the Cannons!', 'Part of Your World'],
          discard: ['Maui - Demigod', 'Stitch - New Dog'],
        },
        {},
      ],
    });
    t.play('Part of Your World', { singer: 'Ursula - Deceiver of All' });
    t.choose('Maui - Demigod');
    t.yes();
    expect(t.zone('Stitch - New Dog')).toBe('hand');
  });

  it('Jim Hawkins - Space Traveler: This Is It! plays a location for free; Take the Helm moves him there', () => {
    const t = scenario({
      players: [{ hand: ['Jim Hawkins - Space Traveler', 'Thebes - The Big Olive'], ink: 5 }, {}],
    });
    t.play('Jim Hawkins - Space Traveler');
    t.yes();
    t.yes();
    expect(t.at('Jim Hawkins - Space Traveler')).toBe(t.id('Thebes - The Big Olive'));
  });

  it('Peter Pan - Never Land Hero: Rush; Over Here, Tink gives +2 with Tinker Bell', () => {
    const t = scenario({
      players: [{ play: ['Peter Pan - Never Land Hero', 'Tinker Bell - Tiny Tactician'] }, {}],
    });
    expect(t.strength('Peter Pan - Never Land Hero')).toBe(3);
  });

  it('Dewey - Showy Nephew: Support', () => {
    const t = scenario({ players: [{ play: ['Dewey - Showy Nephew', 'Stitch - New Dog'] }, {}] });
    t.quest('Dewey - Showy Nephew');
    t.choose('Stitch - New Dog');
    expect(t.strength('Stitch - New Dog')).toBe(2 + t.strength('Dewey - Showy Nephew'));
  });

  it('Huey - Savvy Nephew: Three Nephews needs Dewey and Louie', () => {
    const t = scenario({ players: [{ play: ['Huey - Savvy Nephew', 'Dewey - Showy Nephew'] }, {}] });
    t.quest('Huey - Savvy Nephew');
    t.declineAll();
    expect(t.count('hand', 0)).toBe(0);
  });

  it('Louie - Chill Nephew: Support', () => {
    const t = scenario({ players: [{ play: ['Louie - Chill Nephew', 'Stitch - New Dog'] }, {}] });
    t.quest('Louie - Chill Nephew');
    t.choose('Stitch - New Dog');
    expect(t.strength('Stitch - New Dog')).toBe(2 + t.strength('Louie - Chill Nephew'));
  });

  it('Tinker Bell - Very Clever Fairy: I Can Use That inks your banished items', () => {
    const t = scenario({
      players: [{ play: ['Tinker Bell - Very Clever Fairy', 'Magic Golden Flower'] }, {}],
    });
    t.activate('Magic Golden Flower');
    t.yes();
    expect(t.zone('Magic Golden Flower')).toBe('inkwell');
  });

  it('Hydra - Deadly Serpent: Watch the Teeth deals the damage it was dealt to a chosen opposing character', () => {
    const t = scenario({
      players: [
        { hand: ['Fire the Cannons!'], ink: 1, play: ['Maui - Demigod', 'Stitch - New Dog'] },
        { play: ['Hydra - Deadly Serpent'] },
      ],
    });
    t.play('Fire the Cannons!');
    t.choose('Hydra - Deadly Serpent');
    expect(t.damage('Hydra - Deadly Serpent')).toBe(2);
    // Hydra's player chooses among the active player's characters.
    expect(t.decision?.player).toBe(1);
    t.choose('Maui - Demigod');
    expect(t.damage('Maui - Demigod')).toBe(2);
    expect(t.damage('Stitch - New Dog')).toBe(0);
  });

  it('Hydra - Deadly Serpent: Watch the Teeth still resolves when the damage banishes Hydra', () => {
    const t = scenario({
      players: [
        { play: ['Maui - Demigod', 'Stitch - New Dog'] },
        { play: [{ name: 'Hydra - Deadly Serpent', exerted: true }] },
      ],
    });
    t.challenge('Maui - Demigod', 'Hydra - Deadly Serpent');
    expect(t.zone('Hydra - Deadly Serpent')).toBe('discard');
    // Maui took 6 in the challenge; Hydra took 8, so Watch the Teeth deals 8 more.
    expect(t.decision?.player).toBe(1);
    t.choose('Maui - Demigod');
    expect(t.zone('Maui - Demigod')).toBe('discard');
    expect(t.zone('Stitch - New Dog')).toBe('play');
  });

  it('Gramma Tala - Spirit of the Ocean: Do You Know Who You Are? gains lore for each card put into your inkwell', () => {
    const t = scenario({
      players: [
        {
          play: ['Gramma Tala - Spirit of the Ocean', 'Fishbone Quill'],
          hand: ['Stitch - New Dog', 'Olaf - Friendly Snowman'],
        },
        { hand: ['Maui - Demigod'] },
      ],
    });
    t.ink('Stitch - New Dog');
    expect(t.lore(0)).toBe(1);
    // An effect putting a card into the inkwell counts too (CR 4.2.3.2).
    t.activate('Fishbone Quill');
    if (t.decision) t.choose('Olaf - Friendly Snowman');
    expect(t.zone('Olaf - Friendly Snowman')).toBe('inkwell');
    expect(t.lore(0)).toBe(2);
    // An opponent's inkwell is not yours.
    t.endTurn();
    t.ink('Maui - Demigod');
    expect(t.lore(0)).toBe(2);
  });

  it("Maui's Fish Hook: Shapeshift for 2 ink, or for free (exert only) while you have a Maui (CR 1.5.5.4)", () => {
    const hook = (withMaui: boolean) =>
      scenario({
        players: [
          { play: ["Maui's Fish Hook", 'Stitch - New Dog', ...(withMaui ? ['Maui - Demigod'] : [])], ink: 2 },
          {},
        ],
      });
    const uses = (t: ReturnType<typeof hook>) =>
      legalActions(t.game).filter((a) => a.type === 'activate' && a.card === t.id("Maui's Fish Hook"));
    // Without a Maui only the paid use exists.
    expect(uses(hook(false)).map((a) => a.free === true)).toEqual([false]);
    const t = hook(true);
    const free = uses(t).find((a) => a.free === true)!;
    expect(free).toBeDefined();
    expect(describeAction(t.game, free)).toContain('Shapeshift for free');
    apply(t.game, free);
    t.answer('1'); // +3 Strength this turn
    t.choose('Stitch - New Dog');
    expect(t.strength('Stitch - New Dog')).toBe(5);
    expect(t.exerted("Maui's Fish Hook")).toBe(true);
    expect(readyInk(t.game.ctx, 0)).toBe(2);
  });

  it("Maui's Fish Hook: paid Shapeshift gives Evasive until the start of your next turn", () => {
    const t = scenario({ players: [{ play: ["Maui's Fish Hook", 'Stitch - New Dog'], ink: 2 }, {}] });
    t.activate("Maui's Fish Hook");
    t.answer('0'); // the only character is chosen without a question
    expect(t.has('Stitch - New Dog', 'kw.evasive')).toBe(true);
    expect(readyInk(t.game.ctx, 0)).toBe(0);
  });

  it('Lucky Dime: Number One gains lore equal to a character’s Lore', () => {
    const t = scenario({
      players: [{ play: ['Lucky Dime', 'Maui - Demigod', 'Stitch - New Dog'], ink: 2 }, {}],
    });
    t.activate('Lucky Dime');
    t.choose('Maui - Demigod');
    expect(t.lore(0)).toBe(3);
  });
});
