/**
 * Behaviour tests of the statics that change a player's rules, each played in a real game with the
 * real compiled card: a higher lore total to win, “you can't lose lore”, and “if an effect would cause
 * you to discard …, you don't discard” (a replacement: costs still discard).
 */
import { describe, expect, it } from 'vitest';
import { withCompiled } from '../../testing/compiled-cards.js';
import { scenario } from '../../testing/scenario.js';

/** 3 {S} / 3 {W} / 2 {L}, cost 3. */
const FRIEND = 'Mickey Mouse - True Friend';
/** When played, each opponent loses 1 lore (cost 3). */
const ALADDIN = 'Aladdin - Street Rat';
/** Each opponent chooses and discards a card (cost 2). */
const CHILL = 'Sudden Chill';
/** Draw 2 cards, then choose and discard 2 cards (cost 2). */
const RANSACK = 'Ransack';

describe('the lore needed to win (CR 1.8.1.1)', () => {
  const donald = 'Donald Duck - Flustered Sorcerer';

  it('CR 1.8.1.1 Donald Duck - Flustered Sorcerer: his opponents need 25 lore to win; he and his controller still need 20', () => {
    const t = scenario({
      players: [{ play: [FRIEND], lore: 20 }, { play: [donald] }],
      cards: withCompiled(donald, FRIEND),
    });
    t.quest(FRIEND);
    expect(t.lore(0)).toBe(22);
    expect(t.game.state.status.over).toBe(false);
    const u = scenario({
      players: [{ play: [FRIEND], lore: 23 }, { play: [donald] }],
      cards: withCompiled(donald, FRIEND),
    });
    u.quest(FRIEND);
    expect(u.game.state.status).toMatchObject({ over: true, winners: [0] });
    // Donald's controller wins at 20 as usual.
    const v = scenario({
      players: [{ play: [donald, FRIEND], lore: 18 }, {}],
      cards: withCompiled(donald, FRIEND),
    });
    v.quest(FRIEND);
    expect(v.game.state.status).toMatchObject({ over: true, winners: [0] });
  });
});

describe("you can't lose lore (CR 1.2.2)", () => {
  const koda = 'Koda - Talkative Cub';

  it("CR 1.2.2 Koda - Talkative Cub: during opponents' turns her controller can't lose lore; during their own turn they can", () => {
    const t = scenario({
      players: [
        { hand: [ALADDIN], ink: 3 },
        { play: [koda], lore: 5 },
      ],
      cards: withCompiled(koda, ALADDIN),
    });
    t.play(ALADDIN);
    t.declineAll();
    expect(t.lore(1)).toBe(5);
    // The same loss in Koda's controller's own turn happens.
    const u = scenario({
      players: [{ hand: [ALADDIN], ink: 3, play: [koda], lore: 5 }, { lore: 5 }],
      cards: withCompiled(koda, ALADDIN),
      active: 0,
    });
    u.play(ALADDIN);
    u.declineAll();
    expect(u.lore(1)).toBe(4);
  });
});

describe("you don't discard (a replacement, CR 6.5)", () => {
  const kronk = 'Kronk - Laid Back';
  const magica = 'Magica De Spell - Cruel Sorceress';

  it("CR 6.5 Kronk - Laid Back: an opponent's effect can't make his controller discard", () => {
    const t = scenario({
      players: [
        { hand: [CHILL], ink: 2 },
        { play: [kronk], hand: [FRIEND] },
      ],
      cards: withCompiled(kronk, CHILL, FRIEND),
    });
    t.play(CHILL);
    t.declineAll();
    expect(t.zone(FRIEND, 1)).toBe('hand');
    expect(t.count('discard', 1)).toBe(0);
  });

  it("CR 6.5 Kronk - Laid Back: his controller's own effect doesn't make them discard either", () => {
    const t = scenario({
      players: [{ play: [kronk], hand: [RANSACK, FRIEND], ink: 2 }, {}],
      cards: withCompiled(kronk, RANSACK, FRIEND),
    });
    t.play(RANSACK);
    t.declineAll();
    // Drew 2, discarded none: the hand grew from 1 (after playing Ransack) to 3.
    expect(t.count('hand', 0)).toBe(3);
    expect(t.names('discard', 0)).toEqual([RANSACK]);
  });

  it("CR 6.4.3 Magica De Spell - Cruel Sorceress: during opponents' turns only", () => {
    const t = scenario({
      players: [
        { hand: [CHILL], ink: 2 },
        { play: [magica], hand: [FRIEND] },
      ],
      cards: withCompiled(magica, CHILL, FRIEND),
    });
    t.play(CHILL);
    t.declineAll();
    expect(t.zone(FRIEND, 1)).toBe('hand');
    // In her controller's own turn, Ransack's discard happens.
    const u = scenario({
      players: [{ play: [magica], hand: [RANSACK, FRIEND], ink: 2 }, {}],
      cards: withCompiled(magica, RANSACK, FRIEND),
    });
    u.play(RANSACK);
    u.declineAll();
    expect(u.count('hand', 0)).toBe(1);
    expect(u.count('discard', 0)).toBe(3);
  });
});
