/**
 * Issue 16, effects coverage, continued from `cards/templates/conditional-statics-and-history.test.ts`: one behaviour
 * test per template, each played in a real game with a real compiled card (`cards/generated/`).
 */
import { describe, expect, it } from 'vitest';
import { compiledCard as real } from '../../testing/compiled-cards.js';
import { scenario } from '../../testing/scenario.js';

/** 3 {S} / 3 {W} / 2 {L}, cost 3. */
const FRIEND = 'Mickey Mouse - True Friend';
/** 2 {S} / 2 {W} / 1 {L}, cost 2. */
const FOE = 'Stitch - New Dog';
/** A Pirate character with no abilities: 2 {S} / 5 {W}. */
const PIRATE = 'Mr. Smee - Loyal First Mate';

describe('players who can’t play cards, stats from stats, non-characters, locations', () => {
  it('CR 1.2.2 Keep the Ancient Ways: opponents are barred from actions and items until your next turn', () => {
    const keep = 'Keep the Ancient Ways';
    const action = 'Healing Glow';
    const item = 'Dinglehopper';
    const t = scenario({
      players: [
        { hand: [keep], ink: 2 },
        { hand: [action, item, FOE], ink: 5 },
      ],
      cards: [real(keep), real(action)],
    });
    t.play(keep);
    t.endTurn();
    expect(t.can('play', action)).toBe(false);
    expect(t.can('play', item)).toBe(false);
    expect(t.can('play', FOE)).toBe(true);
    t.endTurn();
    t.endTurn();
    expect(t.can('play', action)).toBe(true);
    expect(t.can('play', item)).toBe(true);
  });

  it('CR 6.1.8 “Chosen character gets +{S} equal to their {W} this turn.”', () => {
    const ranger = 'Ranger Team-Up';
    const t = scenario({
      players: [{ hand: [ranger], ink: 2, play: [PIRATE] }, {}],
      cards: [real(ranger), real(PIRATE)],
    });
    t.play(ranger);
    if (t.decision) t.choose(PIRATE);
    // Mr. Smee: 2 {S}, 5 {W}.
    expect(t.strength(PIRATE, 0)).toBe(7);
    t.endTurn();
    expect(t.strength(PIRATE, 0)).toBe(2);
  });

  it('CR 6.1.8 Zipper - Big Helper: questing may add his Willpower to another chosen character’s Strength this turn', () => {
    const zipper = 'Zipper - Big Helper';
    const t = scenario({ players: [{ play: [zipper, FRIEND] }, {}], cards: [real(zipper)] });
    t.quest(zipper);
    if (t.decision?.kind === 'yes-no') t.yes();
    if (t.decision) t.choose(FRIEND);
    // Zipper: 6 {W}; Mickey: 3 {S}.
    expect(t.strength(FRIEND, 0)).toBe(9);
    expect(t.strength(zipper, 0)).toBe(0);
  });

  it('CR 5.3–5.6 Buzz Lightyear - On the Way: paying 2 ink or less for a non-character offers a draw then a discard', () => {
    const buzz = 'Buzz Lightyear - On the Way';
    const item = 'Dinglehopper';
    const t = scenario({
      players: [{ play: [buzz], hand: [item, FOE], ink: 3 }, {}],
      cards: [real(buzz)],
    });
    const hand = t.count('hand', 0);
    t.play(item);
    if (t.decision) t.choose(t.decision.options[0] as number);
    // Played the item (-1), drew (+1), discarded (-1).
    expect(t.count('hand', 0)).toBe(hand - 1);
    expect(t.count('discard', 0)).toBe(1);
    const u = scenario({ players: [{ play: [buzz], hand: [FOE], ink: 3 }, {}], cards: [real(buzz)] });
    u.play(FOE);
    expect(u.count('discard', 0)).toBe(0);
  });

  it('CR 1.5.5.3 Club Door: free to play with Fat Cat in play; cheap characters cannot challenge your locations', () => {
    const door = 'Club Door';
    const cat = 'Fat Cat - Criminal Businessman';
    const without = scenario({ players: [{ hand: [door] }, {}], cards: [real(door)] });
    expect(without.can('play', door)).toBe(false);
    const t = scenario({ players: [{ hand: [door], play: [cat] }, {}], cards: [real(door), real(cat)] });
    expect(t.can('play', door)).toBe(true);
    t.play(door, { mode: 'free' });
    expect(t.zone(door, 0)).toBe('play');
    expect(t.count('inkwell', 0)).toBe(0);
    // The opponent's cost-2 character can't challenge the location; a cost-3 one can.
    const place = "De Vil Manor - Cruella's Estate";
    const u = scenario({
      players: [{ play: [door, place] }, { play: [FOE, FRIEND] }],
      active: 1,
      cards: [real(door)],
    });
    expect(u.can('challenge', FOE, { target: u.id(place, 0) })).toBe(false);
    expect(u.can('challenge', FRIEND, { target: u.id(place, 0) })).toBe(true);
  });
});

describe('damage that is not dealt (restrictions)', () => {
  it('CR 1.9.1.2 Baloo - Ol’ Iron Paws: your characters of 7 Strength or more take no dealt damage, others do', () => {
    const baloo = "Baloo - Ol' Iron Paws";
    const big = 'John Silver - Terror of the Realm';
    const attacker = 'Starkey - Devious Pirate';
    const t = scenario({
      players: [{ play: [baloo, { name: big, exerted: true }] }, { play: [attacker, attacker] }],
      active: 1,
      cards: [real(baloo), real(big), real(attacker)],
    });
    t.challenge(t.id(attacker, 1, 0), big);
    expect(t.damage(big, 0)).toBe(0);
    expect(t.zone(t.id(attacker, 1, 0))).toBe('discard');
    const u = scenario({
      players: [{ play: [{ name: baloo, exerted: true }] }, { play: [FRIEND] }],
      active: 1,
      cards: [real(baloo)],
    });
    u.challenge(FRIEND, baloo);
    // Baloo has 5 {S}: he takes the damage.
    expect(u.damage(baloo, 0)).toBe(3);
  });

  it('CR 4.6.6 Nothing We Won’t Do: your characters ready, take no challenge damage and cannot quest for the rest of the turn', () => {
    const song = "Nothing We Won't Do";
    const t = scenario({
      players: [
        { hand: [song], ink: 8, play: [{ name: FRIEND, exerted: true }] },
        { play: [{ name: PIRATE, exerted: true }] },
      ],
      cards: [real(song), real(PIRATE)],
    });
    t.play(song);
    expect(t.exerted(FRIEND, 0)).toBe(false);
    expect(t.can('quest', FRIEND)).toBe(false);
    t.challenge(FRIEND, PIRATE);
    expect(t.damage(FRIEND, 0)).toBe(0);
    expect(t.damage(PIRATE, 1)).toBe(3);
    t.endTurn();
    t.endTurn();
    expect(t.can('quest', FRIEND)).toBe(true);
  });
});

describe('classifications added by effects (CR 5.2.7)', () => {
  const JUDY = 'Judy Hopps - Lead Detective';

  it('CR 5.2.7 Chief Bogo - Calling the Shots: the Detective classification he gives is read by Detective statics', () => {
    const bogo = 'Chief Bogo - Calling the Shots';
    const t = scenario({ players: [{ play: [bogo, FRIEND] }, {}], cards: [real(bogo)] });
    expect(t.has(FRIEND, 'kw.alert', 0)).toBe(false);
    const u = scenario({ players: [{ play: [bogo, JUDY, FRIEND] }, {}], cards: [real(bogo), real(JUDY)] });
    expect(u.has(FRIEND, 'kw.alert', 0)).toBe(true);
    // Bogo himself is not “other”: not a Detective, no Alert.
    expect(u.has(bogo, 'kw.alert', 0)).toBe(false);
  });

  it('CR 5.2.7 Detective’s Badge: Resist and the Detective classification for a chosen character until your next turn', () => {
    const badge = "Detective's Badge";
    const t = scenario({
      players: [{ play: [badge, JUDY, FRIEND], ink: 1 }, {}],
      cards: [real(badge), real(JUDY)],
    });
    expect(t.has(FRIEND, 'kw.alert', 0)).toBe(false);
    t.activate(badge);
    if (t.decision) t.choose(FRIEND);
    expect(t.has(FRIEND, 'kw.resist', 0)).toBe(true);
    expect(t.has(FRIEND, 'kw.alert', 0)).toBe(true);
    t.endTurn();
    t.endTurn();
    expect(t.has(FRIEND, 'kw.alert', 0)).toBe(false);
  });

  it('CR 5.2.7 The Thunderquack: opposing characters become Villains; its exert ability reads challenge banishes this turn', () => {
    const quack = 'The Thunderquack';
    const hades = 'Hades - King of Olympus';
    // Hades: +1 {L} for each other Villain character you have in play.
    const t = scenario({
      players: [{ play: [quack, FRIEND] }, { play: [hades, FRIEND] }],
      cards: [real(quack)],
    });
    expect(t.loreValue(hades, 1)).toBe(2);
    const none = scenario({ players: [{ play: [FRIEND] }, { play: [hades, FRIEND] }] });
    expect(none.loreValue(hades, 1)).toBe(1);
    t.activate(quack);
    expect(t.lore(0)).toBe(0);
    const u = scenario({
      players: [{ play: [quack, FRIEND] }, { play: [{ name: FOE, exerted: true }] }],
      cards: [real(quack)],
    });
    u.challenge(FRIEND, FOE);
    expect(u.zone(FOE, 1)).toBe('discard');
    u.activate(quack);
    expect(u.lore(0)).toBe(1);
  });
});

describe('amounts with a printed cap (CR 6.1.8)', () => {
  it('CR 6.1.8 Nani’s Payback: each opponent loses lore by a chosen character’s damage, capped at 4', () => {
    const nani = "Nani's Payback";
    const BIG = 'John Silver - Terror of the Realm';
    const setup = (damage: number) => {
      const t = scenario({
        players: [{ hand: [nani], ink: 4, play: [{ name: BIG, damage }] }, { lore: 10 }],
        cards: [real(nani), real(BIG)],
      });
      t.play(nani);
      if (t.decision) t.choose(BIG);
      return t.lore(1);
    };
    expect(setup(2)).toBe(8);
    // 6 damage: the cap of 4 applies.
    expect(setup(6)).toBe(6);
  });

  it('CR 6.1.8 Mulan - Resourceful Recruit: quest lore equal to her Strength, capped at 6', () => {
    const mulan = 'Mulan - Resourceful Recruit';
    const t = scenario({ players: [{ play: [mulan] }, {}], cards: [real(mulan)] });
    t.quest(mulan);
    // 1 {S}, 0 {L}: the quest gains nothing itself.
    expect(t.lore(0)).toBe(1);
  });
});

describe('last known information (CR 6.7.6)', () => {
  it('CR 6.7.6 Merlin - Completing His Research: the draw reads the cards under him as he left play', () => {
    const merlin = 'Merlin - Completing His Research';
    const setup = (under: readonly string[]) => {
      const t = scenario({
        players: [{ play: [{ name: merlin, exerted: true, under }] }, { play: [FRIEND] }],
        active: 1,
        cards: [real(merlin)],
      });
      const hand = t.count('hand', 0);
      t.challenge(FRIEND, merlin);
      expect(t.zone(merlin, 0)).toBe('discard');
      return t.count('hand', 0) - hand;
    };
    expect(setup([FOE])).toBe(2);
    expect(setup([])).toBe(0);
  });
});

describe('a self-replacement on last known information (CR 6.5.1.1, 6.7.6)', () => {
  it('CR 6.5.1.1 Time to Go!: banishing an own character draws 2, or 3 when it had a card under it', () => {
    const go = 'Time to Go!';
    const setup = (under: readonly string[]) => {
      const t = scenario({
        players: [{ hand: [go], ink: 5, play: [{ name: FRIEND, under }] }, {}],
        cards: [real(go)],
      });
      const hand = t.count('hand', 0);
      t.play(go);
      if (t.decision) t.choose(FRIEND);
      expect(t.zone(FRIEND, 0)).toBe('discard');
      // The action left the hand (-1), then the draw.
      return t.count('hand', 0) - hand + 1;
    };
    expect(setup([FOE])).toBe(3);
    expect(setup([])).toBe(2);
  });
});

describe('what a step did “this way” (CR 6.1.11)', () => {
  it('CR 6.1.11 Goofy - Groundbreaking Chef: the other characters healed this way ready', () => {
    const goofy = 'Goofy - Groundbreaking Chef';
    const t = scenario({
      players: [
        { play: [goofy, { name: FRIEND, damage: 1, exerted: true }, { name: FOE, exerted: true }] },
        {},
      ],
      cards: [real(goofy)],
    });
    t.endTurn();
    if (t.decision?.kind === 'yes-no') t.yes();
    if (t.decision?.kind === 'number') t.answer(1);
    expect(t.damage(FRIEND, 0)).toBe(0);
    expect(t.exerted(FRIEND, 0)).toBe(false);
    // No damage was removed from Stitch: he stays exerted.
    expect(t.exerted(FOE, 0)).toBe(true);
  });
});

describe('drying (CR 5.1.1.11)', () => {
  it("CR 5.1.1.11 “This character can quest the turn he's played.” — a drying character that can't quest otherwise", () => {
    const dash = 'Dash Parr - Lava Runner';
    const t = scenario({
      players: [{ hand: [dash, FRIEND], ink: 20 }, {}],
      cards: [real(dash)],
    });
    t.play(dash);
    t.play(FRIEND);
    expect(t.can('quest', FRIEND)).toBe(false);
    expect(t.can('quest', dash)).toBe(true);
    t.quest(dash);
    expect(t.lore(0)).toBeGreaterThan(0);
  });
});

describe('cards under (CR 5.1.1.5)', () => {
  it('CR 5.1.1.5 Scrooge McDuck - Reformed Ebenezer: a top card may go under each other character, which then gain Ward', () => {
    const scrooge = 'Scrooge McDuck - Reformed Ebenezer';
    const t = scenario({
      players: [{ hand: [scrooge], ink: 6, play: [FRIEND, FOE], deck: [PIRATE, PIRATE] }, {}],
      cards: [real(scrooge), real(PIRATE)],
    });
    const deck = t.count('deck', 0);
    t.play(scrooge);
    if (t.decision?.kind === 'yes-no') t.yes();
    expect(t.count('deck', 0)).toBe(deck - 2);
    expect(t.count('under', 0)).toBe(2);
    expect(t.has(FRIEND, 'kw.ward', 0)).toBe(true);
    expect(t.has(FOE, 'kw.ward', 0)).toBe(true);
    expect(t.has(scrooge, 'kw.ward', 0)).toBe(false);
  });
});
