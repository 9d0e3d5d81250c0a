/** Each Rise of the Floodborn card's ability, through the public API. */
import { describe, expect, it } from 'vitest';
import { scenario } from '../../testing/scenario.js';

describe('Rise of the Floodborn', () => {
  it('Bashful - Hopeless Romantic: Oh, Gosh! — can’t quest without another Seven Dwarfs', () => {
    const t = scenario({
      players: [{ play: ['Bashful - Hopeless Romantic', 'Doc - Leader of the Seven Dwarfs'] }, {}],
    });
    expect(t.can('quest', 'Bashful - Hopeless Romantic')).toBe(true);
    const alone = scenario({ players: [{ play: ['Bashful - Hopeless Romantic'] }, {}] });
    expect(alone.can('quest', 'Bashful - Hopeless Romantic')).toBe(false);
  });

  it('Doc - Leader of the Seven Dwarfs: Share and Share Alike discounts the next character by 1', () => {
    const t = scenario({
      players: [
        { play: ['Doc - Leader of the Seven Dwarfs'], hand: ['Minnie Mouse - Beloved Princess'], ink: 1 },
        {},
      ],
    });
    expect(t.can('play', 'Minnie Mouse - Beloved Princess')).toBe(false);
    t.quest('Doc - Leader of the Seven Dwarfs');
    t.play('Minnie Mouse - Beloved Princess');
    expect(t.zone('Minnie Mouse - Beloved Princess')).toBe('play');
  });

  it('Grand Duke - Advisor to the King: Yes, Your Majesty gives royals +1 Strength', () => {
    const t = scenario({
      players: [
        { play: ['Grand Duke - Advisor to the King', 'Prince Eric - Dashing and Brave', 'Stitch - New Dog'] },
        {},
      ],
    });
    expect(t.strength('Prince Eric - Dashing and Brave')).toBe(2);
    expect(t.strength('Stitch - New Dog')).toBe(2);
  });

  it('Grumpy - Bad-Tempered: There’s Trouble A-Brewin’ gives other Seven Dwarfs +1 Strength', () => {
    const t = scenario({
      players: [{ play: ['Grumpy - Bad-Tempered', 'Doc - Leader of the Seven Dwarfs'] }, {}],
    });
    expect(t.strength('Doc - Leader of the Seven Dwarfs')).toBe(3);
    expect(t.strength('Grumpy - Bad-Tempered')).toBe(3);
  });

  it('Happy - Good-Natured: Support', () => {
    const t = scenario({ players: [{ play: ['Happy - Good-Natured', 'Stitch - New Dog'] }, {}] });
    t.quest('Happy - Good-Natured');
    t.choose('Stitch - New Dog');
    expect(t.strength('Stitch - New Dog')).toBe(5);
  });

  it('Mufasa - Betrayed Leader: The Sun Will Set leaves a non-character on top', () => {
    const t = scenario({
      players: [
        { hand: ['Dragon Fire'], ink: 5 },
        { play: ['Mufasa - Betrayed Leader'], deck: ['Smash'] },
      ],
    });
    t.play('Dragon Fire');
    t.yes();
    expect(t.names('deck', 1)[0]).toBe('Smash');
  });

  it('The Queen - Commanding Presence: Who Is the Fairest? (-4 / +4)', () => {
    const t = scenario({
      players: [
        { play: ['The Queen - Commanding Presence', 'Stitch - New Dog'] },
        { play: ['Maui - Demigod'] },
      ],
    });
    t.quest('The Queen - Commanding Presence');
    t.choose('Stitch - New Dog');
    expect(t.strength('Maui - Demigod')).toBe(4);
    expect(t.strength('Stitch - New Dog')).toBe(6);
  });

  it('Painting the Roses Red: up to 2 characters -1 Strength, draw a card', () => {
    const t = scenario({
      players: [{ hand: ['Painting the Roses Red'], ink: 2 }, { play: ['Maui - Demigod'] }],
    });
    t.play('Painting the Roses Red');
    t.choose('Maui - Demigod');
    expect(t.strength('Maui - Demigod')).toBe(7);
    expect(t.count('hand', 0)).toBe(1);
  });

  it('Donald Duck - Perfect Gentleman: Shift 3; Allow Me offers a draw to each player', () => {
    const t = scenario({
      players: [
        { play: ['Donald Duck - Boisterous Fowl'], hand: ['Donald Duck - Perfect Gentleman'], ink: 3 },
        {},
      ],
    });
    t.play('Donald Duck - Perfect Gentleman', { onto: 'Donald Duck - Boisterous Fowl' });
    t.endTurn();
    t.endTurn();
    t.yes();
    t.no();
    expect(t.count('hand', 0)).toBe(2);
    expect(t.count('hand', 1)).toBe(1);
  });

  it('Flynn Rider - His Own Biggest Fan: One Last, Big Score loses 1 Lore per opposing card in hand', () => {
    const t = scenario({
      players: [{ play: ['Flynn Rider - His Own Biggest Fan'] }, { hand: ['Smash', 'Ransack'] }],
    });
    expect(t.loreValue('Flynn Rider - His Own Biggest Fan')).toBe(2);
  });

  it('Prince John - Greediest of All: Ward; I Sentence You draws per discarded card', () => {
    const t = scenario({
      players: [
        { play: ['Prince John - Greediest of All'] },
        { play: ['Stitch - New Dog'], hand: ['Smash'] },
      ],
      active: 1,
    });
    expect(t.has('Prince John - Greediest of All', 'kw.ward')).toBe(true);
    t.endTurn();
    expect(t.count('hand', 0)).toBe(1);
  });

  it('Ring the Bell: banishes a chosen damaged character', () => {
    const t = scenario({
      players: [{ hand: ['Ring the Bell'], ink: 3 }, { play: [{ name: 'Maui - Demigod', damage: 1 }] }],
    });
    t.play('Ring the Bell');
    expect(t.zone('Maui - Demigod')).toBe('discard');
  });

  it('Mother Gothel - Withered and Wicked: What Have You Done?! — enters with 3 damage', () => {
    const t = scenario({ players: [{ hand: ['Mother Gothel - Withered and Wicked'], ink: 2 }, {}] });
    t.play('Mother Gothel - Withered and Wicked');
    expect(t.damage('Mother Gothel - Withered and Wicked')).toBe(3);
  });

  it('Scar - Vicious Cheater: Rush; Daddy Isn’t Here to Save You readies him', () => {
    const t = scenario({
      players: [
        { hand: ['Scar - Vicious Cheater'], ink: 7 },
        { play: [{ name: 'Stitch - New Dog', exerted: true }] },
      ],
    });
    t.play('Scar - Vicious Cheater');
    t.challenge('Scar - Vicious Cheater', 'Stitch - New Dog');
    t.yes();
    expect(t.exerted('Scar - Vicious Cheater')).toBe(false);
  });

  it('Judy Hopps - Optimistic Officer: Don’t Call Me Cute banishes an item; its player draws', () => {
    const t = scenario({
      players: [{ hand: ['Judy Hopps - Optimistic Officer'], ink: 3 }, { play: ['Frying Pan'] }],
    });
    t.play('Judy Hopps - Optimistic Officer');
    t.yes();
    expect(t.zone('Frying Pan')).toBe('discard');
    expect(t.count('hand', 1)).toBe(1);
  });

  it('Noi - Orphaned Thief: Hide and Seek — Resist +1 and Ward with an item', () => {
    const t = scenario({
      players: [
        { hand: ['Fire the Cannons!'], ink: 1 },
        { play: ['Noi - Orphaned Thief', 'Dinglehopper', 'Sven - Official Ice Deliverer'] },
      ],
    });
    t.play('Fire the Cannons!'); // Noi has Ward: Sven is the only choice
    expect(t.damage('Sven - Official Ice Deliverer')).toBe(2);
    expect(t.damage('Noi - Orphaned Thief')).toBe(0);
  });

  it('Fang Crossbow: Careful Aim gives -2 Strength; Stay Back! banishes a Dragon', () => {
    const t = scenario({ players: [{ play: ['Fang Crossbow'], ink: 2 }, { play: ['Maui - Demigod'] }] });
    t.activate('Fang Crossbow', 0);
    expect(t.strength('Maui - Demigod')).toBe(6);
  });

  it('Beast - Selfless Protector: Shield Another takes damage meant for your other characters', () => {
    const t = scenario({
      players: [{ hand: ['Smash'], ink: 3 }, { play: ['Beast - Selfless Protector', 'Stitch - New Dog'] }],
    });
    t.play('Smash');
    t.choose('Stitch - New Dog');
    expect(t.damage('Stitch - New Dog')).toBe(0);
    expect(t.damage('Beast - Selfless Protector')).toBe(3);
  });

  it('Tiana - Celebrating Princess: Resist +2; What You Give Is What You Get blocks actions', () => {
    const t = scenario({
      players: [{ hand: ['Smash'], ink: 3 }, { play: ['Tiana - Celebrating Princess', 'Stitch - New Dog'] }],
    });
    t.play('Smash');
    t.choose('Tiana - Celebrating Princess');
    expect(t.damage('Tiana - Celebrating Princess')).toBe(1);
  });

  it('Let the Storm Rage On: 2 damage and draw a card', () => {
    const t = scenario({
      players: [{ hand: ['Let the Storm Rage On'], ink: 3 }, { play: ['Maui - Demigod'] }],
    });
    t.play('Let the Storm Rage On');
    expect(t.damage('Maui - Demigod')).toBe(2);
    expect(t.count('hand', 0)).toBe(1);
  });

  it('Beast - Relentless: Second Wind may ready him when an opposing character is damaged (CR 1.9.2)', () => {
    const t = scenario({
      players: [
        {
          play: [{ name: 'Beast - Relentless', exerted: true }, 'Olaf - Friendly Snowman'],
          hand: ['Fire the Cannons!', 'Smash'],
          ink: 4,
        },
        { play: ['Stitch - New Dog'] },
      ],
    });
    // Damage to one of his own characters doesn't meet the trigger.
    t.play('Fire the Cannons!');
    t.choose('Olaf - Friendly Snowman');
    expect(t.damage('Olaf - Friendly Snowman')).toBe(2);
    expect(t.decision).toBeNull();
    expect(t.exerted('Beast - Relentless')).toBe(true);
    t.play('Smash');
    t.choose('Stitch - New Dog');
    expect(t.decision?.kind).toBe('yes-no');
    t.yes();
    expect(t.exerted('Beast - Relentless')).toBe(false);
  });

  it('Beast - Relentless: Second Wind readies him after his own challenge damages the challenged character', () => {
    const t = scenario({
      players: [
        { play: ['Beast - Relentless'] },
        {
          play: [
            { name: 'Olaf - Friendly Snowman', exerted: true },
            { name: 'Stitch - New Dog', exerted: true },
          ],
        },
      ],
    });
    t.challenge('Beast - Relentless', 'Stitch - New Dog');
    t.yes();
    expect(t.zone('Stitch - New Dog')).toBe('discard');
    expect(t.exerted('Beast - Relentless')).toBe(false);
    t.challenge('Beast - Relentless', 'Olaf - Friendly Snowman');
    expect(t.zone('Olaf - Friendly Snowman')).toBe('discard');
  });

  it('Weight Set: Training may pay 1 ink to draw after a 4+ Strength character', () => {
    const t = scenario({ players: [{ play: ['Weight Set'], hand: ['Maui - Demigod'], ink: 9 }, {}] });
    t.play('Maui - Demigod');
    t.yes();
    expect(t.count('hand', 0)).toBe(1);
  });
});
