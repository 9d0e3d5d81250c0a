import { legalActions, setupScenario } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { act, endTurn, idOf, resolveStack, scenario } from '../testing/scenario';
import { exhaust, mainOf } from './board';
import { C, P } from './keys';

describe('Faction: turn sequence (F4)', () => {
  it('Faction: Morning phase — one exhaustion counter off each card, face up at none, command refilled (F4.1)', () => {
    const game = scenario({
      turn: 3,
      seats: [{ characters: ['reef-sentinel', 'brinescale-knight'], tokens: { tide: 2 }, command: 0 }, {}],
    });
    const reef = idOf(game, 'reef-sentinel');
    const knight = idOf(game, 'brinescale-knight');
    setupScenario(game, (ctx) => {
      exhaust(ctx, reef, 1);
      exhaust(ctx, knight, 2);
      ctx.setPlayerCounter(0, P.spent('tide'), 2);
    });
    endTurn(game); // player 1's turn
    expect(game.state.cards[reef].tapped).toBe(true); // Morning touches only the active player's cards (D12)
    endTurn(game); // back to player 0
    expect(game.state.turn.active).toBe(0);
    expect(game.state.cards[reef].tapped).toBe(false);
    expect(game.ctx.counter(knight, C.exhaustion)).toBe(1);
    expect(game.state.cards[knight].tapped).toBe(true);
    expect(game.ctx.playerCounter(0, P.spent('tide'))).toBe(0);
    expect(game.ctx.playerCounter(0, P.command)).toBe(2);
  });

  it('Faction: Morning phase — a refill never lowers command tokens above 2 (D12)', () => {
    const game = scenario({ turn: 3, seats: [{ command: 3 }, {}] });
    endTurn(game);
    endTurn(game);
    expect(game.ctx.playerCounter(0, P.command)).toBe(3);
  });

  it('Faction: Morning phase — no plays or activations while Morning effects wait (F4.1a, D24)', () => {
    const game = scenario({
      turn: 3,
      seats: [
        {
          location: 'burning-crossroads',
          hand: ['cinder-flask'],
          tokens: { ember: 3 },
          main: 'cinder-duchess-ysolde',
        },
        { characters: ['reef-sentinel'] },
      ],
    });
    endTurn(game);
    // player 1's turn, then player 0's Morning trigger goes on the stack
    const start = game.state.turn.number;
    while (game.state.turn.number === start || game.state.pending.length === 0) {
      const options = legalActions(game);
      const pick = options.find((a) => a.type === 'end-day') ?? options.find((a) => a.type === 'pass')!;
      act(game, pick);
    }
    expect(game.ctx.step.step).toBe('morning');
    expect(legalActions(game).map((a) => a.type)).toEqual(['pass']);
  });

  it('Faction: Evening phase — "until end of turn" effects expire (F4.3)', () => {
    const game = scenario({ turn: 3, seats: [{ characters: ['tidecaller-acolyte'] }, {}] });
    const acolyte = idOf(game, 'tidecaller-acolyte');
    const main = mainOf(game.ctx, 0);
    act(game, { type: 'activate', card: acolyte });
    resolveStack(game);
    if (game.state.decision) act(game, { type: 'answer', choice: [main] });
    expect(game.ctx.stat(main, 'defense')).toBe(14);
    endTurn(game);
    expect(game.ctx.stat(main, 'defense')).toBe(12);
  });

  it('Faction: Night phase — no actions; the next player begins with their Morning (F4.4)', () => {
    const game = scenario({ turn: 3, seats: [{}, { command: 0 }, {}] });
    act(game, { type: 'end-day' });
    for (let i = 0; i < 3; i++) act(game, { type: 'pass' });
    expect(game.state.turn.number).toBe(4);
    expect(game.state.turn.active).toBe(1);
    expect(game.ctx.step.step).toBe('main');
    expect(game.ctx.playerCounter(1, P.command)).toBe(2);
  });

  it('Faction: D32 round limit — after the last round most victory tokens wins', () => {
    const game = scenario({ turn: 40, seats: [{}, {}] });
    setupScenario(game, (ctx) => ctx.setCounter(mainOf(ctx, 1), C.victory, 2));
    endTurn(game);
    expect(game.over).toBe(true);
    expect(game.state.status).toEqual({ over: true, winners: [1], reason: 'round-limit' });
  });

  it('Faction: D32 round limit — equal tokens fall back to remaining main character defense, else a draw', () => {
    const game = scenario({ turn: 40, seats: [{}, {}] });
    setupScenario(game, (ctx) => ctx.setCounter(mainOf(ctx, 0), C.damage, 3));
    endTurn(game);
    expect(game.state.status.winners).toEqual([1]);
    const even = scenario({ turn: 40, seats: [{}, {}] });
    endTurn(even);
    expect(even.state.status).toEqual({ over: true, winners: [], reason: 'round-limit' });
  });
});
