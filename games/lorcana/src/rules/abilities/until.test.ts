/** “Draw / discard until you have N cards” (CR 6.1.8.1), with test-only actions. */
import { describe, expect, it } from 'vitest';
import { E } from '../../engine/changes/moves.js';
import { scenario } from '../../testing/scenario.js';
import { testAction } from '../../testing/test-cards.js';

const evenOut = testAction('even-out', 'Even Out', [{ do: 'drawUntil', handSize: 3, player: 'eachPlayer' }]);
const trim = testAction('trim', 'Trim', [{ do: 'discardUntil', handSize: 1, player: 'eachPlayer' }]);
const cards = [evenOut, trim];

describe('CR 6.1.8.1 draw or discard until a hand size is met', () => {
  it('CR 6.1.8.1 draw until: each player draws the difference counted as the step resolves, in one go', () => {
    const t = scenario({
      cards,
      players: [
        { hand: ['Even Out', 'Smash'], deck: ['Ransack', 'Stampede', 'Dragon Fire'], ink: 1 },
        { hand: ['Smash', 'Ransack', 'Stampede', 'Dragon Fire'], deck: ['Maui - Demigod'] },
      ],
    });
    t.play('Even Out');
    // The played action has left the hand: 1 card, so 2 are drawn — the top 2, no more.
    expect(t.names('hand', 0).sort()).toEqual(['Ransack', 'Smash', 'Stampede']);
    expect(t.names('deck', 0)[0]).toBe('Dragon Fire');
    const drew = t.events.filter((e) => e.type === E.drew);
    expect(drew.map((e) => e.player)).toEqual([0, 0]);
    // A player at or above the number draws nothing.
    expect(t.count('hand', 1)).toBe(4);
    expect(t.zone('Maui - Demigod')).toBe('deck');
  });

  it('CR 6.1.8.1 draw until with too few cards in the deck draws what is there (CR 1.2.3)', () => {
    const t = scenario({
      cards,
      players: [{ hand: ['Even Out'], deck: ['Ransack'], filler: 0, ink: 1 }, {}],
    });
    t.play('Even Out');
    expect(t.names('hand', 0)).toEqual(['Ransack']);
    expect(t.count('deck', 0)).toBe(0);
    expect(t.game.state.status.over).toBe(false);
  });

  it('CR 6.1.8.1 discard until: each player chooses which cards of their hand to discard, down to the number', () => {
    const t = scenario({
      cards,
      players: [
        { hand: ['Trim', 'Smash', 'Ransack'], ink: 1 },
        { hand: ['Stampede', 'Dragon Fire', 'Maui - Demigod'] },
      ],
    });
    t.play('Trim');
    // The active player first (CR 6.7.5): 2 cards left, 1 to discard, either may go.
    expect(t.decision?.player).toBe(0);
    expect([t.decision?.min, t.decision?.max]).toEqual([1, 1]);
    expect(t.decision?.options.map((o) => t.ctx.cardDef(o as number).name).sort()).toEqual([
      'Ransack',
      'Smash',
    ]);
    t.choose('Ransack');
    expect(t.decision?.player).toBe(1);
    expect([t.decision?.min, t.decision?.max]).toEqual([2, 2]);
    t.choose('Stampede', 'Maui - Demigod');
    expect(t.names('hand', 0)).toEqual(['Smash']);
    expect(t.names('hand', 1)).toEqual(['Dragon Fire']);
    expect(t.names('discard', 1).sort()).toEqual(['Maui - Demigod', 'Stampede']);
  });

  it('CR 6.1.8.1 discard until: a player at or below the number is not asked and keeps their hand', () => {
    const t = scenario({
      cards,
      players: [{ hand: ['Trim', 'Smash'], ink: 1 }, { hand: [] }],
    });
    t.play('Trim');
    expect(t.decision).toBeNull();
    expect(t.names('hand', 0)).toEqual(['Smash']);
    expect(t.count('discard', 0)).toBe(1);
  });
});
