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
  it('CR 6.6 / 6.4.2 “Chosen character gets +3 {S} and gains Evasive until the start of your next turn.”', () => {
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

  it('CR 6.6 “this character gets +1 {S} and +1 {L} this turn” (Tigger, whenever you play an action)', () => {
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
  it('“Gain 1 lore for each damaged character opponents have in play.” counts only opposing damaged characters', () => {
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

  it('“Deal 1 damage to chosen character for each exerted character you have in play.”', () => {
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

  it('“For each exerted character opponents have in play, you pay 1 {I} less to play this character.” (CR 1.5.4)', () => {
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
  it('CR 6.4.3 “While a damaged character is in play, this character gets +2 {S}.” — either player’s character', () => {
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

  it("CR 6.2.4 “If you've played 2 or more actions this turn, draw a card.” counts this turn's plays", () => {
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

  it("CR 6.2.4 “At the end of your turn, if you didn't play a song this turn, banish this character.”", () => {
    const harp = 'Golden Harp - Enchanter of the Land';
    const t = scenario({ players: [{ play: [harp] }, {}], cards: [real(harp)] });
    t.endTurn();
    expect(t.zone(harp, 0)).toBe('discard');
  });

  it('CR 6.2.4 “if he has no damage, you may draw a card, then choose and discard a card”: the “if” covers both', () => {
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
  it('CR 6.1.13.5 “Characters get +1 {S} and +1 {W} while here.”: both changes, only at this location', () => {
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

  it('CR 5.2.7 “Your Prince and King characters gain Resist +1.”: any of the listed classifications', () => {
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

  it('CR 6.1.8 “For each other character named The Queen you have in play, this character gets +1 {L}.”', () => {
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
  it('“each opponent loses 1 lore. You may draw a card for each 1 lore lost this way.”: lore actually lost', () => {
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

  it('“remove up to 2 damage … Gain 1 lore for each 1 damage removed this way.” and “gain 1 lore for each 1 damage removed”', () => {
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
  it("“Chosen opposing character can't challenge and must quest during their next turn if able.”: no end of turn before it quests", () => {
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
  it('CR 8.8 “you may give another chosen character Resist +1 until the start of your next turn”', () => {
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

  it('CR 8.7 “opposing damaged characters gain Reckless during their next turn”: the damaged ones, in their turn only', () => {
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

  it('CR 5.2.7 “if you have a Seven Dwarfs or Princess character in play, you may draw a card”: either one', () => {
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

  it('CR 6.1.8 “gain lore equal to the {L} of chosen opposing character”', () => {
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

  it("CR 1.7.3 “Return a character or item with cost 2 or less to their player's hand.”: the player chooses one", () => {
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
