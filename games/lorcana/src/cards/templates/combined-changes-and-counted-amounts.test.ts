/**
 * Issue 16, character-effects family: one behaviour test per template this family added, each
 * played in a real game with a real compiled card (`cards/generated/`).
 */
import { describe, expect, it } from 'vitest';
import { compiledCard as real } from '../../testing/compiled-cards.js';
import { scenario } from '../../testing/scenario.js';

/** 3 {S} / 3 {W} / 2 {L}. */
const FRIEND = 'Mickey Mouse - True Friend';
/** 2 {S} / 2 {W} / 1 {L}. */
const FOE = 'Stitch - New Dog';

describe('several changes for one duration', () => {
  it('CR 6.6 / 6.4.2 Stand Out: a chosen character gets a Strength boost and Evasive until your next turn', () => {
    const stand = 'Stand Out';
    const t = scenario({
      players: [{ hand: [stand], ink: 3, play: [FRIEND] }, { play: [FOE] }],
      cards: [real(stand)],
    });
    t.play(stand);
    t.choose(FRIEND);
    expect(t.strength(FRIEND, 0)).toBe(6);
    expect(t.has(FRIEND, 'kw.evasive', 0)).toBe(true);
    // Both last through the opponent's turn and end as the controller's next turn starts.
    t.endTurn();
    expect(t.strength(FRIEND, 0)).toBe(6);
    expect(t.has(FRIEND, 'kw.evasive', 0)).toBe(true);
    t.endTurn();
    expect(t.strength(FRIEND, 0)).toBe(3);
    expect(t.has(FRIEND, 'kw.evasive', 0)).toBe(false);
    expect(t.strength(FOE, 1)).toBe(2);
  });

  it('CR 6.6 Tigger - In the Crow’s Nest: each action you play gives him Strength and Lore this turn', () => {
    const tigger = "Tigger - In the Crow's Nest";
    const pack = 'Pack Tactics';
    const t = scenario({
      players: [{ hand: [pack], ink: 4, play: [tigger] }, {}],
      cards: [real(tigger), real(pack)],
    });
    expect(t.strength(tigger, 0)).toBe(0);
    t.play(pack);
    expect(t.strength(tigger, 0)).toBe(1);
    expect(t.loreValue(tigger, 0)).toBe(2);
    t.endTurn();
    expect(t.strength(tigger, 0)).toBe(0);
    expect(t.loreValue(tigger, 0)).toBe(1);
  });
});

describe('amounts counted as the effect resolves (CR 6.1.8)', () => {
  it('CR 6.1.8 Pack Tactics: lore counted from opposing damaged characters only', () => {
    const pack = 'Pack Tactics';
    const t = scenario({
      players: [
        { hand: [pack], ink: 4, play: [{ name: FRIEND, damage: 1 }] },
        { play: [{ name: FOE, damage: 1 }, { name: FOE, damage: 1 }, FOE] },
      ],
      cards: [real(pack)],
    });
    t.play(pack);
    expect(t.lore(0)).toBe(2);
  });

  it('CR 6.1.8 Light the Fuse: damage to a chosen character counted from your exerted characters', () => {
    const fuse = 'Light the Fuse';
    const t = scenario({
      players: [
        {
          hand: [fuse],
          ink: 1,
          play: [{ name: FRIEND, exerted: true }, { name: FRIEND, exerted: true }, FRIEND],
        },
        { play: [{ name: 'Mickey Mouse - True Friend', exerted: true }] },
      ],
      cards: [real(fuse)],
    });
    t.play(fuse);
    t.choose(t.id(FRIEND, 1));
    // Two of yours are exerted; the opponent's exerted character does not count.
    expect(t.damage(FRIEND, 1)).toBe(2);
  });

  it('CR 1.5.4 Olaf - Happy Passenger: 1 ink less per exerted opposing character', () => {
    const olaf = 'Olaf - Happy Passenger';
    const setup = (exerted: number) =>
      scenario({
        players: [
          { hand: [olaf], ink: 7, play: [{ name: FRIEND, exerted: true }] },
          { play: Array.from({ length: exerted }, () => ({ name: FOE, exerted: true })) },
        ],
        cards: [real(olaf)],
      });
    expect(setup(1).can('play', olaf)).toBe(false);
    const t = setup(2);
    expect(t.can('play', olaf)).toBe(true);
    t.play(olaf);
    expect(t.zone(olaf)).toBe('play');
  });
});

describe('conditions on what is in play and what happened this turn', () => {
  it('CR 6.4.3 Card Soldiers - Royal Troops: +2 Strength while any damaged character is in play, either player’s', () => {
    const soldiers = 'Card Soldiers - Royal Troops';
    const t = scenario({
      players: [{ play: [soldiers, FRIEND] }, { play: [{ name: FOE, exerted: true }] }],
      cards: [real(soldiers)],
    });
    expect(t.strength(soldiers, 0)).toBe(1);
    t.challenge(FRIEND, FOE);
    // Stitch is banished; Mickey took 2 damage: a damaged character is in play.
    expect(t.damage(FRIEND, 0)).toBe(2);
    expect(t.strength(soldiers, 0)).toBe(3);
  });

  it('CR 6.4.3 “While an opponent has more lore than you, this character gets +2 {L}.”', () => {
    const queen = 'The Queen - Devious Disguise';
    const t = scenario({
      players: [{ play: [queen], lore: 3 }, { lore: 3 }],
      cards: [real(queen)],
    });
    expect(t.loreValue(queen, 0)).toBe(1);
    const u = scenario({
      players: [{ play: [queen], lore: 3 }, { lore: 4 }],
      cards: [real(queen)],
    });
    expect(u.loreValue(queen, 0)).toBe(3);
  });

  it('CR 6.2.4 Airfoil: the draw counts the actions played this turn', () => {
    const airfoil = 'Airfoil';
    const stand = 'Stand Out';
    const t = scenario({
      players: [{ play: [airfoil, FRIEND], hand: [stand, stand, stand], ink: 6, deck: [FOE, FOE] }, {}],
      cards: [real(airfoil), real(stand)],
    });
    t.play(stand);
    if (t.decision) t.choose(FRIEND);
    t.activate(airfoil);
    // One action so far: no card.
    expect(t.count('hand', 0)).toBe(2);
    t.endTurn();
    t.endTurn();
    const inHand = t.count('hand', 0);
    t.play(stand);
    if (t.decision) t.choose(FRIEND);
    t.play(stand);
    if (t.decision) t.choose(FRIEND);
    t.activate(airfoil);
    expect(t.count('hand', 0)).toBe(inHand - 2 + 1);
  });

  it('CR 6.2.4 Golden Harp - Enchanter of the Land: banished at turn end when no song was played', () => {
    const harp = 'Golden Harp - Enchanter of the Land';
    const t = scenario({ players: [{ play: [harp] }, {}], cards: [real(harp)] });
    t.endTurn();
    expect(t.zone(harp, 0)).toBe('discard');
  });

  it('CR 6.2.4 Bolt - Headstrong Dog: his no-damage condition covers both the draw and the discard', () => {
    const bolt = 'Bolt - Headstrong Dog';
    const t = scenario({
      players: [{ play: [{ name: bolt, damage: 1 }], hand: [FOE], deck: [FRIEND] }, {}],
      cards: [real(bolt)],
    });
    t.quest(bolt);
    // Damaged: no draw and no discard.
    expect(t.decision).toBeFalsy();
    expect(t.names('hand', 0)).toEqual([FOE]);
  });
});

describe('static abilities of the family (CR 6.4)', () => {
  it('CR 6.1.13.5 Hidden Cove - Tranquil Haven: both stat changes apply only at this location', () => {
    const cove = 'Hidden Cove - Tranquil Haven';
    const t = scenario({
      players: [{ play: [cove, { name: FRIEND, at: cove }, FOE] }, {}],
      cards: [real(cove)],
    });
    expect(t.strength(FRIEND, 0)).toBe(4);
    expect(t.willpower(FRIEND, 0)).toBe(4);
    expect(t.strength(FOE, 0)).toBe(2);
    expect(t.willpower(FOE, 0)).toBe(2);
  });

  it('CR 5.2.7 King’s Sensor Core: Resist for either listed classification', () => {
    const core = "King's Sensor Core";
    const princess = 'Jasmine - Disguised';
    const king = 'Mufasa - King of the Pride Lands';
    const t = scenario({
      players: [{ play: [core, princess, king, FRIEND] }, { play: [king] }],
      cards: [real(core)],
    });
    expect(t.has(king, 'kw.resist', 0)).toBe(true);
    // A Princess, a Hero and an opposing King are not “your Prince and King characters”.
    expect(t.has(princess, 'kw.resist', 0)).toBe(false);
    expect(t.has(FRIEND, 'kw.resist', 0)).toBe(false);
    expect(t.has(king, 'kw.resist', 1)).toBe(false);
  });

  it('CR 6.1.8 The Queen - Fairest of All: +1 Lore per other The Queen of yours in play', () => {
    const queen = 'The Queen - Fairest of All';
    const other = 'The Queen - Devious Disguise';
    const t = scenario({
      players: [{ play: [queen, other, FRIEND] }, { play: [other] }],
      cards: [real(queen), real(other)],
    });
    // One other Queen of yours; the opponent's does not count.
    expect(t.loreValue(queen, 0)).toBe(2);
  });
});

describe('“this way”: what the step before did (CR 6.1.11)', () => {
  it('CR 6.1.8 Ursula - Power Hungry: the optional draws count the lore actually lost', () => {
    const ursula = 'Ursula - Power Hungry';
    const setup = (lore: number) =>
      scenario({
        players: [{ hand: [ursula], ink: 7, deck: [FRIEND, FRIEND] }, { lore }],
        cards: [real(ursula)],
      });
    let t = setup(2);
    t.play(ursula);
    if (t.decision) t.yes();
    expect(t.lore(1)).toBe(1);
    expect(t.count('hand', 0)).toBe(1);
    // An opponent with no lore loses none: nothing to draw for.
    t = setup(0);
    t.play(ursula);
    if (t.decision) t.yes();
    expect(t.count('hand', 0)).toBe(0);
  });

  it('CR 6.1.8 Baymax - Armored Companion: lore counted from the damage actually removed', () => {
    const baymax = 'Baymax - Armored Companion';
    const isabela = 'Isabela Madrigal - Caring Cultivator';
    const t = scenario({
      players: [{ hand: [baymax], ink: 5, play: [isabela, { name: FRIEND, damage: 2 }] }, {}],
      cards: [real(baymax), real(isabela)],
    });
    t.play(baymax);
    t.yes();
    // Mickey is the only damaged one; remove the most (2), as the controller picks (CR 6.1.3).
    if (t.decision?.kind === 'cards') t.choose(FRIEND);
    if (t.decision) t.answer(2);
    expect(t.damage(FRIEND, 0)).toBe(0);
    // 2 from Baymax (this way) and 2 from Isabela's trigger (the damage that event removed).
    expect(t.lore(0)).toBe(4);
  });
});

describe('requirements (issue 16)', () => {
  it('CR 8.7 This Growing Pressure: the chosen opposing character must quest next turn, so the turn cannot end before it quests', () => {
    const pressure = 'This Growing Pressure';
    const t = scenario({
      players: [
        { hand: [pressure], ink: 4, play: [{ name: FRIEND, exerted: true }], deck: [FOE, FOE] },
        { play: [FOE], deck: [FOE, FOE] },
      ],
      cards: [real(pressure)],
    });
    const stitch = t.idIn('play', FOE, 1);
    t.play(pressure);
    if (t.decision) t.choose(stitch);
    expect(t.count('hand', 0)).toBe(1);
    // Nothing changes during the controller's own turn.
    expect(t.can('end-turn')).toBe(true);
    t.endTurn();
    // Their next turn: Stitch can't challenge the exerted Mickey, and the turn can't end until it quests.
    expect(t.can('challenge', stitch)).toBe(false);
    expect(t.can('end-turn')).toBe(false);
    t.quest(stitch);
    expect(t.lore(1)).toBe(1);
    expect(t.can('end-turn')).toBe(true);
    t.endTurn();
    // Mickey quests (and so is exerted again) before the opponent's following turn.
    t.quest(FRIEND);
    t.endTurn();
    // The turn after: no requirement left.
    expect(t.can('end-turn')).toBe(true);
    expect(t.can('challenge', stitch)).toBe(true);
  });
});

describe('keywords with values, groups and chosen cards', () => {
  it('CR 8.8 Jasmine - Resourceful Infiltrator: an optional Resist +1 for another chosen character until your next turn', () => {
    const jasmine = 'Jasmine - Resourceful Infiltrator';
    const t = scenario({
      players: [{ hand: [jasmine], ink: 1, play: [FRIEND] }, { play: [FOE] }],
      cards: [real(jasmine)],
    });
    t.play(jasmine);
    t.yes();
    // “another”: Jasmine herself is not an option.
    expect(t.decision?.options).not.toContain(t.idIn('play', jasmine, 0));
    t.choose(FRIEND);
    expect(t.has(FRIEND, 'kw.resist', 0)).toBe(true);
    t.endTurn();
    expect(t.has(FRIEND, 'kw.resist', 0)).toBe(true);
    t.endTurn();
    expect(t.has(FRIEND, 'kw.resist', 0)).toBe(false);
  });

  it('CR 8.7 Basil - Secret Informer: opposing damaged characters turn Reckless in their next turn only', () => {
    const basil = 'Basil - Secret Informer';
    const t = scenario({
      players: [{ play: [basil] }, { play: [{ name: FOE, damage: 1 }, FRIEND] }],
      cards: [real(basil)],
    });
    t.quest(basil);
    expect(t.has(FOE, 'kw.reckless', 1)).toBe(false);
    t.endTurn();
    expect(t.has(FOE, 'kw.reckless', 1)).toBe(true);
    expect(t.has(FRIEND, 'kw.reckless', 1)).toBe(false);
    // Reckless: it can't quest (CR 8.7.2).
    expect(t.can('quest', t.idIn('play', FOE, 1))).toBe(false);
  });

  it('CR 5.2.7 Sleepy - Deep Sleeper: the optional draw needs a Seven Dwarfs or a Princess, either one', () => {
    const sleepy = 'Sleepy - Deep Sleeper';
    const setup = (other: string) =>
      scenario({
        active: 1,
        players: [{ play: [{ name: sleepy, exerted: true }, other], deck: [FOE] }, { play: [FRIEND] }],
        cards: [real(sleepy)],
      });
    let t = setup('Jasmine - Disguised');
    t.challenge(FRIEND, sleepy);
    expect(t.zone(sleepy, 0)).toBe('discard');
    t.yes();
    expect(t.count('hand', 0)).toBe(1);
    // A Hero only: no draw offered.
    t = setup('Mickey Mouse - True Friend');
    t.challenge(FRIEND, sleepy);
    expect(t.decision).toBeFalsy();
    expect(t.count('hand', 0)).toBe(0);
  });

  it('CR 6.1.8 Abu - Illusory Pachyderm: lore equal to a chosen opposing character’s Lore', () => {
    const abu = 'Abu - Illusory Pachyderm';
    const t = scenario({
      players: [{ play: [abu] }, { play: [FRIEND, FOE] }],
      cards: [real(abu)],
    });
    t.quest(abu);
    t.choose(FRIEND);
    // 1 for questing, 2 for Mickey's {L}.
    expect(t.lore(0)).toBe(3);
  });

  it('CR 1.7.3 Befuddle: the player chooses a cheap character or item to return to hand', () => {
    const befuddle = 'Befuddle';
    const t = scenario({
      players: [{ hand: [befuddle], ink: 1, play: [FRIEND] }, { play: [FOE, 'Dinglehopper'] }],
      cards: [real(befuddle)],
    });
    t.play(befuddle);
    // Mickey costs 3: only Stitch and the Dinglehopper can be returned.
    expect(t.decision?.options).toHaveLength(2);
    t.choose(FOE);
    expect(t.zone(FOE, 1)).toBe('hand');
  });
});
