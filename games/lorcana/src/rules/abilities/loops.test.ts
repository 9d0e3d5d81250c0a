/**
 * Loops (CR 6.1.10): every iteration of a player-maintained loop is a legal action the player
 * takes, as many times as they choose; an automatic loop that no player maintains is stopped by
 * the kernel with an `EngineError`. Test-only cards.
 */
import { EngineError } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { chosen } from '../../cards/phrases.js';
import { scenario } from '../../testing/scenario.js';
import { testCharacter } from '../../testing/test-cards.js';

/** Exert: ready another chosen character of yours and gain 1 lore. Two of them ready each other. */
const relay = testCharacter('relay', 'Relay', {
  abilities: [
    {
      kind: 'activated',
      name: 'Pass',
      cost: { exert: true },
      effect: [
        { do: 'ready', target: chosen({ type: 'character', owner: 'you', other: true }) },
        { do: 'gainLore', amount: 1 },
      ],
    },
  ],
});
/** Whenever it takes damage, moves 1 damage from itself to another chosen character. */
const echo = testCharacter('echo', 'Echo', {
  willpower: 9,
  abilities: [
    {
      kind: 'triggered',
      name: 'Pass It On',
      trigger: { on: 'damaged' },
      effect: [{ do: 'moveDamage', from: 'self', to: chosen({ type: 'character', other: true }), amount: 1 }],
    },
  ],
});
const cards = [relay, echo];
const RELAY = 'Relay - Test Card';

function relays() {
  const t = scenario({ cards, players: [{ play: [RELAY, RELAY] }, {}] });
  return { t, ids: [t.id(RELAY, 0, 0), t.id(RELAY, 0, 1)] };
}

describe('CR 6.1.10 loops', () => {
  it.each([1, 4, 9])(
    'CR 6.1.10 a repeatable sequence is taken as many times as the player chooses (%i iterations)',
    (n) => {
      const { t, ids } = relays();
      for (let i = 0; i < n; i++) t.activate(ids[i % 2]);
      // One lore per iteration; the last one activated is exerted, the other was readied by it.
      expect(t.lore(0)).toBe(n);
      expect(t.exerted(ids[(n - 1) % 2])).toBe(true);
      expect(t.exerted(ids[n % 2])).toBe(false);
      // The loop can go on: the next iteration is a legal action…
      expect(t.can('activate', ids[n % 2])).toBe(true);
      // …and the player stops it by taking another action; the game continues.
      t.endTurn();
      expect(t.game.state.turn.active).toBe(1);
      expect(t.lore(0)).toBe(n);
    },
  );

  it('CR 6.1.10 a loop that wins the game ends when the player reaches 20 lore (CR 1.8.1.1)', () => {
    const { t, ids } = relays();
    let i = 0;
    while (!t.game.state.status.over) t.activate(ids[i++ % 2]);
    expect(i).toBe(20);
    expect(t.game.state.status).toMatchObject({ over: true, winners: [0] });
  });

  it('CR 6.1.10 an automatic loop no player maintains is stopped by the kernel with an EngineError', () => {
    const t = scenario({
      cards,
      players: [{ play: ['Echo - Test Card', 'Echo - Test Card'], hand: ['Fire the Cannons!'], ink: 1 }, {}],
    });
    t.play('Fire the Cannons!');
    // Each move of 1 damage triggers the other Echo, which moves it back: nobody ever has to act.
    let error: unknown;
    try {
      t.choose('Echo - Test Card');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EngineError);
    expect((error as Error).message).toMatch(/forever/);
  });
});
