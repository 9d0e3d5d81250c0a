/**
 * Issue 16 (sets 10–12): behaviour tests of “the next time they …” floating triggers and “if a
 * character sang this song”, each played in a real game with the real compiled card.
 */
import { describe, expect, it } from 'vitest';
import { compiledCard } from '../../testing/compiled-cards.js';
import { scenario } from '../../testing/scenario.js';
import { fullName } from '../card.js';

/** Hand-written 6 {S} / 7 {W}, cost 8. */
const HADES = 'Hades - King of Olympus';
/** Hand-written 3 {S} / 3 {W} / 2 {L}, cost 3. */
const FRIEND = 'Mickey Mouse - True Friend';
/** Hand-written 2 {S} / 2 {W} / 1 {L}, cost 1. */
const FOE = 'Stitch - New Dog';

describe('watched triggers and song conditions of sets 10–12', () => {
  it('CR 6.2.7.1: Next Stop, Olympus — the next challenge this turn gains 1 lore, only the next one', () => {
    const stop = compiledCard('Next Stop, Olympus');
    const name = fullName(stop);
    const t = scenario({
      players: [
        { hand: [name, name], ink: 0, play: [{ name: HADES, exerted: true }] },
        {
          play: [
            { name: FOE, exerted: true },
            { name: FRIEND, exerted: true },
          ],
        },
      ],
      cards: [stop],
    });
    // A character with 5 {S} or more in play: the action costs 2 less (here nothing).
    t.play(name);
    t.choose(HADES);
    expect(t.exerted(HADES, 0)).toBe(false);
    expect(t.can('quest', HADES)).toBe(false);
    t.challenge(HADES, FOE);
    expect(t.lore(0)).toBe(1);
    // The second copy readies him again: its own “next time” fires, the first one is spent.
    t.play(name);
    t.choose(HADES);
    t.challenge(HADES, FRIEND);
    t.declineAll();
    expect(t.lore(0)).toBe(2);
  });

  it('CR 8.12: What Else Can I Do? — your characters gain Ward only when a character sang the song', () => {
    const song = compiledCard('What Else Can I Do?');
    const board = () =>
      scenario({
        players: [{ hand: [fullName(song)], ink: 5, play: [HADES, FRIEND], deck: [FOE, FOE] }, {}],
        cards: [song],
      });
    const t = board();
    t.play(fullName(song), { singer: HADES });
    t.declineAll();
    expect(t.has(FRIEND, 'kw.ward', 0)).toBe(true);
    const u = board();
    u.play(fullName(song));
    u.declineAll();
    expect(u.has(FRIEND, 'kw.ward', 0)).toBe(false);
  });
});
