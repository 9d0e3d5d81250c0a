import { KernelEvents, legalActions, setupScenario } from '@cardloom/core';
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
    endTurn(game); // player 1's turn
    const mark = game.log.length;
    act(game, { type: 'end-day' });
    // Player 0's Morning trigger went on the stack and is resolving: player 0 picks its target.
    expect(game.ctx.step.step).toBe('morning');
    expect(game.state.turn.active).toBe(0);
    expect(game.state.decision?.request.player).toBe(0);
    expect(legalActions(game).every((a) => a.type === 'answer')).toBe(true);
    // Player 0 held an affordable Reaction, yet nobody acted while the trigger waited: pass was the only
    // legal action in the Morning, and such passes are automatic (D34).
    expect(game.log.slice(mark).map((a) => a.type)).toEqual(['end-day']);
    act(game, { type: 'answer', choice: [idOf(game, 'reef-sentinel')] });
    expect(game.ctx.counter(idOf(game, 'reef-sentinel'), C.damage)).toBe(1);
    expect(game.ctx.step.step).toBe('main');
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
    const events = act(game, { type: 'end-day' }).events;
    // Nobody can act in the last window, the Evening or the Night: the turn runs on to the next Day.
    const steps = events.filter((e) => e.type === KernelEvents.stepStart).map((e) => e.step);
    expect(steps).toEqual(['last-window', 'evening', 'night', 'morning', 'main']);
    expect(game.state.turn.number).toBe(4);
    expect(game.state.turn.active).toBe(1);
    expect(game.ctx.step.step).toBe('main');
    expect(game.ctx.playerCounter(1, P.command)).toBe(2);
  });

  it('Faction: D32 round limit — after the last round most victory tokens wins', () => {
    const game = scenario({ turn: 39, seats: [{}, {}] });
    setupScenario(game, (ctx) => ctx.setCounter(mainOf(ctx, 1), C.victory, 2));
    endTurn(game); // player 0's 20th turn: the round goes on to player 1
    expect(game.over).toBe(false);
    endTurn(game);
    expect(game.over).toBe(true);
    expect(game.state.turn.number).toBe(40);
    expect(game.state.status).toEqual({ over: true, winners: [1], reason: 'round-limit' });
  });

  it('Faction: D32 round limit — equal tokens fall back to remaining main character defense, else a draw', () => {
    const game = scenario({ turn: 39, seats: [{}, {}] });
    setupScenario(game, (ctx) => ctx.setCounter(mainOf(ctx, 0), C.damage, 3));
    endTurn(game);
    endTurn(game);
    expect(game.state.status.winners).toEqual([1]);
    const even = scenario({ turn: 39, seats: [{}, {}] });
    endTurn(even);
    endTurn(even);
    expect(even.state.status).toEqual({ over: true, winners: [], reason: 'round-limit' });
  });

  it('Faction: D32 round limit — counts rounds, not turns: after an elimination the survivors play 20 rounds, no more', () => {
    const game = scenario({ turn: 1, seats: [{}, {}, {}] });
    // Player 2 (seat 1) is out at once; players 1 and 3 play on, one turn each per round.
    setupScenario(game, (ctx) => ctx.setCounter(mainOf(ctx, 1), C.damage, 99));
    act(game, { type: 'draw' });
    expect(game.state.players[1].out).toBe(true);
    const turns = [0, 0, 0];
    for (let guard = 0; !game.over && guard < 200; guard++) {
      turns[game.state.turn.active]++;
      endTurn(game);
    }
    expect(game.state.status.reason).toBe('round-limit');
    expect(turns).toEqual([20, 0, 20]);
    expect(game.state.turn.number).toBe(40);
  });
});
