/**
 * Behaviour test of an amount read from the location a chosen character is at, played in a real
 * game with the real compiled card.
 */
import { describe, expect, it } from 'vitest';
import { withCompiled } from '../../testing/compiled-cards.js';
import { testLocation } from '../../testing/coverage-helpers.js';
import { scenario } from '../../testing/scenario.js';

/** 3 {S} / 3 {W} / 2 {L}, cost 3. */
const FRIEND = 'Mickey Mouse - True Friend';
/** 2 {S} / 2 {W}, cost 1. */
const FOE = 'Stitch - New Dog';

describe("the lore of a character's location (CR 4.7, 6.1.8)", () => {
  it("CR 4.7 I've Got a Dream: readies a character of yours at a location, which can't quest, and gains its location's lore", () => {
    const dream = "I've Got a Dream";
    const camp = testLocation('camp', 'Lore Camp', { lore: 2 });
    const t = scenario({
      players: [
        {
          hand: [dream],
          ink: 2,
          play: [
            'Lore Camp - Test Card',
            { name: FRIEND, exerted: true, at: 'Lore Camp - Test Card' },
            { name: FOE, exerted: true },
          ],
        },
        {},
      ],
      cards: [...withCompiled(dream, FRIEND, FOE), camp],
    });
    t.play(dream);
    // Only the character at a location can be chosen: Mickey, without a choice left.
    if (t.decision) t.choose(FRIEND);
    expect(t.exerted(FRIEND, 0)).toBe(false);
    expect(t.exerted(FOE, 0)).toBe(true);
    expect(t.lore(0)).toBe(2);
    expect(t.can('quest', FRIEND)).toBe(false);
  });
});
