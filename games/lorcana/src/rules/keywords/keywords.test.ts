/** The 14 keywords of CR 8, each rule that changes play tested by number. */
import { canSee } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { scenario } from '../../testing/scenario.js';

describe('CR 8 keywords', () => {
  it('CR 8.2.1 Alert ignores the Evasive restriction; CR 8.2.2 it does not grant Evasive', () => {
    const t = scenario({
      players: [
        { play: ['Lookout - Test Card'] },
        { play: [{ name: 'Peter Pan - Never Landing', exerted: true }] },
      ],
    });
    expect(t.has('Lookout - Test Card', 'kw.evasive')).toBe(false);
    t.challenge('Lookout - Test Card', 'Peter Pan - Never Landing');
    expect(t.zone('Peter Pan - Never Landing')).toBe('discard');
  });

  it('CR 8.3.2 Bodyguard may enter play exerted; CR 8.3.3 it must be challenged first if able', () => {
    const t = scenario({ players: [{ hand: ['Hercules - True Hero'], ink: 3 }, {}] });
    t.play('Hercules - True Hero');
    expect(t.decision?.rule).toBe('8.3.2');
    t.no();
    expect(t.exerted('Hercules - True Hero')).toBe(false);
    const u = scenario({
      players: [
        { play: ['Maui - Demigod'] },
        {
          play: [
            { name: 'Sleepy - Sluggish Knight', exerted: true },
            { name: 'Stitch - New Dog', exerted: true },
            'Thebes - The Big Olive',
          ],
        },
      ],
    });
    const targets = u
      .legal()
      .filter((a) => a.type === 'challenge')
      .map((a) => a.target);
    expect(targets).toEqual([u.id('Sleepy - Sluggish Knight'), u.id('Thebes - The Big Olive')]);
  });

  it('CR 8.4.1 Boost puts the top card facedown under once per turn; CR 8.4.2 nobody sees it; CR 8.4.3 it is not in play', () => {
    const t = scenario({
      players: [{ play: ['Booster - Test Card'], ink: 2, deck: ['Maui - Demigod'] }, {}],
    });
    t.activate('Booster - Test Card', -1);
    const under = t.id('Maui - Demigod');
    expect(t.zone(under)).toBe('under');
    expect(t.game.state.cards[under].attachedTo).toBe(t.id('Booster - Test Card'));
    expect(canSee(t.game, 0, under)).toBe(false);
    expect(canSee(t.game, 1, under)).toBe(false);
    expect(t.can('activate', 'Booster - Test Card')).toBe(false);
  });

  it('CR 8.5.1 Challenger adds Strength while challenging; CR 8.5.2 not while being challenged', () => {
    const t = scenario({
      players: [
        { play: [{ name: 'Prince Eric - Dashing and Brave', exerted: true }] },
        { play: ['Olaf - Friendly Snowman'] },
      ],
      active: 1,
    });
    t.challenge('Olaf - Friendly Snowman', 'Prince Eric - Dashing and Brave');
    expect(t.damage('Olaf - Friendly Snowman')).toBe(1);
  });

  it('CR 8.6.1 Evasive can be challenged only by Evasive characters', () => {
    const t = scenario({
      players: [
        { play: ['Maui - Demigod', "Pongo - Ol' Rascal"] },
        { play: [{ name: 'Peter Pan - Never Landing', exerted: true }] },
      ],
    });
    expect(t.can('challenge', 'Maui - Demigod')).toBe(false);
    expect(t.can('challenge', "Pongo - Ol' Rascal")).toBe(true);
  });

  it('CR 8.7.2 Reckless can’t quest; CR 8.7.3 the turn can’t end while it can challenge; CR 8.7.4 it can still sing', () => {
    const t = scenario({
      players: [
        { play: ['Gaston - Arrogant Hunter'], hand: ['Be Our Guest'] },
        { play: [{ name: 'Maui - Demigod', exerted: true }] },
      ],
    });
    expect(t.can('quest', 'Gaston - Arrogant Hunter')).toBe(false);
    expect(t.can('end-turn')).toBe(false);
    t.play('Be Our Guest', { singer: 'Gaston - Arrogant Hunter' });
    t.declineAll();
    expect(t.can('end-turn')).toBe(true);
  });

  it('CR 8.8.1 Resist reduces dealt damage; CR 8.8.2 at 0 no damage is dealt; CR 8.8.3 put damage ignores it', () => {
    const t = scenario({
      players: [
        { hand: ['Fire the Cannons!'], ink: 1 },
        { play: ['Tiana - Celebrating Princess', 'Banner - Test Card'] },
      ],
    });
    t.play('Fire the Cannons!');
    t.choose('Tiana - Celebrating Princess');
    expect(t.damage('Tiana - Celebrating Princess')).toBe(0);
    expect(t.events.some((e) => e.type === 'damaged')).toBe(false);
    const u = scenario({
      players: [
        { hand: ['Smash'], ink: 3 },
        { play: ['Stitch - New Dog', 'Banner - Test Card', 'Beast - Selfless Protector'] },
      ],
    });
    u.play('Smash');
    u.choose('Stitch - New Dog');
    expect(u.damage('Stitch - New Dog')).toBe(0);
    expect(u.damage('Beast - Selfless Protector')).toBe(3); // put, not dealt: Beast's Resist +2 doesn't apply
  });

  it('CR 8.9.1 Rush challenges the turn it is played, but can’t quest', () => {
    const t = scenario({
      players: [
        { hand: ['Peter Pan - Fearless Fighter'], ink: 3 },
        { play: [{ name: 'Stitch - New Dog', exerted: true }] },
      ],
    });
    t.play('Peter Pan - Fearless Fighter');
    expect(t.can('quest', 'Peter Pan - Fearless Fighter')).toBe(false);
    t.challenge('Peter Pan - Fearless Fighter', 'Stitch - New Dog');
    expect(t.zone('Stitch - New Dog')).toBe('discard');
  });

  it('CR 8.10.1 Shift onto a same-named character; CR 8.10.2 onto an exerted one enters exerted; CR 8.10.6 keeps damage', () => {
    const t = scenario({
      players: [
        {
          play: [{ name: 'Aladdin - Street Rat', exerted: true, damage: 1 }, 'Stitch - New Dog'],
          hand: ['Aladdin - Heroic Outlaw'],
          ink: 5,
        },
        {},
      ],
    });
    expect(
      t
        .legal()
        .filter((a) => a.type === 'play' && a.mode === 'shift')
        .map((a) => a.onto),
    ).toEqual([t.id('Aladdin - Street Rat')]);
    t.play('Aladdin - Heroic Outlaw', { onto: 'Aladdin - Street Rat' });
    expect(t.exerted('Aladdin - Heroic Outlaw')).toBe(true);
    expect(t.damage('Aladdin - Heroic Outlaw')).toBe(1);
  });

  it('CR 8.10.4 a shifted character onto a drying one is drying; CR 8.10.7 its stack leaves play with it', () => {
    const t = scenario({
      players: [
        { play: [{ name: 'Aladdin - Street Rat', drying: true }], hand: ['Aladdin - Heroic Outlaw'], ink: 5 },
        { hand: ['Dragon Fire'], ink: 5 },
      ],
    });
    t.play('Aladdin - Heroic Outlaw', { onto: 'Aladdin - Street Rat' });
    expect(t.can('quest', 'Aladdin - Heroic Outlaw')).toBe(false);
    t.endTurn();
    t.play('Dragon Fire');
    expect(t.zone('Aladdin - Heroic Outlaw')).toBe('discard');
    expect(t.zone('Aladdin - Street Rat')).toBe('discard');
  });

  it('CR 8.10.8.1 Classification Shift shifts onto a character with that classification', () => {
    const t = scenario({
      players: [
        { play: ['Aurora - Regal Princess', 'Stitch - New Dog'], hand: ['Crowned - Test Card'], ink: 2 },
        {},
      ],
    });
    const onto = t
      .legal()
      .filter((a) => a.type === 'play' && a.mode === 'shift')
      .map((a) => a.onto);
    expect(onto).toEqual([t.id('Aurora - Regal Princess')]);
  });

  it('CR 8.10.8.2 Universal Shift shifts onto any of your characters', () => {
    const t = scenario({
      players: [
        { play: ['Aurora - Regal Princess', 'Stitch - New Dog'], hand: ['Anyone - Test Card'], ink: 3 },
        {},
      ],
    });
    t.play('Anyone - Test Card', { onto: 'Stitch - New Dog' });
    expect(t.zone('Stitch - New Dog')).toBe('under');
  });

  it('CR 8.11.1 Singer counts as cost N to sing; CR 8.11.2 its ink cost is unchanged', () => {
    const t = scenario({
      players: [{ play: ['Cinderella - Gentle and Kind'], hand: ['Grab Your Sword', 'Be Prepared'] }, {}],
    });
    expect(t.can('play', 'Grab Your Sword', { mode: 'sing' })).toBe(true);
    expect(t.can('play', 'Be Prepared', { mode: 'sing' })).toBe(false);
    expect(t.ctx.cardDef(t.id('Cinderella - Gentle and Kind')).stats.cost).toBe(4);
  });

  it('CR 8.12.2 Sing Together adds the costs of ready characters', () => {
    const t = scenario({ players: [{ play: ['Maui - Demigod'], hand: ['Under the Sea'] }, {}] });
    t.play('Under the Sea', { mode: 'singTogether' });
    expect(t.exerted('Maui - Demigod')).toBe(true);
  });

  it('CR 8.13.1 Support may be declined', () => {
    const t = scenario({ players: [{ play: ['HeiHei - Boat Snack', 'Stitch - New Dog'] }, {}] });
    t.quest('HeiHei - Boat Snack');
    t.answer();
    expect(t.strength('Stitch - New Dog')).toBe(2);
  });

  it('CR 8.14.1 Vanish: chosen by an opponent’s action, it is banished; not by an ability', () => {
    const t = scenario({
      players: [{ hand: ['Control Your Temper!'], ink: 1 }, { play: ['Phantom - Test Card'] }],
    });
    t.play('Control Your Temper!');
    expect(t.zone('Phantom - Test Card')).toBe('discard');
    const u = scenario({
      players: [{ hand: ['Maximus - Relentless Pursuer'], ink: 3 }, { play: ['Phantom - Test Card'] }],
    });
    u.play('Maximus - Relentless Pursuer');
    u.choose('Phantom - Test Card');
    expect(u.zone('Phantom - Test Card')).toBe('play');
  });

  it('CR 8.15.1 Ward stops opponents choosing it; CR 8.15.2 effects that don’t choose still affect it', () => {
    const t = scenario({
      players: [{ hand: ['Grab Your Sword'], ink: 5 }, { play: ['Aladdin - Prince Ali'] }],
    });
    t.play('Grab Your Sword');
    expect(t.zone('Aladdin - Prince Ali')).toBe('discard');
  });
});
