/**
 * Behaviour test of the singers of a trigger's song, played in a real game with the real compiled card.
 */
import { describe, expect, it } from 'vitest';
import { withCompiled } from '../../testing/compiled-cards.js';
import { scenario } from '../../testing/scenario.js';

/** 3 {S} / 3 {W} / 2 {L}, cost 3. */
const FRIEND = 'Mickey Mouse - True Friend';
/** 2 {S} / 2 {W}, cost 1. */
const FOE = 'Stitch - New Dog';
/** A song of cost 3: draw 2 cards. */
const SONG = 'Friends on the Other Side';
/** A song of cost 1. */
const SMALL_SONG = 'Reflection';

describe('the characters that sang the song of the trigger (CR 8.12)', () => {
  it('CR 8.12 Alma Madrigal - Accepting Grandmother: once during her turn, the singer of a song may be readied', () => {
    const alma = 'Alma Madrigal - Accepting Grandmother';
    const t = scenario({
      players: [{ play: [alma, FRIEND, FOE], hand: [SONG, SMALL_SONG] }, {}],
      cards: withCompiled(alma, FRIEND, FOE, SONG, SMALL_SONG),
    });
    t.play(SONG, { singer: FRIEND });
    t.yes();
    t.declineAll();
    expect(t.exerted(FRIEND, 0)).toBe(false);
    // Only once per turn: Stitch stays exerted after singing the second song.
    t.play(SMALL_SONG, { singer: FOE });
    t.declineAll();
    expect(t.exerted(FOE, 0)).toBe(true);
    // Declining leaves the singer exerted.
    const u = scenario({
      players: [{ play: [alma, FRIEND], hand: [SONG] }, {}],
      cards: withCompiled(alma, FRIEND, SONG),
    });
    u.play(SONG, { singer: FRIEND });
    u.no();
    u.declineAll();
    expect(u.exerted(FRIEND, 0)).toBe(true);
  });
});
