/**
 * Issue 16, effects coverage: one behaviour test per template this family added, each
 * played in a real game with a real compiled card (`cards/generated/`).
 */
import { describe, expect, it } from 'vitest';
import { compiledTwin as real } from '../../testing/compiled-cards.js';
import { scenario } from '../../testing/scenario.js';

/** 3 {S} / 3 {W} / 2 {L}. */
const FRIEND = 'Mickey Mouse - True Friend';
/** 2 {S} / 2 {W} / 1 {L}. */
const FOE = 'Stitch - New Dog';
/** 3 {S} / 2 {W}, Evasive. */
const FLYER = 'Peter Pan - Never Landing';

describe('damage removed and dealt to several chosen cards', () => {
  it('CR 1.9.1.3 Gumbo Pot: up to 2 chosen characters lose exactly 1 damage each, no choice of amount', () => {
    const pot = 'Gumbo Pot';
    const t = scenario({
      players: [{ play: [pot, { name: FRIEND, damage: 2 }] }, { play: [{ name: FOE, damage: 1 }] }],
      cards: [real(pot)],
    });
    t.activate(pot, 0);
    t.choose(FRIEND, FOE);
    expect(t.decision).toBeNull();
    expect(t.damage(FRIEND, 0)).toBe(1);
    expect(t.damage(FOE, 1)).toBe(0);
    expect(t.exerted(pot, 0)).toBe(true);
  });

  it('CR 6.1.3 The Mob Song: up to 3 chosen targets may mix a location and characters', () => {
    const song = 'The Mob Song';
    const rock = 'Pride Lands - Pride Rock';
    const t = scenario({
      players: [{ hand: [song], ink: 10 }, { play: [rock, FRIEND, FOE] }],
      cards: [real(song)],
    });
    t.play(song);
    t.choose(rock, FRIEND);
    expect(t.damage(rock, 1)).toBe(3);
    // Mickey has 3 {W}: banished by the 3 damage; Stitch was not chosen.
    expect(t.zone(FRIEND, 1)).toBe('discard');
    expect(t.damage(FOE, 1)).toBe(0);
  });

  it('CR 8.5 Tug-of-War: the 1 damage to opposing characters spares the Evasive ones', () => {
    const tug = 'Tug-of-War';
    const t = scenario({
      players: [{ hand: [tug], ink: 5 }, { play: [FLYER, FRIEND] }],
      cards: [real(tug)],
    });
    t.play(tug);
    t.answer('0');
    expect(t.damage(FRIEND, 1)).toBe(1);
    expect(t.damage(FLYER, 1)).toBe(0);
  });
});

describe('stats and keywords changed by a trigger', () => {
  it('CR 6.1.8 Olaf - Carrot Enthusiast: the boost to your other characters copies his Strength as it resolves', () => {
    const olaf = 'Olaf - Carrot Enthusiast';
    const temper = "He's Got a Sword!";
    const t = scenario({
      players: [{ hand: [temper], ink: 1, play: [olaf, FRIEND] }, { play: [FOE] }],
      cards: [real(olaf)],
    });
    // Olaf has 1 {S}; +2 makes 3 before he quests.
    t.play(temper);
    t.choose(olaf);
    t.quest(olaf);
    expect(t.strength(FRIEND, 0)).toBe(6);
    expect(t.strength(olaf, 0)).toBe(3);
    expect(t.strength(FOE, 1)).toBe(2);
    t.endTurn();
    expect(t.strength(FRIEND, 0)).toBe(3);
  });

  it('CR 6.6 Maui - Soaring Demigod: a HeiHei of yours questing gives him Lore and takes Reckless away this turn', () => {
    const maui = 'Maui - Soaring Demigod';
    const heihei = 'HeiHei - Persistent Presence';
    const t = scenario({
      players: [{ play: [maui, heihei] }, { play: [FOE] }],
      cards: [real(maui), real(heihei)],
    });
    expect(t.has(maui, 'kw.reckless', 0)).toBe(true);
    // Reckless: he can't quest (CR 8.7.2).
    expect(t.can('quest', maui)).toBe(false);
    t.quest(heihei);
    expect(t.has(maui, 'kw.reckless', 0)).toBe(false);
    expect(t.loreValue(maui, 0)).toBe(1);
    t.quest(maui);
    expect(t.lore(0)).toBe(2);
    t.endTurn();
    expect(t.has(maui, 'kw.reckless', 0)).toBe(true);
    expect(t.loreValue(maui, 0)).toBe(0);
  });

  it('CR 6.2.1 Robin’s Bow: the named-character trigger ignores other characters and opposing Robin Hoods', () => {
    const bow = "Robin's Bow";
    const robin = 'Robin Hood - Capable Fighter';
    const t = scenario({
      players: [{ play: [{ name: bow, exerted: true }, FRIEND, robin] }, { play: [robin] }],
      cards: [real(bow), real(robin)],
    });
    t.quest(FRIEND);
    expect(t.decision).toBeNull();
    t.quest(robin);
    t.yes();
    expect(t.exerted(bow, 0)).toBe(false);
  });

  it('CR 6.1.4 John Silver - Ferocious Friend: the optional self-damage readies that character, which then cannot quest', () => {
    const silver = 'John Silver - Ferocious Friend';
    const t = scenario({
      players: [{ play: [silver, { name: FRIEND, exerted: true }] }, {}],
      cards: [real(silver)],
    });
    t.quest(silver);
    // Mickey is the only other character of yours: chosen without asking.
    t.yes();
    expect(t.damage(FRIEND, 0)).toBe(1);
    expect(t.exerted(FRIEND, 0)).toBe(false);
    expect(t.can('quest', FRIEND)).toBe(false);
  });
});

describe('conditions', () => {
  it('CR 6.1.13.6 Minnie Mouse - Wide-Eyed Diver: only the second action of a turn gives her Lore', () => {
    const minnie = 'Minnie Mouse - Wide-Eyed Diver';
    const sword = "He's Got a Sword!";
    const t = scenario({
      players: [{ hand: [sword, sword, sword], ink: 3, play: [minnie] }, { play: [FOE] }],
      cards: [real(minnie)],
    });
    t.play(sword);
    t.choose(minnie);
    expect(t.loreValue(minnie, 0)).toBe(1);
    t.play(sword);
    t.choose(minnie);
    expect(t.loreValue(minnie, 0)).toBe(3);
    t.play(sword);
    t.choose(minnie);
    expect(t.loreValue(minnie, 0)).toBe(3);
    t.endTurn();
    expect(t.loreValue(minnie, 0)).toBe(1);
  });

  it('CR 4.6.6 / 6.4.3 Shenzi - Scar’s Accomplice: the Strength bonus applies while she challenges a damaged character', () => {
    const shenzi = "Shenzi - Scar's Accomplice";
    /** 2 {S} / 5 {W}. */
    const jafar = 'Jafar - Wicked Sorcerer';
    const fight = (damage: number) => {
      const t = scenario({
        players: [{ play: [shenzi] }, { play: [{ name: jafar, exerted: true, damage }] }],
        cards: [real(shenzi)],
      });
      expect(t.strength(shenzi, 0)).toBe(2);
      t.challenge(shenzi, jafar);
      return t;
    };
    // Against a damaged Jafar she deals 2 + 2: 1 + 4 = 5 damage banishes him (2 alone would not) …
    expect(fight(1).zone(jafar, 1)).toBe('discard');
    // … against an undamaged one only 2.
    expect(fight(0).damage(jafar, 1)).toBe(2);
  });

  it('CR 6.4.2 Vault Door: Resist for your locations and for your characters at them', () => {
    const door = 'Vault Door';
    const rock = 'Pride Lands - Pride Rock';
    const t = scenario({
      players: [{ play: [door, rock, { name: FRIEND, at: rock }, FOE] }, { play: [rock] }],
      cards: [real(door)],
    });
    expect(t.has(t.id(rock, 0), 'kw.resist')).toBe(true);
    expect(t.has(t.id(FRIEND, 0), 'kw.resist')).toBe(true);
    expect(t.has(t.id(FOE, 0), 'kw.resist')).toBe(false);
    expect(t.has(t.id(rock, 1), 'kw.resist')).toBe(false);
  });
});

describe('the Ready step and “this way”', () => {
  it('CR 3.2.1.1 Pepa Madrigal - Weather Maker: the skipped ready does not apply to a character at a location', () => {
    const pepa = 'Pepa Madrigal - Weather Maker';
    const rock = 'Pride Lands - Pride Rock';
    const rain = (atLocation: boolean) => {
      const t = scenario({
        players: [{ hand: [pepa], ink: 5 }, { play: [rock, atLocation ? { name: FOE, at: rock } : FOE] }],
        cards: [real(pepa)],
      });
      t.play(pepa);
      t.yes();
      expect(t.exerted(FOE, 1)).toBe(true);
      t.endTurn();
      return t.exerted(FOE, 1);
    };
    expect(rain(false)).toBe(true);
    expect(rain(true)).toBe(false);
  });

  it('CR 3.2.1.1 Anna - Heir to Arendelle: a chosen opposing character skips its next ready', () => {
    const anna = 'Anna - Heir to Arendelle';
    const elsa = 'Elsa - Snow Queen';
    const t = scenario({
      players: [{ hand: [anna], ink: 4, play: [elsa] }, { play: [{ name: FOE, exerted: true }] }],
      cards: [real(anna), real(elsa)],
    });
    t.play(anna);
    t.endTurn();
    expect(t.exerted(FOE, 1)).toBe(true);
    t.endTurn();
    t.endTurn();
    // Only their next turn: the one after, it readies.
    expect(t.exerted(FOE, 1)).toBe(false);
  });

  it('CR 6.1.5.1 / 6.2.4 Elsa - Ice Maker: the skipped ready needs both the paid choice and Anna in play', () => {
    const elsa = 'Elsa - Ice Maker';
    const anna = 'Anna - Heir to Arendelle';
    const wall = (withAnna: boolean) => {
      const t = scenario({
        players: [{ play: withAnna ? [elsa, anna] : [elsa] }, { play: [FOE] }],
        cards: [real(elsa), real(anna)],
      });
      t.quest(elsa);
      t.yes();
      t.choose(FOE);
      t.endTurn();
      return t.exerted(FOE, 1);
    };
    expect(wall(true)).toBe(true);
    expect(wall(false)).toBe(false);
  });

  it('CR 6.1.11 Julieta Madrigal - Excellent Cook: the optional draw needs damage to have been removed by the heal', () => {
    const julieta = 'Julieta Madrigal - Excellent Cook';
    const cook = (damage: number) => {
      const t = scenario({
        players: [{ hand: [julieta], ink: 3, play: [{ name: FRIEND, damage }] }, {}],
        cards: [real(julieta)],
      });
      t.play(julieta);
      t.yes();
      t.choose(FRIEND);
      if (damage > 0) t.answer(damage);
      // The draw is offered only when damage was removed.
      if (t.decision) t.yes();
      return t;
    };
    const healed = cook(2);
    expect(healed.damage(FRIEND, 0)).toBe(0);
    expect(healed.count('hand', 0)).toBe(1);
    const none = cook(0);
    expect(none.count('hand', 0)).toBe(0);
  });

  it('CR 6.1.13.2 Pongo - Determined Father: a once-per-turn paid reveal keeps a character card', () => {
    const pongo = 'Pongo - Determined Father';
    const t = scenario({
      players: [{ play: [pongo], ink: 4, deck: [FRIEND, FOE] }, {}],
      cards: [real(pongo)],
    });
    t.activate(pongo, 0);
    expect(t.zone(t.id(FRIEND, 0))).toBe('hand');
    // Once per turn: not again this turn, though 2 ink are left.
    expect(t.can('activate', pongo)).toBe(false);
  });
});
