/**
 * An action played while an effect resolves waits for that effect to finish, then resolves before
 * anything in the bag (CR 6.7.7, 6.7.7.1), with test-only cards.
 */
import { describe, expect, it } from 'vitest';
import { scenario } from '../../testing/scenario.js';
import { testAction, testCharacter } from '../../testing/test-cards.js';

/** Plays an action card from your hand for free, then draws 2. */
const encore = testAction('encore', 'Encore', [
  { do: 'playCard', card: { choose: { type: 'action' }, zone: 'hand' }, free: true },
  { do: 'draw', amount: 2 },
]);
/** Gains 1 lore for each card in your hand, counted as it resolves. */
const tally = testAction('tally', 'Tally', [{ do: 'gainLore', amount: { handSize: 'you' } }]);
/** Whenever you play an action, draws a card (from the bag). */
const cheerleader = testCharacter('cheerleader', 'Cheerleader', {
  abilities: [
    {
      kind: 'triggered',
      name: 'Applause',
      trigger: { on: 'played', subject: { type: 'action', owner: 'you' } },
      effect: [{ do: 'draw', amount: 1 }],
    },
  ],
});
/** Exert: play an action card from your hand for free, then draw 2. */
const conductor = testCharacter('conductor', 'Conductor', {
  abilities: [{ kind: 'activated', name: 'Cue', cost: { exert: true }, effect: encore.effect! }],
});
const cards = [encore, tally, cheerleader, conductor];

describe('CR 6.7.7 playing a card while resolving', () => {
  it('CR 6.7.7.1 the played action resolves after the instructing action finishes: it sees the cards drawn after it was played', () => {
    const t = scenario({ cards, players: [{ hand: ['Encore', 'Tally', 'Smash'], ink: 1 }, {}] });
    t.play('Encore');
    t.choose('Tally');
    // Smash and the 2 cards Encore draws after playing Tally: Tally counts 3, not 1.
    expect(t.lore(0)).toBe(3);
    expect(t.count('hand', 0)).toBe(3);
    expect(t.names('discard', 0).sort()).toEqual(['Encore', 'Tally']);
  });

  it('CR 6.7.7.1 the played action resolves before triggered abilities in the bag', () => {
    const t = scenario({
      cards,
      players: [{ play: ['Cheerleader - Test Card'], hand: ['Encore', 'Tally', 'Smash'], ink: 1 }, {}],
    });
    t.play('Encore');
    t.choose('Tally');
    t.declineAll();
    // Tally counted 3 (Smash and Encore's 2 draws); the 2 Applause draws came afterwards.
    expect(t.lore(0)).toBe(3);
    expect(t.count('hand', 0)).toBe(5);
    expect(t.pending.length).toBe(0);
  });

  it('CR 6.7.7.1 an action played by an activated ability resolves after the ability finishes', () => {
    const t = scenario({
      cards,
      players: [{ play: ['Conductor - Test Card'], hand: ['Tally', 'Smash'] }, {}],
    });
    t.activate('Conductor - Test Card');
    t.choose('Tally');
    // Tally counts Smash and the 2 cards drawn after it was played.
    expect(t.lore(0)).toBe(3);
    expect(t.zone('Tally')).toBe('discard');
  });
});
