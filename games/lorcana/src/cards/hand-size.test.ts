/** Cards that draw or discard until a hand size is met (CR 6.1.8.1), through the public API. */
import { describe, expect, it } from 'vitest';
import { scenario } from '../testing/scenario.js';
import { testCharacter } from '../testing/test-cards.js';

/** A plain Clarabelle to Shift onto (CR 8.10). */
const clarabelle = testCharacter('clarabelle', 'Clarabelle');

describe('draw / discard until (CR 6.1.8.1)', () => {
  it('Yzma - Conniving Chemist: Feel the Power draws up to 3 cards in hand, or nothing', () => {
    const t = scenario({
      players: [
        {
          play: ['Yzma - Conniving Chemist'],
          hand: ['Smash'],
          deck: ['Stitch - New Dog', 'Ransack', 'Stampede'],
        },
        {},
      ],
    });
    t.activate('Yzma - Conniving Chemist');
    expect(t.exerted('Yzma - Conniving Chemist')).toBe(true);
    expect(t.names('hand', 0).sort()).toEqual(['Ransack', 'Smash', 'Stitch - New Dog']);
    expect(t.names('deck', 0)[0]).toBe('Stampede');

    const full = scenario({
      players: [
        { play: ['Yzma - Conniving Chemist'], hand: ['Smash', 'Ransack', 'Dragon Fire'], deck: ['Stampede'] },
        {},
      ],
    });
    full.activate('Yzma - Conniving Chemist');
    expect(full.count('hand', 0)).toBe(3);
    expect(full.zone('Stampede')).toBe('deck');
  });

  it("Prince John's Mirror: You Look Regal; A Feeling of Power at the end of each opponent's turn", () => {
    const cheap = scenario({
      players: [{ play: ['Prince John - Greediest of All'], hand: ["Prince John's Mirror"], ink: 2 }, {}],
    });
    cheap.play("Prince John's Mirror");
    expect(cheap.zone("Prince John's Mirror")).toBe('play');
    const dear = scenario({ players: [{ hand: ["Prince John's Mirror"], ink: 2 }, {}] });
    expect(dear.can('play', "Prince John's Mirror")).toBe(false);

    const hand = ['Smash', 'Ransack', 'Stampede', 'Dragon Fire', 'Stitch - New Dog'];
    const t = scenario({ players: [{ play: ["Prince John's Mirror"] }, { hand }], active: 1 });
    t.endTurn();
    // The opponent whose turn ends picks the 2 cards to discard.
    expect(t.decision?.player).toBe(1);
    expect(t.decision?.min).toBe(2);
    expect(t.decision?.max).toBe(2);
    t.choose('Ransack', 'Dragon Fire');
    expect(t.names('discard', 1).sort()).toEqual(['Dragon Fire', 'Ransack']);
    expect(t.names('hand', 1).sort()).toEqual(['Smash', 'Stampede', 'Stitch - New Dog']);

    // Not at the end of its controller's own turn.
    const own = scenario({ players: [{ play: ["Prince John's Mirror"], hand }, { hand }] });
    own.endTurn();
    expect(own.count('discard', 0) + own.count('discard', 1)).toBe(0);
    expect(own.count('hand', 1)).toBe(6);
  });

  it('Goliath - Clan Leader: Dusk to Dawn at the end of each player’s turn; Stone by Day', () => {
    // Its controller's own turn: 4 cards in hand, they choose 2 to discard.
    const t = scenario({
      players: [
        { play: ['Goliath - Clan Leader'], hand: ['Smash', 'Ransack', 'Stampede', 'Dragon Fire'] },
        {},
      ],
    });
    t.endTurn();
    expect(t.decision?.player).toBe(0);
    t.choose('Smash', 'Stampede');
    expect(t.names('discard', 0).sort()).toEqual(['Smash', 'Stampede']);
    expect(t.names('hand', 0).sort()).toEqual(['Dragon Fire', 'Ransack']);

    // An opponent's turn: an empty hand draws to 2.
    const u = scenario({
      players: [{ play: ['Goliath - Clan Leader'] }, { deck: ['Stitch - New Dog', 'Smash', 'Ransack'] }],
      active: 1,
    });
    u.endTurn();
    expect(u.names('hand', 1).sort()).toEqual(['Smash', 'Stitch - New Dog']);
    expect(u.names('deck', 1)[0]).toBe('Ransack');

    // Stone by Day: with 3 cards in hand it doesn't ready.
    const v = scenario({
      players: [
        { play: [{ name: 'Goliath - Clan Leader', exerted: true }], hand: ['Smash', 'Ransack', 'Stampede'] },
        {},
      ],
      active: 1,
    });
    v.endTurn();
    expect(v.exerted('Goliath - Clan Leader')).toBe(true);
  });

  it('Demona - Scourge of the Wyvern Clan: Ad Saxum Commutate; Stone by Day', () => {
    const t = scenario({
      players: [
        {
          play: ['Maui - Demigod'],
          hand: ['Demona - Scourge of the Wyvern Clan', 'Smash'],
          deck: ['Ransack', 'Stampede'],
          ink: 6,
        },
        { play: ['Stitch - New Dog'], hand: ['Dragon Fire', 'Smash', 'Ransack', 'Stampede'] },
      ],
    });
    t.play('Demona - Scourge of the Wyvern Clan');
    expect(t.exerted('Stitch - New Dog')).toBe(true);
    expect(t.exerted('Maui - Demigod')).toBe(false);
    // Each player draws up to 3: its player 2 (Smash left), the opponent with 4 none.
    expect(t.names('hand', 0).sort()).toEqual(['Ransack', 'Smash', 'Stampede']);
    expect(t.count('hand', 1)).toBe(4);

    const stone = (hand: string[]) => {
      const u = scenario({
        players: [{ play: [{ name: 'Demona - Scourge of the Wyvern Clan', exerted: true }], hand }, {}],
        active: 1,
      });
      u.endTurn();
      return u.exerted('Demona - Scourge of the Wyvern Clan');
    };
    expect(stone(['Smash', 'Ransack', 'Stampede'])).toBe(true);
    expect(stone(['Smash', 'Ransack'])).toBe(false);
  });

  it('Remember Who You Are: draws up to the chosen opponent’s hand size', () => {
    const four = ['Smash', 'Ransack', 'Stampede', 'Dragon Fire'];
    const t = scenario({ players: [{ hand: ['Remember Who You Are', 'Smash'], ink: 4 }, { hand: four }] });
    t.play('Remember Who You Are');
    // The only opponent is chosen without asking; 1 card left, so 3 are drawn.
    expect(t.count('hand', 0)).toBe(4);

    // Three players: the chosen opponent's hand counts, not the other's.
    const u = scenario({
      players: [{ hand: ['Remember Who You Are'], ink: 4 }, { hand: four }, { hand: ['Smash', 'Ransack'] }],
    });
    u.play('Remember Who You Are');
    expect(u.decision?.kind).toBe('players');
    expect(u.decision?.options).toEqual([1, 2]);
    u.answer(2);
    expect(u.count('hand', 0)).toBe(2);

    // An opponent with no more cards than you: nothing is drawn.
    const v = scenario({
      players: [{ hand: ['Remember Who You Are', 'Smash', 'Ransack'], ink: 4 }, { hand: ['Smash'] }],
    });
    v.play('Remember Who You Are');
    expect(v.count('hand', 0)).toBe(2);
    expect(v.count('deck', 0)).toBe(20);
  });

  it('Clarabelle - Light on Her Hooves: Shift 5; Keep in Step draws up to the chosen opponent’s hand size', () => {
    const t = scenario({
      cards: [clarabelle],
      players: [
        { play: ['Clarabelle - Test Card'], hand: ['Clarabelle - Light on Her Hooves'], ink: 5 },
        { hand: ['Smash', 'Ransack', 'Stampede'] },
      ],
    });
    t.play('Clarabelle - Light on Her Hooves', { onto: 'Clarabelle - Test Card' });
    expect(t.zone('Clarabelle - Light on Her Hooves')).toBe('play');
    t.endTurn();
    // “may”: the player is asked, and draws up to 3 from an empty hand.
    expect(t.decision?.kind).toBe('yes-no');
    t.yes();
    expect(t.count('hand', 0)).toBe(3);

    const declined = scenario({
      players: [{ play: ['Clarabelle - Light on Her Hooves'] }, { hand: ['Smash', 'Ransack'] }],
    });
    declined.endTurn();
    declined.no();
    expect(declined.count('hand', 0)).toBe(0);

    // Not asked when the opponent has no more cards.
    const even = scenario({ players: [{ play: ['Clarabelle - Light on Her Hooves'], hand: ['Smash'] }, {}] });
    even.endTurn();
    expect(even.decision).toBeNull();
    expect(even.count('hand', 0)).toBe(1);
  });
});
