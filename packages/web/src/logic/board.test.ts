import { canSee, legalActions } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { boardOf } from './board';
import { GAMES } from './games';
import { newGame, playUntil } from './test-helpers';

describe("the board is the seat's view (issue 17: hidden cards stay hidden in a seat's view)", () => {
  it('every game, mid-game, every seat: a card carries its identity exactly when the seat may see it', () => {
    for (const module of GAMES) {
      const game = newGame(module, 11);
      playUntil(game, (g) => g.log.length >= 20 && !g.state.decision);
      const seats = game.state.players.map((p) => p.id);
      let hidden = 0;
      for (const seat of seats) {
        const board = boardOf(module, game, seat);
        for (const zone of board.zones) {
          for (const card of zone.cards) {
            // A hidden card comes as an opaque handle, never by id (issue 13.3).
            if (typeof card.id === 'string') {
              expect(card.info).toBeUndefined();
              expect(card.id).toMatch(/^#[0-9a-f]{8}$/);
              hidden++;
              continue;
            }
            expect(card.info !== undefined, `${module.name} card ${card.id} for P${seat + 1}`).toBe(
              canSee(game, seat, card.id),
            );
            if (card.info) expect(card.info.id).toBe(game.state.cards[card.id].def);
            else hidden++;
          }
          if (!zone.listed) hidden += zone.count - zone.cards.length;
        }
        const opponentsHand = board.zones.find((z) => z.name === 'hand' && z.owner !== seat && z.owner >= 0);
        if (opponentsHand) expect(opponentsHand.cards.filter((c) => c.info)).toEqual([]);
      }
      expect(hidden, `${module.name} hides something`).toBeGreaterThan(0);
    }
  });

  it('cards come with readable frames from module.cards(): name, type, stats, generated ability text', () => {
    const module = GAMES[0];
    const game = newGame(module, 3);
    const board = boardOf(module, game, 0);
    const hand = board.zones.find((z) => z.name === 'hand' && z.owner === 0)!;
    expect(hand.cards.length).toBeGreaterThan(0);
    for (const card of hand.cards) {
      expect(typeof card.id).toBe('number');
      const info = module.cards().find((c) => c.id === game.state.cards[card.id as number].def)!;
      expect(card.info).toEqual(info);
      expect(card.info!.stats.cost).toBeGreaterThanOrEqual(0);
    }
  });

  it('board card ids are exactly what actions may attach to', () => {
    const module = GAMES[0];
    const game = newGame(module, 3);
    playUntil(game, (g) => !g.state.decision && legalActions(g).length > 1);
    const board = boardOf(module, game, game.toAct!);
    const drawn = board.zones.flatMap((z) => z.cards.map((c) => c.id)).filter((id) => typeof id === 'number');
    expect([...board.cardIds].sort((a, b) => a - b)).toEqual([...new Set(drawn)].sort((a, b) => a - b));
  });
});
