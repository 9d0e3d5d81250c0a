/** Each The First Chapter card's ability, through the public API (Emerald and Ruby). */
import { describe, expect, it } from 'vitest';
import { scenario } from '../../testing/scenario.js';

const exertedMaui = { play: [{ name: 'Maui - Demigod', exerted: true }] };

describe('The First Chapter — Emerald', () => {
  it('Aladdin - Prince Ali: Ward — opponents can’t choose him', () => {
    const t = scenario({
      players: [{ hand: ['Dragon Fire'], ink: 5 }, { play: ['Aladdin - Prince Ali', 'Stitch - New Dog'] }],
    });
    t.play('Dragon Fire');
    expect(t.zone('Stitch - New Dog')).toBe('discard');
    expect(t.zone('Aladdin - Prince Ali')).toBe('play');
  });

  it('Cheshire Cat - Not All There: Lose Something? banishes the challenger', () => {
    const t = scenario({
      players: [
        { play: ['Maui - Demigod'] },
        { play: [{ name: 'Cheshire Cat - Not All There', exerted: true }] },
      ],
    });
    t.challenge('Maui - Demigod', 'Cheshire Cat - Not All There');
    expect(t.zone('Maui - Demigod')).toBe('discard');
  });

  it('Cruella De Vil - Miserable as Usual: You’ll Be Sorry! returns a chosen character to hand', () => {
    const t = scenario({
      players: [
        { play: ['Maui - Demigod'] },
        { play: [{ name: 'Cruella De Vil - Miserable as Usual', exerted: true }] },
      ],
    });
    t.challenge('Maui - Demigod', 'Cruella De Vil - Miserable as Usual');
    t.yes();
    expect(t.zone('Maui - Demigod')).toBe('hand');
  });

  it('Genie - Powers Unleashed: Evasive; Phenomenal Cosmic Power! plays an action for free', () => {
    const t = scenario({
      players: [{ play: ['Genie - Powers Unleashed'], hand: ['Dragon Fire'] }, { play: ['Maui - Demigod'] }],
    });
    expect(t.has('Genie - Powers Unleashed', 'kw.evasive')).toBe(true);
    t.quest('Genie - Powers Unleashed');
    t.yes();
    t.choose('Maui - Demigod');
    expect(t.zone('Maui - Demigod')).toBe('discard');
  });

  it('Iago - Loud-Mouthed Parrot: You Got a Problem? gives Reckless during their next turn', () => {
    const t = scenario({ players: [{ play: ['Iago - Loud-Mouthed Parrot'] }, { play: ['Maui - Demigod'] }] });
    t.activate('Iago - Loud-Mouthed Parrot');
    t.choose('Maui - Demigod');
    t.endTurn();
    expect(t.has('Maui - Demigod', 'kw.reckless')).toBe(true);
    expect(t.can('quest', 'Maui - Demigod')).toBe(false);
  });

  it('Jasper - Common Crook: Puppynapping stops an opposing character questing next turn', () => {
    const t = scenario({ players: [{ play: ['Jasper - Common Crook'] }, { play: ['Maui - Demigod'] }] });
    t.quest('Jasper - Common Crook');
    t.endTurn();
    expect(t.can('quest', 'Maui - Demigod')).toBe(false);
    t.endTurn();
    t.endTurn();
    expect(t.can('quest', 'Maui - Demigod')).toBe(true);
  });

  it('John Silver - Alien Pirate: Pick Your Fights gives Reckless during their next turn when played and questing', () => {
    const t = scenario({ players: [{ play: ['John Silver - Alien Pirate'] }, { play: ['Maui - Demigod'] }] });
    t.quest('John Silver - Alien Pirate');
    t.endTurn();
    expect(t.has('Maui - Demigod', 'kw.reckless')).toBe(true);
  });

  it('Mad Hatter - Gracious Host: Tea Party may draw when challenged', () => {
    const t = scenario({
      players: [
        { play: ['Maui - Demigod'] },
        { play: [{ name: 'Mad Hatter - Gracious Host', exerted: true }] },
      ],
    });
    t.challenge('Maui - Demigod', 'Mad Hatter - Gracious Host');
    t.yes();
    expect(t.count('hand', 1)).toBe(1);
  });

  it('Megara - Pulling the Strings: Wonder Boy gives +2 Strength this turn', () => {
    const t = scenario({
      players: [{ play: ['Stitch - New Dog'], hand: ['Megara - Pulling the Strings'], ink: 2 }, {}],
    });
    t.play('Megara - Pulling the Strings');
    t.choose('Stitch - New Dog');
    expect(t.strength('Stitch - New Dog')).toBe(4);
  });

  it('Peter Pan - Never Landing: Evasive — only Evasive characters challenge him', () => {
    const t = scenario({
      players: [
        { play: ['Maui - Demigod', "Jetsam - Ursula's Spy"] },
        { play: [{ name: 'Peter Pan - Never Landing', exerted: true }] },
      ],
    });
    expect(t.can('challenge', 'Maui - Demigod')).toBe(false);
    expect(t.can('challenge', "Jetsam - Ursula's Spy")).toBe(true);
  });

  it('Mother Knows Best: returns a chosen character to its player’s hand', () => {
    const t = scenario({ players: [{ hand: ['Mother Knows Best'], ink: 3 }, { play: ['Maui - Demigod'] }] });
    t.play('Mother Knows Best');
    expect(t.zone('Maui - Demigod')).toBe('hand');
  });

  it('Stampede: 2 damage to a chosen damaged character only', () => {
    const t = scenario({
      players: [
        { hand: ['Stampede'], ink: 1 },
        { play: [{ name: 'Maui - Demigod', damage: 1 }, 'Stitch - New Dog'] },
      ],
    });
    t.play('Stampede');
    expect(t.damage('Maui - Demigod')).toBe(3);
    expect(t.damage('Stitch - New Dog')).toBe(0);
  });

  it('Steal from the Rich: each of your quests this turn costs each opponent 1 lore', () => {
    const t = scenario({
      players: [{ play: ['Stitch - New Dog'], hand: ['Steal from the Rich'], ink: 5 }, { lore: 2 }],
    });
    t.play('Steal from the Rich');
    t.quest('Stitch - New Dog');
    expect(t.lore(1)).toBe(1);
  });

  it('Vicious Betrayal: +2 Strength, +3 instead for a Villain', () => {
    const t = scenario({
      players: [
        {
          play: ['Jafar - Wicked Sorcerer', 'Stitch - New Dog'],
          hand: ['Vicious Betrayal', 'Vicious Betrayal'],
          ink: 2,
        },
        {},
      ],
    });
    t.play('Vicious Betrayal');
    t.choose('Jafar - Wicked Sorcerer');
    t.play('Vicious Betrayal');
    t.choose('Stitch - New Dog');
    expect(t.strength('Jafar - Wicked Sorcerer')).toBe(5);
    expect(t.strength('Stitch - New Dog')).toBe(4);
  });

  it('Stolen Scimitar: Slash gives +1 Strength this turn', () => {
    const t = scenario({ players: [{ play: ['Stolen Scimitar', 'Stitch - New Dog'] }, {}] });
    t.activate('Stolen Scimitar');
    expect(t.strength('Stitch - New Dog')).toBe(3);
    expect(t.exerted('Stolen Scimitar')).toBe(true);
  });
});

describe('The First Chapter — Ruby', () => {
  it('Aladdin - Heroic Outlaw: Shift 5; Daring Exploit swings 2 lore each way', () => {
    const t = scenario({
      players: [
        { play: ['Aladdin - Street Rat'], hand: ['Aladdin - Heroic Outlaw'], ink: 5 },
        { play: [{ name: 'Stitch - New Dog', exerted: true }], lore: 5 },
      ],
    });
    t.play('Aladdin - Heroic Outlaw', { onto: 'Aladdin - Street Rat' });
    t.challenge('Aladdin - Heroic Outlaw', 'Stitch - New Dog');
    expect(t.lore(0)).toBe(2);
    expect(t.lore(1)).toBe(3);
  });

  it('Aladdin - Street Rat: Improvise makes each opponent lose 1 lore', () => {
    const t = scenario({ players: [{ hand: ['Aladdin - Street Rat'], ink: 3 }, { lore: 1 }] });
    t.play('Aladdin - Street Rat');
    expect(t.lore(1)).toBe(0);
  });

  it('Gaston - Arrogant Hunter: Reckless — can’t quest; the turn can’t end while he can challenge', () => {
    const t = scenario({
      players: [
        { play: ['Gaston - Arrogant Hunter'] },
        { play: [{ name: 'Stitch - New Dog', exerted: true }] },
      ],
    });
    expect(t.can('quest', 'Gaston - Arrogant Hunter')).toBe(false);
    expect(t.can('end-turn')).toBe(false);
    t.challenge('Gaston - Arrogant Hunter', 'Stitch - New Dog');
    expect(t.can('end-turn')).toBe(true);
  });

  it('LeFou - Instigator: Fan the Flames readies a character, which can’t quest', () => {
    const t = scenario({
      players: [
        { play: [{ name: 'Maui - Demigod', exerted: true }], hand: ['LeFou - Instigator'], ink: 2 },
        {},
      ],
    });
    t.play('LeFou - Instigator');
    t.choose('Maui - Demigod');
    expect(t.exerted('Maui - Demigod')).toBe(false);
    expect(t.can('quest', 'Maui - Demigod')).toBe(false);
  });

  it('Mulan - Imperial Soldier: Lead by Example (see CR 6.1.6 Example)', () => {
    const t = scenario({
      players: [
        { play: ['Mulan - Imperial Soldier', 'Stitch - New Dog'] },
        { play: [{ name: 'Stitch - New Dog', exerted: true }] },
      ],
    });
    t.challenge('Mulan - Imperial Soldier', t.idIn('play', 'Stitch - New Dog', 1));
    expect(t.loreValue(t.idIn('play', 'Stitch - New Dog', 0))).toBe(2);
  });

  it('Peter Pan - Fearless Fighter: Rush', () => {
    const t = scenario({ players: [{ hand: ['Peter Pan - Fearless Fighter'], ink: 3 }, exertedMaui] });
    t.play('Peter Pan - Fearless Fighter');
    expect(t.can('challenge', 'Peter Pan - Fearless Fighter')).toBe(true);
  });

  it('Pongo - Ol’ Rascal: Evasive', () => {
    const t = scenario({ players: [{ play: ["Pongo - Ol' Rascal"] }, {}] });
    expect(t.has("Pongo - Ol' Rascal", 'kw.evasive')).toBe(true);
  });

  it('Rapunzel - Letting Down Her Hair: Tangle makes each opponent lose 1 lore', () => {
    const t = scenario({
      players: [{ hand: ['Rapunzel - Letting Down Her Hair'], ink: 6 }, { lore: 4 }, { lore: 1 }],
    });
    t.play('Rapunzel - Letting Down Her Hair');
    expect([t.lore(1), t.lore(2)]).toEqual([3, 0]);
  });

  it('Be Prepared: banishes all characters', () => {
    const t = scenario({
      players: [
        { play: ['Stitch - New Dog'], hand: ['Be Prepared'], ink: 7 },
        { play: ['Maui - Demigod', 'Dinglehopper'] },
      ],
    });
    t.play('Be Prepared');
    expect(t.zone('Stitch - New Dog')).toBe('discard');
    expect(t.zone('Maui - Demigod')).toBe('discard');
    expect(t.zone('Dinglehopper')).toBe('play');
  });

  it('Dragon Fire: banishes a chosen character', () => {
    const t = scenario({ players: [{ hand: ['Dragon Fire'], ink: 5 }, { play: ['Maui - Demigod'] }] });
    t.play('Dragon Fire');
    expect(t.zone('Maui - Demigod')).toBe('discard');
  });

  it('He’s Got a Sword!: +2 Strength this turn', () => {
    const t = scenario({
      players: [{ play: ['Stitch - New Dog'], hand: ["He's Got a Sword!"], ink: 1 }, {}],
    });
    t.play("He's Got a Sword!");
    expect(t.strength('Stitch - New Dog')).toBe(4);
  });

  it('Shield of Virtue: Fireproof readies a character for 3 ink; it can’t quest', () => {
    const t = scenario({
      players: [{ play: ['Shield of Virtue', { name: 'Maui - Demigod', exerted: true }], ink: 3 }, {}],
    });
    t.activate('Shield of Virtue');
    expect(t.exerted('Maui - Demigod')).toBe(false);
    expect(t.can('quest', 'Maui - Demigod')).toBe(false);
    expect(t.can('challenge', 'Maui - Demigod')).toBe(false);
  });
});
