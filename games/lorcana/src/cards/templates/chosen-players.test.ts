/**
 * Behaviour test of “any number of players”, played in a real game with the real compiled card: the
 * controller decides for each player in turn order (CR 6.1.3, 6.7.5).
 */
import { describe, expect, it } from 'vitest';
import { withCompiled } from '../../testing/compiled-cards.js';
import { scenario } from '../../testing/scenario.js';

/** 3 {S} / 3 {W} / 2 {L}, cost 3. */
const FRIEND = 'Mickey Mouse - True Friend';
/** 2 {S} / 2 {W}, cost 1. */
const FOE = 'Stitch - New Dog';

describe('any number of players (CR 6.1.3, 6.7.5)', () => {
  it('CR 6.7.5 Beyond the Horizon: each chosen player swaps the hand for 3 fresh cards; the others keep theirs', () => {
    const horizon = 'Beyond the Horizon';
    const t = scenario({
      players: [{ hand: [horizon, FRIEND], ink: 7 }, { hand: [FOE, FOE] }],
      cards: withCompiled(horizon, FRIEND, FOE),
    });
    t.play(horizon);
    // The controller answers for each player, the active player first.
    expect(t.decision).toMatchObject({ player: 0, kind: 'yes-no' });
    t.yes();
    expect(t.decision).toMatchObject({ player: 0, kind: 'yes-no' });
    t.no();
    expect(t.zone(FRIEND, 0)).toBe('discard');
    expect(t.count('hand', 0)).toBe(3);
    expect(t.names('hand', 1)).toEqual([FOE, FOE]);
  });
});
