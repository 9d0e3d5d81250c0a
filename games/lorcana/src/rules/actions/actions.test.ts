/** Turn actions (CR 4) and resolving (CR 5–7), by rule number. */
import { IllegalActionError } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { scenario } from '../../testing/scenario.js';

describe('CR 4 turn actions', () => {
  it('CR 4.2.1.1 only cards with the inkwell symbol can be inked; CR 4.2.3 once per turn', () => {
    const t = scenario({
      players: [{ hand: ['Be Prepared', 'Stitch - New Dog', 'Olaf - Friendly Snowman'] }, {}],
    });
    expect(t.can('ink', 'Be Prepared')).toBe(false);
    t.ink('Stitch - New Dog');
    expect(t.can('ink', 'Olaf - Friendly Snowman')).toBe(false);
  });

  it('CR 4.3.2.4 playing a card exerts ink equal to its cost', () => {
    const t = scenario({ players: [{ hand: ['Maui - Demigod'], ink: 9 }, {}] });
    t.play('Maui - Demigod');
    expect(t.ctx.cards('inkwell', 0).filter((c) => t.ctx.card(c).tapped)).toHaveLength(8);
  });

  it('CR 4.3.2 only the active player plays cards', () => {
    const t = scenario({ players: [{ ink: 1 }, { hand: ['Fire the Cannons!'], ink: 1 }] });
    expect(() => t.act({ type: 'play', player: 1, card: t.id('Fire the Cannons!'), mode: 'ink' })).toThrow(
      IllegalActionError,
    );
  });

  it('CR 4.4.2 a character’s exert ability needs it dry; CR 5.5.4 an item’s works the turn it is played', () => {
    const t = scenario({ players: [{ hand: ['Iago - Loud-Mouthed Parrot', 'Dinglehopper'], ink: 4 }, {}] });
    t.play('Iago - Loud-Mouthed Parrot');
    t.play('Dinglehopper');
    expect(t.can('activate', 'Iago - Loud-Mouthed Parrot')).toBe(false);
    expect(t.can('activate', 'Dinglehopper')).toBe(true);
  });

  it('CR 4.5.1.2 a drying character can’t quest; CR 4.5.1.4 questing gains its Lore', () => {
    const t = scenario({
      players: [{ play: ['Maui - Demigod', { name: 'Stitch - New Dog', drying: true }] }, {}],
    });
    expect(t.can('quest', 'Stitch - New Dog')).toBe(false);
    t.quest('Maui - Demigod');
    expect(t.lore(0)).toBe(3);
  });

  it('CR 4.6.4.1 the challenger must be dry and ready; CR 4.6.4.2 the challenged character exerted', () => {
    const t = scenario({
      players: [
        {
          play: [
            'Maui - Demigod',
            { name: 'Sven - Official Ice Deliverer', drying: true },
            { name: 'Horace - No-Good Scoundrel', exerted: true },
          ],
        },
        { play: ['Stitch - New Dog', { name: 'Olaf - Friendly Snowman', exerted: true }] },
      ],
    });
    const pairs = t
      .legal()
      .filter((a) => a.type === 'challenge')
      .map((a) => [a.card, a.target]);
    expect(pairs).toEqual([[t.id('Maui - Demigod'), t.id('Olaf - Friendly Snowman')]]);
  });

  it('CR 4.6.8 locations can be challenged any time and deal no damage back (CR 4.6.8.3)', () => {
    const t = scenario({ players: [{ play: ['Stitch - New Dog'] }, { play: ['Thebes - The Big Olive'] }] });
    t.challenge('Stitch - New Dog', 'Thebes - The Big Olive');
    expect(t.damage('Thebes - The Big Olive')).toBe(2);
    expect(t.damage('Stitch - New Dog')).toBe(0);
  });

  it('CR 4.7.1 only your characters move, only to your locations; CR 4.7.3.2 paying the move cost', () => {
    const t = scenario({
      players: [
        { play: ['Stitch - New Dog', 'Pride Lands - Pride Rock'], ink: 1 },
        { play: ['Thebes - The Big Olive', 'Olaf - Friendly Snowman'] },
      ],
    });
    expect(t.can('move')).toBe(false);
    const u = scenario({
      players: [
        { play: ['Stitch - New Dog', 'Pride Lands - Pride Rock'], ink: 2 },
        { play: ['Thebes - The Big Olive'] },
      ],
    });
    expect(
      u
        .legal()
        .filter((a) => a.type === 'move')
        .map((a) => a.location),
    ).toEqual([u.id('Pride Lands - Pride Rock')]);
    u.move('Stitch - New Dog', 'Pride Lands - Pride Rock');
    expect(u.ctx.cards('inkwell', 0).every((c) => u.ctx.card(c).tapped)).toBe(true);
    expect(u.can('move')).toBe(false);
  });
});

describe('CR 5–7 cards, resolving and zones', () => {
  it('CR 5.1.1.11 a drying character can’t exert to sing', () => {
    const t = scenario({
      players: [
        { play: [{ name: 'Maui - Demigod', drying: true }], hand: ['Friends on the Other Side'] },
        {},
      ],
    });
    expect(t.can('play', 'Friends on the Other Side', { mode: 'sing' })).toBe(false);
  });

  it('CR 6.1.4 a “may” that is declined does nothing', () => {
    const t = scenario({ players: [{ hand: ['Maleficent - Sorceress'], ink: 3 }, {}] });
    t.play('Maleficent - Sorceress');
    t.no();
    expect(t.count('hand', 0)).toBe(0);
  });

  it('CR 7.1.6 a card that leaves play is a new card: its effects are gone', () => {
    const t = scenario({
      players: [{ play: ['Stitch - New Dog'], hand: ["He's Got a Sword!", 'Mother Knows Best'], ink: 4 }, {}],
    });
    t.play("He's Got a Sword!");
    t.play('Mother Knows Best'); // the only character: chosen without asking
    expect(t.zone('Stitch - New Dog')).toBe('hand');
    expect(t.ctx.stat(t.id('Stitch - New Dog'), 'strength')).toBe(2);
  });

  it('CR 7.7.4.2 the active player chooses the order of their own triggered abilities', () => {
    const t = scenario({
      players: [{ play: ['Huey - Savvy Nephew', 'Dewey - Showy Nephew', 'Louie - Chill Nephew'] }, {}],
    });
    t.quest('Huey - Savvy Nephew');
    expect(t.decision).toMatchObject({ player: 0, kind: 'options', rule: '7.7.4' });
  });
});

describe('CR 5 and 7 more', () => {
  it('CR 5.1.1.5 a card under another is not in play and can’t be chosen', () => {
    const t = scenario({
      players: [
        { hand: ['Dragon Fire'], ink: 5 },
        { play: [{ name: 'Aladdin - Heroic Outlaw', under: ['Aladdin - Street Rat'] }, 'Stitch - New Dog'] },
      ],
    });
    t.play('Dragon Fire');
    expect(t.decision?.options).toEqual([t.id('Aladdin - Heroic Outlaw'), t.id('Stitch - New Dog')]);
  });

  it('CR 5.4.4.2 a character with cost N or more can sing a song of cost N', () => {
    const t = scenario({
      players: [{ play: ['Mickey Mouse - True Friend'], hand: ['Part of Your World', 'Hakuna Matata'] }, {}],
    });
    expect(t.can('play', 'Part of Your World', { mode: 'sing' })).toBe(true);
    expect(t.can('play', 'Hakuna Matata', { mode: 'sing' })).toBe(false);
  });

  it('CR 7.5.6 an effect puts a card into the inkwell without the inkwell symbol, unrevealed', () => {
    const t = scenario({
      players: [{ hand: ['Mickey Mouse - Detective'], ink: 3, deck: ['Be Prepared'] }, {}],
    });
    t.play('Mickey Mouse - Detective');
    t.yes();
    expect(t.zone('Be Prepared')).toBe('inkwell');
    expect(t.events.some((e) => e.type === 'revealed')).toBe(false);
  });

  it('CR 6.1.7 a card played “for free” can’t use another alternate cost such as Shift', () => {
    const t = scenario({
      players: [
        {
          play: ['Donald Duck - Boisterous Fowl'],
          hand: ['Just in Time', 'Donald Duck - Pie Slinger'],
          ink: 3,
        },
        { lore: 5 },
      ],
    });
    t.play('Just in Time');
    t.yes();
    expect(t.zone('Donald Duck - Pie Slinger')).toBe('play');
    expect(t.zone('Donald Duck - Boisterous Fowl')).toBe('play');
    expect(t.lore(1)).toBe(5);
  });
});
