/**
 * CR 7.6.3: cards entering a discard pile at the same time go in in any order their player likes.
 * The discard is public and its player may rearrange it at any time (CR 7.6.2), so the order carries
 * no rules meaning: the engine puts the cards in the order they left play and asks nothing (a question
 * here would only slow every game and every search down).
 */
import { describe, expect, it } from 'vitest';
import { scenario } from '../../testing/scenario.js';

function bePrepared() {
  const t = scenario({
    players: [
      { play: ['Stitch - New Dog'], hand: ['Be Prepared'], ink: 7 },
      { play: ['Maui - Demigod', 'Mickey Mouse - True Friend', 'Dinglehopper'] },
    ],
  });
  const leaving = t.names('play', 1).filter((name) => name !== 'Dinglehopper');
  const { events } = t.play('Be Prepared');
  // The order the cards left play: their `banished` events, emitted as they go.
  const banished = events
    .filter((e) => e.type === 'banished' && e.owner === 1)
    .map((e) => t.game.state.cards[e.card as number]);
  return { t, leaving, banished };
}

describe('CR 7.6.3 cards entering a discard together', () => {
  it('CR 7.6.3: characters banished together all enter their owner’s discard, without a question', () => {
    const { t, leaving } = bePrepared();
    expect(t.decision).toBeNull();
    expect(t.names('discard', 1).sort()).toEqual([...leaving].sort());
    expect(t.names('discard', 0)).toContain('Stitch - New Dog');
    expect(t.names('play', 1)).toEqual(['Dinglehopper']);
  });

  it('CR 7.6.3 with 7.6.2: they go in in the order they left play (the last one on top), the same in every game', () => {
    const { t, banished } = bePrepared();
    expect(banished).toHaveLength(2);
    const discard = t.game.ctx.cards('discard', 1);
    expect(discard).toEqual(banished.map((c) => c.id).reverse());
    expect(bePrepared().t.names('discard', 1)).toEqual(t.names('discard', 1));
  });
});
