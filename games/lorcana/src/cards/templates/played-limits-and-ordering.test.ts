/**
 * Issue 16, effects coverage, second file: the behaviour tests of the family's later
 * templates (see `cards/templates/damage-stats-and-ready.test.ts`), each played in a real game with a real compiled card.
 */
import { describe, expect, it } from 'vitest';
import { compiledTwin as real } from '../../testing/compiled-cards.js';
import { scenario } from '../../testing/scenario.js';

/** 3 {S} / 3 {W} / 2 {L}. */
const FRIEND = 'Mickey Mouse - True Friend';
/** 2 {S} / 2 {W} / 1 {L}. */
const FOE = 'Stitch - New Dog';

describe('played for a turn, cost limits and quest history', () => {
  it('CR 8.9 / 6.2.7.2 Gruesome and Grim: a free cheap character gains Rush and is banished as the turn ends', () => {
    const grim = 'Gruesome and Grim';
    const t = scenario({
      players: [{ hand: [grim, FRIEND], ink: 3 }, { play: [{ name: FOE, exerted: true }] }],
      cards: [real(grim)],
    });
    t.play(grim);
    if (t.decision) t.choose(FRIEND);
    expect(t.zone(FRIEND, 0)).toBe('play');
    // Rush: he challenges the turn he is played (CR 8.9.1).
    expect(t.can('challenge', FRIEND)).toBe(true);
    t.endTurn();
    expect(t.zone(FRIEND, 0)).toBe('discard');
  });

  it('CR 6.1.8 Magica De Spell - Thieving Sorceress: the returned item’s cost ceiling reads her current Strength', () => {
    const magica = 'Magica De Spell - Thieving Sorceress';
    const setup = () =>
      scenario({
        players: [
          { hand: ['Control Your Temper!'], ink: 1, play: [magica] },
          { play: ['Dinglehopper', 'Fishbone Quill'] },
        ],
        cards: [real(magica)],
      });
    // 3 {S}: the cost-3 Quill can be chosen.
    const t = setup();
    t.activate(magica, 0);
    t.choose('Fishbone Quill');
    expect(t.zone('Fishbone Quill', 1)).toBe('hand');
    // At 1 {S} only the cost-1 Dinglehopper can (the only choice: taken without asking).
    const u = setup();
    // Magica is the only character: chosen without asking.
    u.play('Control Your Temper!');
    expect(u.strength(magica, 0)).toBe(1);
    u.activate(magica, 0);
    if (u.decision) u.choose('Dinglehopper');
    expect(u.zone('Dinglehopper', 1)).toBe('hand');
    expect(u.zone('Fishbone Quill', 1)).toBe('play');
  });

  it('CR 6.4.3 Isabela Madrigal - Golden Child: +3 Lore in your turn while no other character has quested', () => {
    const isabela = 'Isabela Madrigal - Golden Child';
    const setup = () => scenario({ players: [{ play: [isabela, FRIEND] }, {}], cards: [real(isabela)] });
    const t = setup();
    expect(t.loreValue(isabela, 0)).toBe(4);
    t.quest(isabela);
    expect(t.lore(0)).toBe(4);
    // “Whenever this character quests, your other characters can't quest for the rest of this turn.”
    expect(t.can('quest', FRIEND)).toBe(false);
    const u = setup();
    u.quest(FRIEND);
    expect(u.loreValue(isabela, 0)).toBe(1);
    u.quest(isabela);
    expect(u.lore(0)).toBe(2 + 1);
    // Not during the opponent's turn.
    u.endTurn();
    expect(u.loreValue(isabela, 0)).toBe(1);
  });
});

describe('abilities read in another order', () => {
  it('CR 1.9.1.5 Mulan - Elite Archer: after a challenge the same amount may be dealt to up to 2 more chosen characters', () => {
    const mulan = 'Mulan - Elite Archer';
    const t = scenario({
      players: [{ play: [mulan] }, { play: [{ name: FOE, exerted: true }, FRIEND, FRIEND] }],
      cards: [real(mulan)],
    });
    t.challenge(mulan, FOE);
    t.choose(t.id(FRIEND, 1, 0), t.id(FRIEND, 1, 1));
    // Mulan has 2 {S}: both Mickeys take 2.
    expect([t.damage(t.id(FRIEND, 1, 0)), t.damage(t.id(FRIEND, 1, 1))]).toEqual([2, 2]);
  });

  it('CR 6.4.3 Treasure Guardian - Protector of the Cave: no challenge or quest away from a location', () => {
    const guardian = 'Treasure Guardian - Protector of the Cave';
    const rock = 'Pride Lands - Pride Rock';
    const t = scenario({
      players: [{ play: [guardian, rock] }, { play: [{ name: FOE, exerted: true }] }],
      cards: [real(guardian)],
    });
    expect(t.can('quest', guardian)).toBe(false);
    expect(t.can('challenge', guardian)).toBe(false);
    const u = scenario({
      players: [{ play: [rock, { name: guardian, at: rock }] }, { play: [{ name: FOE, exerted: true }] }],
      cards: [real(guardian)],
    });
    expect(u.can('quest', guardian)).toBe(true);
  });

  it('CR 6.1.13.6 Jafar - Striking Illusionist: in your turn, each draw while he is exerted gains 1 lore', () => {
    const jafar = 'Jafar - Striking Illusionist';
    const friends = 'Friends on the Other Side';
    const draw = (exerted: boolean) => {
      const t = scenario({
        players: [{ hand: [friends], ink: 3, play: [{ name: jafar, exerted }] }, {}],
        cards: [real(jafar)],
      });
      t.play(friends);
      // One trigger per card drawn: resolve them in any order.
      while (t.decision) t.answer(t.decision.options[0] as string);
      return t.lore(0);
    };
    expect(draw(true)).toBe(2);
    expect(draw(false)).toBe(0);
  });

  it('CR 6.1.8 Lucky Dime: lore equal to a chosen own character’s Lore', () => {
    const dime = 'Lucky Dime';
    const t = scenario({ players: [{ play: [dime, FRIEND, FOE], ink: 2 }, {}], cards: [real(dime)] });
    t.activate(dime, 0);
    t.choose(FRIEND);
    expect(t.lore(0)).toBe(2);
  });

  it('CR 6.2.4 Mr. Smee - Bumbling Mate: he damages himself when exerted with no Captain in play', () => {
    const smee = 'Mr. Smee - Bumbling Mate';
    const end = (captain: boolean) => {
      const t = scenario({
        players: [
          { play: [{ name: smee, exerted: true }, ...(captain ? ['John Silver - Alien Pirate'] : [])] },
          {},
        ],
        cards: [real(smee)],
      });
      t.endTurn();
      return t.damage(smee, 0);
    };
    expect(end(false)).toBe(1);
    expect(end(true)).toBe(0);
  });

  it('CR 6.2.4 Beast - Tragic Hero: undamaged he draws, otherwise he gains Strength this turn', () => {
    const beast = 'Beast - Tragic Hero';
    const start = (damage: number) => {
      const t = scenario({
        players: [{}, { play: [{ name: beast, damage }], deck: [FRIEND] }],
        cards: [real(beast)],
      });
      t.endTurn();
      return t;
    };
    // The ability's draw comes before the Draw step's (CR 3.2.2, 3.2.3): both cards are drawn …
    const fresh = start(0);
    expect(fresh.count('hand', 1)).toBe(2);
    expect(fresh.strength(beast, 1)).toBe(3);
    // … or only the Draw step's, and he gets +4 {S}.
    const hurt = start(1);
    expect(hurt.count('hand', 1)).toBe(1);
    expect(hurt.strength(beast, 1)).toBe(7);
  });
});

describe('a static on each of your characters of a kind', () => {
  it('CR 6.4.2 Grumpy - Skeptical Knight: a Knight of yours at a location gains Resist +2', () => {
    const grumpy = 'Grumpy - Skeptical Knight';
    const rock = 'Pride Lands - Pride Rock';
    const t = scenario({
      players: [{ play: [rock, { name: grumpy, at: rock }, FRIEND] }, {}],
      cards: [real(grumpy)],
    });
    // Grumpy is a Knight at a location: Resist +2; Mickey is no Knight.
    expect(t.has(grumpy, 'kw.resist', 0)).toBe(true);
    expect(t.has(FRIEND, 'kw.resist', 0)).toBe(false);
    const u = scenario({ players: [{ play: [rock, grumpy] }, {}], cards: [real(grumpy)] });
    expect(u.has(grumpy, 'kw.resist', 0)).toBe(false);
  });
});
