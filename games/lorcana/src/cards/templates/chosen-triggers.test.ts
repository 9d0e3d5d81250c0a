/**
 * Behaviour test of a trigger on being chosen by an opponent, played in a real game with the real
 * compiled card: an action's effect and an activated ability's effect both count; the card's own
 * player choosing it doesn't.
 */
import { describe, expect, it } from 'vitest';
import { withCompiled } from '../../testing/compiled-cards.js';
import { testAction } from '../../testing/coverage-helpers.js';
import { scenario } from '../../testing/scenario.js';

const ARCHIMEDES = 'Archimedes - Exceptional Owl';
/** {E} — Chosen character gets +3 {S} this turn. */
const THUMPER = 'Thumper - Young Bunny';
/** A test action (cost 1): chosen character gets +1 {S} this turn. */
const PUSH = testAction('push', 'Push', [
  {
    do: 'modify',
    target: { choose: { type: 'character' } },
    stat: 'strength',
    amount: 1,
    duration: 'thisTurn',
  },
]);

describe('chosen by an opponent (CR 6.1.3)', () => {
  it('CR 6.1.3 Archimedes - Exceptional Owl: when an opponent chooses him for an action or ability, his player may draw a card', () => {
    const t = scenario({
      players: [
        { hand: ['Push'], ink: 1, play: [THUMPER] },
        { play: [ARCHIMEDES], hand: ['Push'], ink: 1 },
      ],
      cards: [...withCompiled(ARCHIMEDES, THUMPER), PUSH],
    });
    // An opponent's action.
    t.play('Push');
    if (t.decision?.kind !== 'yes-no') t.choose(ARCHIMEDES);
    t.yes();
    expect(t.count('hand', 1)).toBe(2);
    // An opponent's activated ability.
    t.activate(THUMPER);
    if (t.decision?.kind !== 'yes-no') t.choose(ARCHIMEDES);
    t.yes();
    expect(t.count('hand', 1)).toBe(3);
    // His own player choosing him: nothing.
    t.endTurn();
    const before = t.count('hand', 1);
    t.play('Push');
    if (t.decision?.kind !== 'yes-no') t.choose(ARCHIMEDES);
    expect(t.decision).toBeFalsy();
    expect(t.count('hand', 1)).toBe(before - 1);
  });
});
