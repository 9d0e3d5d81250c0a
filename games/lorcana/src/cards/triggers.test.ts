/**
 * Issue 16 (b), the triggers family: one behaviour test per template of trigger conditions,
 * “if / while / unless” conditions and static challenge / enter-play rules, each played in a real
 * game with a real card compiled from the public data (`src/cards/generated/`).
 */
import { describe, expect, it } from 'vitest';
import { compiledOrMarkedTwin as real } from '../testing/compiled-cards.js';
import { scenario } from '../testing/scenario.js';
import { fullName } from './card.js';

type T = ReturnType<typeof scenario>;

/** Says yes to every “may” and takes the first options of any other open decision. */
function acceptAll(t: T): void {
  while (t.decision) {
    const d = t.decision;
    if (d.kind === 'yes-no') t.yes();
    else if (d.kind === 'number') t.answer(d.options[d.options.length - 1]);
    else t.answer(...d.options.slice(0, Math.max(1, d.min)));
  }
}

const FRIEND = 'Mickey Mouse - True Friend'; // 3 {S} / 3 {W}
const FOE = 'Stitch - New Dog'; // 2 {S} / 2 {W}, cost 1
const OTHER = 'Minnie Mouse - Beloved Princess'; // 2 {S}, 1 {L}

describe('trigger conditions (CR 6.2.2)', () => {
  it('CR 8.13 Prince Phillip - Gallant Defender: a character chosen for Support gains Resist +1 this turn', () => {
    const phillip = real('Prince Phillip - Gallant Defender');
    const t = scenario({ players: [{ play: [fullName(phillip), FRIEND] }, {}], cards: [phillip] });
    expect(t.has(FRIEND, 'kw.resist')).toBe(false);
    t.quest(fullName(phillip));
    t.choose(FRIEND); // Support: who gets the strength
    acceptAll(t);
    expect(t.strength(FRIEND)).toBe(3 + phillip.strength!);
    expect(t.has(FRIEND, 'kw.resist')).toBe(true);
    expect(t.has(fullName(phillip), 'kw.resist')).toBe(false);
  });

  it('CR 4.6.5 Scar - Vengeful Lion: challenging a damaged character offers a draw', () => {
    const scar = real('Scar - Vengeful Lion');
    const board = (damage: number) =>
      scenario({
        players: [{ play: [fullName(scar), FRIEND] }, { play: [{ name: FOE, exerted: true, damage }] }],
        cards: [scar],
      });
    const hurt = board(1);
    hurt.challenge(FRIEND, FOE);
    acceptAll(hurt);
    expect(hurt.count('hand', 0)).toBe(1);
    const fresh = board(0);
    fresh.challenge(FRIEND, FOE);
    acceptAll(fresh);
    expect(fresh.count('hand', 0)).toBe(0);
  });

  it('CR 3.2.1.4: “Whenever you ready this character” triggers in the Ready step and resolves in the Set step', () => {
    const robin = real('Christopher Robin - Adventurer');
    const t = scenario({
      players: [{ play: [{ name: fullName(robin), exerted: true }, FRIEND, 'Dinglehopper'] }, {}],
      cards: [robin],
      active: 1,
    });
    // Only one other character: the “if” fails on resolution (CR 6.2.4).
    t.endTurn();
    acceptAll(t);
    expect(t.exerted(fullName(robin))).toBe(false);
    expect(t.lore(0)).toBe(0);
    const u = scenario({
      players: [{ play: [{ name: fullName(robin), exerted: true }, FRIEND, OTHER] }, {}],
      cards: [robin],
      active: 1,
    });
    u.endTurn();
    acceptAll(u);
    expect(u.lore(0)).toBe(2);
    // A character that was not exerted is not readied and does not trigger.
    const v = scenario({
      players: [{ play: [fullName(robin), FRIEND, OTHER] }, {}],
      cards: [robin],
      active: 1,
    });
    v.endTurn();
    acceptAll(v);
    expect(v.lore(0)).toBe(0);
  });

  it('CR 1.9.1.3 Grand Pabbie - Oldest and Wisest: removing damage from your characters gains 2 lore', () => {
    const pabbie = real('Grand Pabbie - Oldest and Wisest');
    const t = scenario({
      players: [{ play: [fullName(pabbie), { name: FRIEND, damage: 2 }, 'Dinglehopper'] }, {}],
      cards: [pabbie],
    });
    t.activate('Dinglehopper');
    t.choose(FRIEND);
    t.answer(1);
    acceptAll(t);
    expect(t.damage(FRIEND)).toBe(1);
    expect(t.lore(0)).toBe(2);
    // Removing nothing removes no damage: no trigger.
    const u = scenario({
      players: [{ play: [fullName(pabbie), { name: FRIEND, damage: 2 }, 'Dinglehopper'] }, {}],
      cards: [pabbie],
    });
    u.activate('Dinglehopper');
    u.choose(FRIEND);
    u.answer(0);
    acceptAll(u);
    expect(u.lore(0)).toBe(0);
  });

  it('CR 6.2.7.1 99 Puppies: the floating quest trigger lasts this turn only', () => {
    const puppies = real('99 Puppies');
    const t = scenario({
      players: [{ hand: [fullName(puppies)], ink: puppies.cost, play: [FRIEND, OTHER] }, {}],
      cards: [puppies],
    });
    t.play(fullName(puppies));
    acceptAll(t);
    t.quest(FRIEND);
    acceptAll(t);
    expect(t.lore(0)).toBe(t.loreValue(FRIEND) + 1);
    t.endTurn();
    t.endTurn();
    acceptAll(t);
    const before = t.lore(0);
    t.quest(OTHER);
    acceptAll(t);
    expect(t.lore(0)).toBe(before + t.loreValue(OTHER));
  });

  it('CR 6.5 Beast - Selfless Protector: damage to your other characters lands on him as counters instead', () => {
    const beast = real('Beast - Selfless Protector');
    const t = scenario({
      players: [{ play: [fullName(beast), { name: FRIEND, exerted: true }] }, { play: [FOE] }],
      cards: [beast],
      active: 1,
    });
    t.challenge(FOE, FRIEND);
    acceptAll(t);
    expect(t.damage(FRIEND)).toBe(0);
    expect(t.damage(fullName(beast))).toBe(2);
    expect(t.zone(FOE)).toBe('discard'); // FRIEND still deals its damage
  });
});

describe('conditions (CR 6.2.4 “if”, CR 6.4.3 “while”)', () => {
  it('CR 6.2.4 Marching Off to Battle: the 2 draws read this turn’s banishments', () => {
    const marching = real('Marching Off to Battle');
    const name = fullName(marching);
    const quiet = scenario({ players: [{ hand: [name], ink: 10 }, { play: [FOE] }], cards: [marching] });
    quiet.play(name);
    acceptAll(quiet);
    expect(quiet.count('hand', 0)).toBe(0);
    const t = scenario({
      players: [{ hand: ['Dragon Fire', name], ink: 10 }, { play: [FOE] }],
      cards: [marching],
    });
    t.play('Dragon Fire');
    acceptAll(t);
    expect(t.zone(FOE)).toBe('discard');
    t.play(name);
    acceptAll(t);
    expect(t.count('hand', 0)).toBe(2);
  });

  it('CR 6.2.4: this turn’s banishments are recorded only in games holding a card that asks about them (issue 21)', () => {
    const frog = real("Wind-Up Frog - Sid's Toy"); // costs less if one of your Toys was banished this turn
    const banishedKeys = (t: ReturnType<typeof scenario>) =>
      Object.keys(t.game.state.turnCounts).filter((k) => k.startsWith('banished.'));
    const without = scenario({ players: [{ hand: ['Dragon Fire'], ink: 10 }, { play: [FOE] }] });
    without.play('Dragon Fire');
    acceptAll(without);
    expect(without.zone(FOE)).toBe('discard');
    expect(banishedKeys(without)).toEqual([]);
    const t = scenario({
      players: [{ hand: ['Dragon Fire', fullName(frog)], ink: 10 }, { play: [FOE] }],
      cards: [frog],
    });
    t.play('Dragon Fire');
    acceptAll(t);
    expect(banishedKeys(t)).toHaveLength(1);
  });

  it('CR 1.9.1.5 Devil’s Eye Diamond: 1 lore only if one of your own characters was damaged this turn', () => {
    const diamond = real("Devil's Eye Diamond");
    const name = fullName(diamond);
    const board = () =>
      scenario({
        players: [{ play: [name, FRIEND] }, { play: [{ name: FOE, exerted: true }] }],
        cards: [diamond],
      });
    const calm = board();
    calm.activate(name);
    acceptAll(calm);
    expect(calm.lore(0)).toBe(0);
    const t = board();
    t.challenge(FRIEND, FOE);
    acceptAll(t);
    expect(t.damage(FRIEND)).toBe(2);
    t.activate(name);
    acceptAll(t);
    expect(t.lore(0)).toBe(1);
  });

  it('CR 6.2.4 Dolores Madrigal - Easy Listener: the optional draw needs an exerted opposing character', () => {
    const dolores = real('Dolores Madrigal - Easy Listener');
    const name = fullName(dolores);
    const board = (exerted: boolean) =>
      scenario({
        players: [{ hand: [name], ink: dolores.cost }, { play: [{ name: FOE, exerted }] }],
        cards: [dolores],
      });
    const ready = board(false);
    ready.play(name);
    acceptAll(ready);
    expect(ready.count('hand', 0)).toBe(0);
    const t = board(true);
    t.play(name);
    acceptAll(t);
    expect(t.count('hand', 0)).toBe(1);
  });

  it('CR 6.4.3 Lumiere - Nimble Candelabra: Evasive while an item is in your discard', () => {
    const lumiere = real('Lumiere - Nimble Candelabra');
    const name = fullName(lumiere);
    const none = scenario({ players: [{ play: [name], discard: [FOE] }, {}], cards: [lumiere] });
    expect(none.has(name, 'kw.evasive')).toBe(false);
    const t = scenario({ players: [{ play: [name], discard: ['Dinglehopper'] }, {}], cards: [lumiere] });
    expect(t.has(name, 'kw.evasive')).toBe(true);
  });

  it('CR 6.4.3 Pacha - Trekmate: +2 Lore while your hand is larger than every opponent’s', () => {
    const pacha = real('Pacha - Trekmate');
    const name = fullName(pacha);
    const board = (mine: number, theirs: number) =>
      scenario({
        players: [
          { play: [name], hand: Array.from({ length: mine }, () => FOE) },
          { hand: Array.from({ length: theirs }, () => FOE) },
        ],
        cards: [pacha],
      });
    expect(board(2, 2).loreValue(name)).toBe(pacha.lore);
    expect(board(3, 2).loreValue(name)).toBe(pacha.lore! + 2);
  });

  it('CR 6.4.3 Moana - Self-Taught Sailor: no challenging without a Captain in play', () => {
    const moana = real('Moana - Self-Taught Sailor');
    const name = fullName(moana);
    const alone = scenario({
      players: [{ play: [name] }, { play: [{ name: FOE, exerted: true }] }],
      cards: [moana],
    });
    expect(alone.can('challenge', name)).toBe(false);
    const t = scenario({
      players: [{ play: [name, 'John Silver - Alien Pirate'] }, { play: [{ name: FOE, exerted: true }] }],
      cards: [moana],
    });
    expect(t.can('challenge', name)).toBe(true);
  });

  it('CR 6.7.8 Dale - Friend in Need: enters exerted unless Chip is in play', () => {
    const dale = real('Dale - Friend in Need');
    const chip = real('Chip - Friend Indeed');
    const name = fullName(dale);
    const alone = scenario({ players: [{ hand: [name], ink: dale.cost }, {}], cards: [dale, chip] });
    alone.play(name);
    acceptAll(alone);
    expect(alone.exerted(name)).toBe(true);
    const t = scenario({
      players: [{ hand: [name], ink: dale.cost, play: [fullName(chip)] }, {}],
      cards: [dale, chip],
    });
    t.play(name);
    acceptAll(t);
    expect(t.exerted(name)).toBe(false);
  });
});

describe('static challenge and enter-play rules', () => {
  it('CR 4.6.4.2 Namaari - Morning Mist: may challenge ready characters, a permission for her only', () => {
    const namaari = real('Namaari - Morning Mist');
    const name = fullName(namaari);
    const t = scenario({ players: [{ play: [name, FRIEND] }, { play: [FOE] }], cards: [namaari] });
    expect(t.can('challenge', FRIEND)).toBe(false);
    expect(t.can('challenge', name)).toBe(true);
    t.challenge(name, FOE);
    acceptAll(t);
    expect(t.damage(FOE) > 0 || t.zone(FOE) === 'discard').toBe(true);
  });

  it('CR 4.6.4.2 Darkwing Duck - Cool Under Pressure: may challenge ready Villains only', () => {
    const darkwing = real('Darkwing Duck - Cool Under Pressure');
    const name = fullName(darkwing);
    const t = scenario({
      players: [{ play: [name] }, { play: [FOE, 'John Silver - Alien Pirate'] }],
      cards: [darkwing],
    });
    const targets = t
      .legal()
      .filter((a) => a.type === 'challenge')
      .map((a) => (a as unknown as { target: number }).target);
    expect(targets).toEqual([t.id('John Silver - Alien Pirate', 1)]);
  });

  it('CR 4.6.4.2 Gantu - Galactic Federation Captain: cheap characters (cost 2 or less) cannot challenge yours', () => {
    const gantu = real('Gantu - Galactic Federation Captain');
    const name = fullName(gantu);
    const t = scenario({
      players: [
        { play: [name, { name: FRIEND, exerted: true }] },
        { play: [FOE, 'Peter Pan - Fearless Fighter'] },
      ],
      cards: [gantu],
      active: 1,
    });
    expect(t.can('challenge', FOE)).toBe(false); // cost 1
    expect(t.can('challenge', 'Peter Pan - Fearless Fighter')).toBe(true); // cost 3
  });

  it('CR 6.7.8 Jiminy Cricket - Level-Headed and Wise: while he is exerted, opposing Rush characters enter exerted', () => {
    const jiminy = real('Jiminy Cricket - Level-Headed and Wise');
    const name = fullName(jiminy);
    const board = (exerted: boolean) =>
      scenario({
        players: [{ play: [{ name, exerted }] }, { hand: ['Peter Pan - Fearless Fighter', FOE], ink: 10 }],
        cards: [jiminy],
        active: 1,
      });
    const ready = board(false);
    ready.play('Peter Pan - Fearless Fighter');
    acceptAll(ready);
    expect(ready.exerted('Peter Pan - Fearless Fighter')).toBe(false);
    const t = board(true);
    t.play('Peter Pan - Fearless Fighter');
    t.play(FOE);
    acceptAll(t);
    expect(t.exerted('Peter Pan - Fearless Fighter')).toBe(true);
    expect(t.exerted(FOE)).toBe(false); // no Rush
  });
});

describe('more trigger conditions and gates (CR 6.2.2, 6.1.13)', () => {
  it('CR 6.2.2 Prince John - Fraidy-Cat: an opponent’s character play damages him, your own plays do not', () => {
    const john = real('Prince John - Fraidy-Cat');
    const name = fullName(john);
    const t = scenario({
      players: [
        { play: [name], hand: [OTHER], ink: 5 },
        { hand: [FOE], ink: 5 },
      ],
      cards: [john],
    });
    t.play(OTHER);
    acceptAll(t);
    expect(t.damage(name)).toBe(0);
    t.endTurn();
    acceptAll(t);
    t.play(FOE);
    acceptAll(t);
    expect(t.damage(name)).toBe(1);
  });

  it('CR 6.1.13.1 Bagheera - Guardian Jaguar: the banish trigger limited to opponents’ turns does not fire on yours', () => {
    const bagheera = real('Bagheera - Guardian Jaguar');
    const name = fullName(bagheera);
    const board = (active: number) =>
      scenario({
        players: [
          { play: [name], hand: ['Dragon Fire'], ink: 5 },
          { play: [OTHER], hand: ['Dragon Fire'], ink: 5 },
        ],
        cards: [bagheera],
        active,
      });
    const mine = board(0);
    mine.play('Dragon Fire');
    mine.choose(name);
    acceptAll(mine);
    expect(mine.zone(name)).toBe('discard');
    expect(mine.damage(OTHER)).toBe(0);
    const theirs = board(1);
    theirs.play('Dragon Fire');
    theirs.choose(name);
    acceptAll(theirs);
    expect(theirs.zone(name)).toBe('discard');
    expect(theirs.zone(OTHER) === 'discard' || theirs.damage(OTHER) === 2).toBe(true);
  });

  it('CR 4.6.4.2 Pick a Fight: a lasting permission for a chosen character to challenge ready ones this turn', () => {
    const fight = real('Pick a Fight');
    const name = fullName(fight);
    const t = scenario({
      players: [{ hand: [name], ink: fight.cost, play: [FRIEND] }, { play: [FOE] }],
      cards: [fight],
    });
    expect(t.can('challenge', FRIEND)).toBe(false);
    t.play(name);
    acceptAll(t);
    expect(t.can('challenge', FRIEND)).toBe(true);
    t.challenge(FRIEND, FOE);
    acceptAll(t);
    expect(t.zone(FOE)).toBe('discard');
  });

  it('CR 6.2.7.1 Magical Aid: the granted return-on-challenge-banish ability works for that character this turn', () => {
    const aid = real('Magical Aid');
    const name = fullName(aid);
    const t = scenario({
      players: [
        { hand: [name], ink: aid.cost, play: [OTHER] },
        { play: [{ name: 'Sven - Official Ice Deliverer', exerted: true }] },
      ],
      cards: [aid],
    });
    t.play(name);
    acceptAll(t);
    expect(t.has(OTHER, 'kw.challenger')).toBe(true);
    t.challenge(OTHER, 'Sven - Official Ice Deliverer');
    acceptAll(t);
    expect(t.zone(OTHER)).toBe('hand');
    expect(t.zone(name)).toBe('discard');
  });

  it('CR 6.2.7.1: the granted ability ends with the turn', () => {
    const aid = real('Magical Aid');
    const name = fullName(aid);
    const t = scenario({
      players: [{ hand: [name], ink: aid.cost, play: [OTHER] }, { play: ['Sven - Official Ice Deliverer'] }],
      cards: [aid],
    });
    t.play(name);
    acceptAll(t);
    t.quest(OTHER);
    acceptAll(t);
    t.endTurn();
    acceptAll(t);
    t.challenge('Sven - Official Ice Deliverer', OTHER);
    acceptAll(t);
    expect(t.zone(OTHER)).toBe('discard');
  });
});

describe('ready-step restrictions, challenge conditions and the challenger', () => {
  it('CR 3.2.1.1 Maui - Whale: the Ready step skips him, yet an effect still readies him', () => {
    const maui = real('Maui - Whale');
    const name = fullName(maui);
    const t = scenario({
      players: [{ play: [{ name, exerted: true }], ink: 2 }, {}],
      cards: [maui],
      active: 1,
    });
    t.endTurn();
    acceptAll(t);
    expect(t.exerted(name)).toBe(true);
    t.activate(name);
    acceptAll(t);
    expect(t.exerted(name)).toBe(false);
    expect(t.can('quest', name)).toBe(false); // “He can't quest for the rest of this turn.”
  });

  it('CR 4.6 Flora - Good Fairy: the Strength bonus applies only while she is the challenged one', () => {
    const flora = real('Flora - Good Fairy');
    const name = fullName(flora);
    const t = scenario({
      players: [{ play: [{ name, exerted: true }] }, { play: ['Sven - Official Ice Deliverer'] }],
      cards: [flora],
      active: 1,
    });
    expect(t.strength(name)).toBe(flora.strength);
    t.challenge('Sven - Official Ice Deliverer', name);
    acceptAll(t);
    // Flora deals 2 + 2 damage back to Sven (5 {S} / 5 {W}).
    expect(t.damage('Sven - Official Ice Deliverer')).toBe(flora.strength! + 2);
    expect(t.strength(name)).toBe(flora.strength);
  });

  it('CR 6.6.2 Faline - Playful Fawn: +2 Lore while you hold the strongest character against each opposing one', () => {
    const faline = real('Faline - Playful Fawn');
    const name = fullName(faline);
    const board = (mine: string, theirs: string) =>
      scenario({ players: [{ play: [name, mine] }, { play: [theirs] }], cards: [faline] });
    expect(board(FRIEND, OTHER).loreValue(name)).toBe(faline.lore! + 2); // 3 > 2
    expect(board(OTHER, FRIEND).loreValue(name)).toBe(faline.lore); // 2 < 3
    expect(board(OTHER, FOE).loreValue(name)).toBe(faline.lore); // 2 = 2: not more
  });

  it('CR 6.1.11 Evil Comes Prepared: the lore for a chosen Villain reads the chosen card', () => {
    const evil = real('Evil Comes Prepared');
    const name = fullName(evil);
    const board = (who: string) =>
      scenario({
        players: [{ hand: [name], ink: evil.cost, play: [{ name: who, exerted: true }] }, {}],
        cards: [evil],
      });
    const hero = board(FRIEND);
    hero.play(name);
    acceptAll(hero);
    expect(hero.exerted(FRIEND)).toBe(false);
    expect(hero.lore(0)).toBe(0);
    const villain = board('John Silver - Alien Pirate');
    villain.play(name);
    acceptAll(villain);
    expect(villain.lore(0)).toBe(1);
  });

  it('CR 4.6.5 Kuzco - Temperamental Emperor: banished in a challenge, he may take the challenger with him', () => {
    const kuzco = real('Kuzco - Temperamental Emperor');
    const name = fullName(kuzco);
    const t = scenario({
      players: [{ play: [{ name, exerted: true }] }, { play: ['Sven - Official Ice Deliverer'] }],
      cards: [kuzco],
      active: 1,
    });
    t.challenge('Sven - Official Ice Deliverer', name);
    acceptAll(t);
    expect(t.zone(name)).toBe('discard');
    expect(t.zone('Sven - Official Ice Deliverer')).toBe('discard');
  });

  it('CR 4.6.5 Anastasia - Bossy Stepsister: her challenger’s player discards a card', () => {
    const anastasia = real('Anastasia - Bossy Stepsister');
    const name = fullName(anastasia);
    const t = scenario({
      players: [
        { play: [{ name, exerted: true }], hand: [OTHER] },
        { play: [FRIEND], hand: [FOE] },
      ],
      cards: [anastasia],
      active: 1,
    });
    t.challenge(FRIEND, name);
    acceptAll(t);
    expect(t.zone(FOE)).toBe('discard');
    expect(t.zone(OTHER)).toBe('hand');
  });
});

describe('gated and protective templates', () => {
  it('CR 6.1.13.6 Sven - Official Ice Deliverer: while exerted, an opposing challenge offers 1 damage to the challenger', () => {
    const merida = real('Merida - Gifted Archer');
    const name = fullName(merida);
    const board = (exerted: boolean) =>
      scenario({
        players: [
          {
            play: [
              { name, exerted },
              { name: FRIEND, exerted: true },
            ],
          },
          { play: ['Sven - Official Ice Deliverer'] },
        ],
        cards: [merida],
        active: 1,
      });
    const ready = board(false);
    ready.challenge('Sven - Official Ice Deliverer', FRIEND);
    acceptAll(ready);
    expect(ready.damage('Sven - Official Ice Deliverer')).toBe(3); // FRIEND's 3 {S} only
    const t = board(true);
    t.challenge('Sven - Official Ice Deliverer', FRIEND);
    acceptAll(t);
    expect(t.damage('Sven - Official Ice Deliverer')).toBe(1 + 3);
  });

  it('CR 4.6.4.2 Captain Amelia - Commander of the Legacy: Pirates cannot challenge her', () => {
    const amelia = real('Captain Amelia - Commander of the Legacy');
    const name = fullName(amelia);
    const t = scenario({
      players: [
        { play: [{ name, exerted: true }] },
        { play: ['John Silver - Alien Pirate', 'Sven - Official Ice Deliverer'] },
      ],
      cards: [amelia],
      active: 1,
    });
    expect(t.can('challenge', 'John Silver - Alien Pirate')).toBe(false);
    expect(t.can('challenge', 'Sven - Official Ice Deliverer')).toBe(true);
  });
});

describe('challenge damage, play restrictions and player rules', () => {
  it('CR 4.6.6 Raya - Leader of Heart: her challenges against damaged characters cost her no damage', () => {
    const raya = real('Raya - Leader of Heart');
    const name = fullName(raya);
    const board = (damage: number) =>
      scenario({
        players: [
          { play: [name] },
          { play: [{ name: 'Sven - Official Ice Deliverer', exerted: true, damage }] },
        ],
        cards: [raya],
      });
    const fresh = board(0);
    fresh.challenge(name, 'Sven - Official Ice Deliverer');
    acceptAll(fresh);
    expect(fresh.zone(name)).toBe('discard'); // Sven's 5 {S} against 3 {W}
    const hurt = board(2); // 2 + 5 damage banishes Sven's 7 {W}
    hurt.challenge(name, 'Sven - Official Ice Deliverer');
    acceptAll(hurt);
    expect(hurt.zone(name)).toBe('play');
    expect(hurt.damage(name)).toBe(0);
    expect(hurt.zone('Sven - Official Ice Deliverer')).toBe('discard');
  });

  it('CR 1.2.2 Nathaniel Flint - Notorious Pirate: unplayable until some opposing character took damage this turn', () => {
    const flint = real('Nathaniel Flint - Notorious Pirate');
    const name = fullName(flint);
    const t = scenario({
      players: [{ hand: [name], ink: 5, play: [FRIEND] }, { play: [{ name: FOE, exerted: true }] }],
      cards: [flint],
    });
    expect(t.can('play', name)).toBe(false);
    t.challenge(FRIEND, FOE);
    acceptAll(t);
    expect(t.can('play', name)).toBe(true);
  });

  it('CR 1.2.2 Pete - Games Referee: opponents are barred from actions until your next turn starts', () => {
    const pete = real('Pete - Games Referee');
    const name = fullName(pete);
    const t = scenario({
      players: [
        { hand: [name], ink: pete.cost },
        { hand: ['Dragon Fire'], ink: 5, play: [FOE] },
      ],
      cards: [pete],
    });
    t.play(name);
    acceptAll(t);
    t.endTurn();
    acceptAll(t);
    expect(t.can('play', 'Dragon Fire')).toBe(false);
    t.endTurn();
    acceptAll(t);
    t.endTurn();
    acceptAll(t);
    expect(t.can('play', 'Dragon Fire')).toBe(true);
  });

  it('CR 4.6.6 Namaari - Heir of Fang: the damage she deals in a challenge may be copied onto another chosen character', () => {
    const namaari = real('Namaari - Heir of Fang');
    const name = fullName(namaari);
    const t = scenario({
      players: [
        { play: [name] },
        { play: [{ name: 'Sven - Official Ice Deliverer', exerted: true }, OTHER] },
      ],
      cards: [namaari],
    });
    t.challenge(name, 'Sven - Official Ice Deliverer');
    while (t.decision) {
      const d = t.decision;
      if (d.kind === 'yes-no') t.yes();
      else if (d.kind === 'cards') t.choose(OTHER);
      else t.answer(...d.options.slice(0, Math.max(1, d.min)));
    }
    expect(t.damage('Sven - Official Ice Deliverer')).toBe(namaari.strength);
    expect(t.damage(OTHER)).toBe(namaari.strength);
    // Damage dealt to Namaari by Sven is not damage Namaari deals: no second trigger.
    expect(t.zone(name)).toBe('discard');
  });

  it('CR 4.6 Mother’s Necklace: a turn without challenges ends with a chosen character of yours gaining Evasive', () => {
    const necklace = real("Mother's Necklace");
    const name = fullName(necklace);
    const board = () =>
      scenario({
        players: [{ play: [name, OTHER] }, { play: [{ name: FOE, exerted: true }] }],
        cards: [necklace],
      });
    const calm = board();
    calm.endTurn();
    acceptAll(calm);
    expect(calm.has(OTHER, 'kw.evasive')).toBe(true);
    const t = board();
    t.challenge(OTHER, FOE);
    acceptAll(t);
    t.endTurn();
    acceptAll(t);
    expect(t.has(OTHER, 'kw.evasive')).toBe(false);
  });
});
