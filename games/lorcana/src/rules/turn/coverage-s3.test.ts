/** Turn structure (CR 3): the order of phases and steps, and when the Main phase starts. */
import type { GameEvent } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { chosen } from '../../cards/phrases.js';
import { scenario } from '../../testing/scenario.js';
import { testAction, testCharacter } from '../../testing/test-cards.js';

/** “Whenever you draw a card, you may gain 1 lore.” */
const reader = testCharacter('s3-reader', 'Reader', {
  abilities: [
    {
      kind: 'triggered',
      name: 'Bookworm',
      trigger: { on: 'draws' },
      effect: [{ do: 'gainLore', amount: 1, may: true }],
    },
  ],
});

/** Chosen character gets +2 Strength this turn. */
const boost = testAction('s3-boost', 'Pep Talk', [
  { do: 'modify', target: chosen({ type: 'character' }), stat: 'strength', amount: 2, duration: 'thisTurn' },
]);

const cards = [reader, boost];
const steps = (events: readonly GameEvent[]) =>
  events.filter((e) => e.type === 'step-start').map((e) => `${e.phase}/${e.step}`);
const TURN_ACTIONS = ['ink', 'play', 'activate', 'quest', 'challenge', 'move'];

describe('CR 3 turn structure (coverage)', () => {
  it('CR 3.1.1 / CR 3.4.1 the End-of-Turn phase, then the next turn’s Start-of-Turn and Main phases, in order; CR 3.1.2 / CR 3.2.3 Ready, Set, then Draw', () => {
    const t = scenario({ players: [{}, {}] });
    t.endTurn();
    expect(steps(t.events)).toEqual([
      'end-of-turn/end',
      'start-of-turn/ready',
      'start-of-turn/set',
      'start-of-turn/draw',
      'main/main',
    ]);
    expect(t.events.find((e) => e.type === 'drew')).toMatchObject({ player: 1 });
  });

  it('CR 3.1.3 / CR 3.3.1 / CR 4.1.3 in the Main phase the active player may take each kind of turn action', () => {
    const t = scenario({
      players: [
        {
          play: ['Olaf - Friendly Snowman', 'Dinglehopper', 'Pride Lands - Pride Rock'],
          hand: ['Stitch - New Dog'],
          ink: 2,
        },
        { play: [{ name: 'Maui - Demigod', exerted: true }] },
      ],
    });
    expect(t.game.state.turn.phase).toBe(1);
    const kinds = new Set(t.legal().map((a) => a.type));
    for (const k of TURN_ACTIONS) expect(kinds, k).toContain(k);
  });

  it('CR 3.1.4 the End-of-Turn phase ends “this turn” effects and makes the next player active', () => {
    const t = scenario({
      cards,
      players: [{ play: ['Olaf - Friendly Snowman'], hand: ['Pep Talk'], ink: 1 }, {}],
    });
    t.play('Pep Talk');
    expect(t.strength('Olaf - Friendly Snowman')).toBe(3);
    t.endTurn();
    expect(t.strength('Olaf - Friendly Snowman')).toBe(1);
    expect(t.game.state.turn.active).toBe(1);
  });

  it('CR 3.2.3.2 the Main phase starts only once the bag is empty after the Draw step', () => {
    const t = scenario({ cards, players: [{}, { play: ['Reader - Test Card'] }] });
    t.endTurn();
    // Player 2 drew in the Draw step; their trigger waits for an answer.
    expect(t.decision).toMatchObject({ kind: 'yes-no', player: 1 });
    expect(t.game.state.turn.phase).toBe(0);
    expect(t.legal().some((a) => TURN_ACTIONS.includes(a.type))).toBe(false);
    t.yes();
    expect(t.lore(1)).toBe(1);
    expect(t.game.state.turn.phase).toBe(1);
    expect(t.events.map((e) => e.type)).toContain('step-start');
  });
});
