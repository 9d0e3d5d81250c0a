/**
 * Issue 16: one behaviour test per template the compiler learned for
 * conditions, triggers, turn history, quoted abilities, replacements and activated-cost oddities —
 * each played in a real game with a real compiled card (`cards/generated/`).
 */
import { describe, expect, it } from 'vitest';
import { validateDeck } from '../../decks/validate.js';
import { cardsUnder } from '../../engine/changes/moves.js';
import { scenario } from '../../testing/scenario.js';
import { fullName, type LorcanaCard } from '../card.js';
import { compiledOnly } from '../full-pool.js';

/** The compiled card of that full name (fails the test if the compiler did not produce it). */
function real(name: string): LorcanaCard {
  const card = compiledOnly.find((c) => fullName(c) === name);
  if (!card) throw new Error(`${name} is not compiled`);
  return card;
}

const FRIEND = 'Mickey Mouse - True Friend';
const FOE = 'Stitch - New Dog';
const ROBOT = 'B.E.N. - Eccentric Robot';
const OTHER = 'Minnie Mouse - Beloved Princess';
const BIG = 'Maui - Demigod';

describe('activated-cost oddities (CR 6.3)', () => {
  it('CR 6.3.1 Hiro Hamada - Robotics Prodigy: the paid search for an item or Robot reveals it and leaves it on top of the shuffled deck', () => {
    const hiro = 'Hiro Hamada - Robotics Prodigy';
    const t = scenario({
      players: [{ play: [hiro], ink: 2, deck: [FRIEND, FRIEND, ROBOT, FRIEND] }, {}],
      cards: [real(hiro), real(ROBOT)],
    });
    t.activate(hiro);
    // Only the Robot character can be found: a plain character is no item and no Robot.
    expect(t.decision?.options).toEqual([t.id(ROBOT)]);
    t.choose(ROBOT);
    // The cost is {E} and 2 ink: both paid.
    expect(t.exerted(hiro)).toBe(true);
    expect(t.ctx.cards('inkwell', 0).filter((c) => !t.ctx.card(c).tapped)).toHaveLength(0);
    expect(t.names('deck', 0)[0]).toBe(ROBOT);
  });

  it('CR 6.1.5.2 Baymax’s Healthcare Chip: a named choose-one ability whose second option heals more with a Robot in play', () => {
    const chip = "Baymax's Healthcare Chip";
    const t = scenario({
      players: [{ play: [chip, ROBOT, { name: BIG, damage: 4 }] }, {}],
      cards: [real(chip), real(ROBOT)],
    });
    expect(real(chip).abilities?.[0]?.name).toBe('10,000 Medical Procedures');
    t.activate(chip);
    t.answer('1'); // the second mode: with a Robot in play, up to 3
    t.choose(BIG);
    if (t.decision) t.answer(3);
    expect(t.damage(BIG)).toBe(1);
  });
});

describe('deck building (CR 1.10.1.1)', () => {
  it('CR 1.10.1.1 Dalmatian Puppy - Tail Wagger: the deck-limit exception raises the copy limit to 99', () => {
    const puppy = real('Dalmatian Puppy - Tail Wagger');
    const mickey = { ...puppy, id: 'other', name: 'Other', abilities: [] } as LorcanaCard;
    expect(validateDeck([{ card: puppy, count: 60 }])).toEqual([]);
    const over = validateDeck([{ card: puppy, count: 100 }]);
    expect(over.map((p) => p.kind)).toEqual(['tooManyCopies']);
    expect(over[0].message).toContain('at most 99');
    // Other cards keep the limit of 4.
    expect(
      validateDeck([
        { card: puppy, count: 55 },
        { card: mickey, count: 5 },
      ]).map((p) => p.kind),
    ).toEqual(['tooManyCopies']);
  });
});

describe('floating triggers of effects (CR 6.2.7.1)', () => {
  it('CR 6.2.7.1 Medallion Weights: a Strength boost plus a floating challenge trigger offering a draw this turn', () => {
    const weights = 'Medallion Weights';
    const t = scenario({
      players: [
        { play: [weights, FRIEND, OTHER], ink: 2 },
        {
          play: [
            { name: FOE, exerted: true },
            { name: FOE, exerted: true },
          ],
        },
      ],
      cards: [real(weights)],
    });
    t.activate(weights);
    t.choose(FRIEND);
    expect(t.strength(FRIEND)).toBe(3 + 2);
    const hand = t.names('hand', 0).length;
    // Another character challenging doesn't trigger it.
    t.challenge(OTHER, t.id(FOE, 1, 1));
    expect(t.decision).toBeFalsy();
    t.challenge(FRIEND, FOE);
    t.yes();
    expect(t.names('hand', 0)).toHaveLength(hand + 1);
  });

  it('CR 6.2.7.1 Who’s With Me?: an action’s second line is a floating trigger for Reckless challengers worth 2 lore', () => {
    const who = "Who's With Me?";
    const reckless = 'Felicia - Always Hungry';
    const t = scenario({
      players: [
        { hand: [who], ink: 4, play: [reckless, FRIEND] },
        {
          play: [
            { name: FOE, exerted: true },
            { name: FOE, exerted: true },
          ],
        },
      ],
      cards: [real(who), real(reckless)],
    });
    t.play(who);
    expect(t.strength(FRIEND)).toBe(3 + 2);
    t.challenge(FRIEND, t.id(FOE, 1, 1));
    expect(t.lore(0)).toBe(0);
    t.challenge(reckless, FOE);
    expect(t.lore(0)).toBe(2);
  });
});

describe('self-replacements (CR 6.5.1.1)', () => {
  it('CR 6.5.1.1 Darkwing’s Chair Set: healing a chosen Darkwing Duck replaces the amount with a larger one', () => {
    const chair = "Darkwing's Chair Set";
    const darkwing = 'Darkwing Duck - Darkwolf Dog';
    const t = scenario({
      players: [{ play: [chair, chair, { name: darkwing, damage: 3 }, { name: BIG, damage: 5 }] }, {}],
      cards: [real(chair), real(darkwing)],
    });
    const [first, second] = t.ctx
      .cards('play', 0)
      .filter((c) => t.ctx.card(c).def === t.ctx.card(t.id(chair)).def);
    t.activate(first);
    t.choose(darkwing);
    if (t.decision) t.answer(3);
    expect(t.damage(darkwing)).toBe(0);
    t.activate(second);
    t.choose(BIG);
    // Up to 2 only: the amount offered stops at 2.
    if (t.decision) {
      expect(Math.max(...t.decision.options.map(Number))).toBe(2);
      t.answer(t.decision.options.map(Number).includes(2) ? 2 : '2');
    }
    expect(t.damage(BIG)).toBe(3);
  });
});

describe('exerting as a trigger event (CR 5.1.1.2)', () => {
  const FREEZE = 'Freeze';

  it('CR 5.1.1.2 Grimorum Arcanorum: during your turn an opposing character turning exerted gains 1 lore', () => {
    const grimorum = 'Grimorum Arcanorum';
    const t = scenario({
      players: [{ play: [grimorum, FRIEND], hand: [FREEZE], ink: 2 }, { play: [FOE, OTHER] }],
      cards: [real(grimorum), real(FREEZE)],
    });
    // One of your own characters exerting (questing) is not an opposing one.
    t.quest(FRIEND);
    const quested = t.lore(0);
    t.play(FREEZE);
    t.choose(FOE);
    expect(t.exerted(FOE)).toBe(true);
    expect(t.lore(0)).toBe(quested + 1);
    expect(t.exerted(OTHER)).toBe(false);
  });

  it('CR 5.1.1.2 Te Kā - Elemental Terror: during your turn an opposing character turning exerted is banished', () => {
    const teka = 'Te Kā - Elemental Terror';
    const t = scenario({
      players: [{ play: [teka], hand: [FREEZE], ink: 2 }, { play: [FOE, FRIEND] }],
      cards: [real(teka), real(FREEZE)],
    });
    t.play(FREEZE);
    t.choose(FOE);
    expect(t.zone(FOE, 1)).toBe('discard');
    expect(t.zone(FRIEND, 1)).toBe('play');
  });

  it('CR 5.1.1.2 the same trigger waits for the opponent’s own exerting only during your turn', () => {
    const teka = 'Te Kā - Elemental Terror';
    const t = scenario({
      players: [{ play: [teka] }, { play: [FOE] }],
      active: 1,
      cards: [real(teka)],
    });
    // During the opponent's turn their character quests (is exerted): “During your turn” is false.
    t.quest(FOE);
    expect(t.zone(FOE, 1)).toBe('play');
  });
});

describe('statics granting triggered abilities (CR 6.4, 6.2.3)', () => {
  it('CR 6.2.3 Jetsam - Ursula’s Spy: Jetsams of yours gain a return-to-hand ability for challenge banishes', () => {
    const flotsam = 'Flotsam - Ursula\'s "Baby"';
    const jetsam = "Jetsam - Ursula's Spy";
    const t = scenario({
      players: [{ play: [flotsam, jetsam, FRIEND] }, { play: [{ name: BIG, exerted: true }] }],
      cards: [real(flotsam)],
    });
    // Only characters named Jetsam gained it: another banished character stays in the discard.
    t.challenge(FRIEND, BIG);
    expect(t.zone(FRIEND, 0)).toBe('discard');
    t.challenge(jetsam, BIG);
    if (t.decision) t.yes();
    expect(t.zone(jetsam, 0)).toBe('hand');
  });
});

describe('amounts and quoted abilities on the chosen card (CR 6.1.8, 4.6.6)', () => {
  it('CR 6.1.8 Sword in the Stone: an unnamed paid ability boosting Strength per damage on the chosen character', () => {
    const sword = 'Sword in the Stone';
    const t = scenario({
      players: [{ play: [sword, { name: FRIEND, damage: 2 }, OTHER], ink: 2 }, {}],
      cards: [real(sword)],
    });
    const before = t.strength(FRIEND);
    t.activate(sword);
    t.choose(FRIEND);
    // The chosen character's damage counts, not the item's (which has none).
    expect(t.strength(FRIEND)).toBe(before + 2);
  });

  it('CR 4.6.6 Mickey Mouse - Pirate Captain: a chosen Pirate gains Strength and immunity to challenge damage this turn', () => {
    const mickey = 'Mickey Mouse - Pirate Captain';
    const hook = 'Captain Hook - Forceful Duelist';
    const t = scenario({
      players: [
        { play: [mickey, hook] },
        {
          play: [
            { name: BIG, exerted: true },
            { name: FOE, exerted: true },
          ],
        },
      ],
      cards: [real(mickey)],
    });
    const strength = t.strength(hook);
    t.quest(mickey);
    t.choose(hook);
    expect(t.strength(hook)).toBe(strength + 2);
    t.challenge(hook, BIG);
    // Hook deals his damage but takes none from the 8 {S} he challenged.
    expect(t.damage(hook)).toBe(0);
    expect(t.zone(hook)).toBe('play');
    // +2 of the effect and his own Challenger +2 while challenging (CR 8.5).
    expect(t.damage(BIG, 1)).toBe(strength + 2 + 2);
  });
});

describe('effects lasting while their source is in play (CR 6.4.2)', () => {
  it('CR 6.4.2 The Magic Feather: the character chosen on play keeps Evasive while the item stays in play', () => {
    const feather = 'The Magic Feather';
    const t = scenario({
      players: [{ hand: [feather], ink: 9, play: [FRIEND, OTHER] }, {}],
      cards: [real(feather)],
    });
    t.play(feather);
    t.choose(FRIEND);
    expect(t.has(FRIEND, 'kw.evasive')).toBe(true);
    expect(t.has(OTHER, 'kw.evasive')).toBe(false);
    // “Grounded: 3 {I} — Return this item to your hand.”: the item leaves play, the effect ends.
    t.activate(feather);
    expect(t.zone(feather)).toBe('hand');
    expect(t.has(FRIEND, 'kw.evasive')).toBe(false);
  });

  it('CR 3.2.1.1 Elsa’s Ice Palace - Place of Solitude: the chosen exerted character skips its ready while the location stays in play', () => {
    const palace = "Elsa's Ice Palace - Place of Solitude";
    const t = scenario({
      players: [
        { hand: [palace], ink: 9 },
        {
          play: [
            { name: FOE, exerted: true },
            { name: OTHER, exerted: true },
          ],
        },
      ],
      cards: [real(palace)],
    });
    t.play(palace);
    t.choose(FOE);
    t.endTurn();
    // Their Ready step readies the other character only (CR 3.2.1.1).
    expect(t.exerted(FOE, 1)).toBe(true);
    expect(t.exerted(OTHER, 1)).toBe(false);
  });
});

describe('turn history and each player choosing (CR 1.2.2, 6.7.5)', () => {
  it('CR 1.2.2 Freeze: unplayable until 2 cards reached your discard this turn; then each player inks 2 of their characters exerted', () => {
    const plan = 'Escape Plan';
    const t = scenario({
      players: [
        { hand: [plan, 'Freeze', 'Freeze'], ink: 9, play: [FRIEND, OTHER] },
        { play: [FOE, BIG, ROBOT] },
      ],
      cards: [real(plan), real('Freeze'), real(ROBOT)],
    });
    expect(t.can('play', plan)).toBe(false);
    t.play('Freeze');
    t.choose(FOE);
    expect(t.can('play', plan)).toBe(false);
    t.play('Freeze');
    t.choose(BIG);
    // Two cards went to the discard this turn: now it can be played.
    expect(t.can('play', plan)).toBe(true);
    const inkBefore = [t.count('inkwell', 0), t.count('inkwell', 1)];
    t.play(plan);
    // The active player chooses first (they have exactly 2), then the opponent picks 2 of 3.
    if (t.decision?.player === 0) t.choose(FRIEND, OTHER);
    expect(t.decision?.player).toBe(1);
    t.choose(FOE, ROBOT);
    expect(t.count('inkwell', 0)).toBe(inkBefore[0] + 2);
    expect(t.count('inkwell', 1)).toBe(inkBefore[1] + 2);
    expect(t.zone(BIG, 1)).toBe('play');
    const inked = t.ctx.cards('inkwell', 1).filter((c) => c === t.id(FOE, 1) || c === t.id(ROBOT, 1));
    expect(inked.every((c) => t.ctx.card(c).tapped)).toBe(true);
  });
});

describe('exerting as the first part of an action (CR 6.1.5.1)', () => {
  it('CR 6.1.5.1 Ambush!: exerting a character of yours pays for damage equal to its Strength', () => {
    const ambush = 'Ambush!';
    const t = scenario({
      players: [
        { hand: [ambush, ambush], ink: 9, play: [BIG, { name: FRIEND, exerted: true }] },
        { play: [OTHER] },
      ],
      cards: [real(ambush)],
    });
    t.play(ambush);
    // Only a ready character of yours can be exerted: Maui, the only one, is picked; then the target.
    t.choose(OTHER);
    expect(t.exerted(BIG)).toBe(true);
    expect(t.zone(OTHER, 1)).toBe('discard');
    // With no ready character of yours left, nothing is exerted and no damage is dealt.
    t.play(ambush);
    expect(t.decision).toBeFalsy();
  });
});

describe('a card gaining a quoted triggered ability of its own (CR 6.4.3, 6.1.13.6)', () => {
  it('CR 6.1.13.6 Megara - Secret Keeper: while a card is under her she gains Lore and a discard-on-challenged ability', () => {
    const megara = 'Megara - Secret Keeper';
    const t = scenario({
      players: [
        {
          play: [
            { name: megara, exerted: true, under: [FRIEND] },
            { name: megara, exerted: true },
          ],
        },
        { play: [BIG, BIG], hand: [FOE, OTHER] },
      ],
      active: 1,
      cards: [real(megara)],
    });
    const both = [t.id(megara, 0, 0), t.id(megara, 0, 1)];
    const [withCard, without] = cardsUnder(t.ctx, both[0]).length > 0 ? both : [both[1], both[0]];
    expect(cardsUnder(t.ctx, withCard)).toHaveLength(1);
    const printed = real(megara).lore ?? 0;
    expect(t.loreValue(withCard)).toBe(printed + 1);
    expect(t.loreValue(without)).toBe(printed);
    // Without a card under her, being challenged makes nobody discard.
    t.challenge(t.id(BIG, 1, 0), without);
    expect(t.count('hand', 1)).toBe(2);
    t.challenge(t.id(BIG, 1, 1), withCard);
    if (t.decision) t.choose(FOE);
    expect(t.count('hand', 1)).toBe(1);
    expect(t.zone(FOE, 1)).toBe('discard');
  });
});
