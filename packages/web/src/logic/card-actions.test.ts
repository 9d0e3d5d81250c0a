import { type Action, legalActions, viewFor } from '@cardloom/core';
import { lorcanaModule } from '@cardloom/lorcana';
import { describe, expect, it } from 'vitest';
import { boardOf } from './board';
import { actionCard, placeActions } from './card-actions';
import { GAMES } from './games';
import { newGame, playUntil } from './test-helpers';

const act = (fields: Record<string, number | string>): Action =>
  ({ type: 'x', player: 0, ...fields }) as Action;

describe('action → card mapping (issue 17: legal actions as choices on the cards they concern)', () => {
  it('takes the first card field whose card is on the board: card before attacker before source', () => {
    const board = new Set([3, 8, 12]);
    expect(actionCard(act({ card: 3, target: 8 }), board)).toBe(3);
    expect(actionCard(act({ attacker: 8, target: 12 }), board)).toBe(8);
    expect(actionCard(act({ source: 12 }), board)).toBe(12);
  });

  it('ignores targets, counts and cards not drawn on the board', () => {
    const board = new Set([3]);
    expect(actionCard(act({ target: 3 }), board)).toBeNull();
    expect(actionCard(act({ amount: 3 }), board)).toBeNull();
    expect(actionCard(act({ card: 99 }), board)).toBeNull();
    expect(actionCard(act({ card: 'x' }), board)).toBeNull();
  });

  it('splits a legal list: card actions on cards, the rest in order, answers left to the dialog', () => {
    const legal = [
      act({ card: 3 }),
      { type: 'end-turn', player: 0 },
      act({ card: 3, target: 5 }),
      { type: 'answer', player: 0, choice: [] },
      act({ card: 4 }),
    ] as Action[];
    const placed = placeActions(legal, new Set([3, 4]));
    expect([...placed.onCards.entries()].map(([c, l]) => [c, l.map((a) => a.index)])).toEqual([
      [3, [0, 2]],
      [4, [4]],
    ]);
    expect(placed.rest.map((a) => a.index)).toEqual([1]);
  });

  it('in a Lorcana turn, ink/play/quest go on the acting card in the hand or in play, end turn to the list', () => {
    const game = newGame(lorcanaModule, 3);
    expect(playUntil(game, (g) => !g.state.decision && legalActions(g).some((a) => a.type === 'ink'))).toBe(
      true,
    );
    const seat = game.toAct!;
    const board = boardOf(lorcanaModule, game, seat);
    const legal = legalActions(game);
    const placed = placeActions(legal, board.cardIds);
    const hand = viewFor(game, seat).zones.find((z) => z.zone === 'hand' && z.owner === seat)!;
    const inks = legal.filter((a) => a.type === 'ink');
    for (const ink of inks) {
      expect(hand.cards!.map((c) => c.id)).toContain(ink.card);
      expect(placed.onCards.get(ink.card as number)!.map((a) => a.action)).toContainEqual(ink);
    }
    expect(placed.rest.map((a) => a.action.type)).toContain('end-turn');
  });

  it('every game: each non-answer legal action is placed exactly once', () => {
    for (const module of GAMES) {
      const game = newGame(module, 5);
      playUntil(game, (g) => g.log.length >= 12 && !g.state.decision);
      if (game.over) continue;
      const legal = legalActions(game);
      const placed = placeActions(legal, boardOf(module, game, game.toAct!).cardIds);
      const indices = [...[...placed.onCards.values()].flat(), ...placed.rest]
        .map((a) => a.index)
        .sort((a, b) => a - b);
      const expected = legal.flatMap((a, i) => (a.type === 'answer' ? [] : [i]));
      expect(indices, module.name).toEqual(expected);
      expect(expected.length, module.name).toBeGreaterThan(0);
    }
  });
});
