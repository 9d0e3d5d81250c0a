import { apply, legalActions } from '@cardloom/core';
import { lorcanaModule } from '@cardloom/lorcana';
import { describe, expect, it } from 'vitest';
import type { BotRequest } from './bot-protocol';
import { BotRunner } from './bot-runner';
import { GAMES } from './games';
import { botSeed, seatKindsFor } from './seats';
import { newGame } from './test-helpers';

describe('bot worker logic (issue 17: bots run in a Web Worker; IS-MCTS shows its thinking time)', () => {
  it('each bot kind of each game answers with a legal action of the seat to act, timed', () => {
    for (const module of GAMES) {
      const game = newGame(module, 2);
      const runner = new BotRunner();
      for (const kind of seatKindsFor(module).filter((k) => k !== 'human')) {
        const request: BotRequest = {
          id: 1,
          game: module.name,
          setup: game.setup,
          actions: game.log,
          kind: kind as BotRequest['kind'],
          seed: 5,
          iterations: 20,
        };
        const reply = runner.choose(request);
        expect(reply.ok, `${module.name} ${kind}`).toBe(true);
        if (!reply.ok) continue;
        expect(legalActions(game)).toContainEqual(reply.action);
        expect(reply.ms).toBeGreaterThanOrEqual(0);
        if (kind === 'mcts') expect(reply.iterations).toBe(20);
      }
    }
  });

  it('follows the page as its log grows and rebuilds when the log is not a continuation', () => {
    const runner = new BotRunner();
    const game = newGame(lorcanaModule, 4);
    const ask = (actions = game.log): BotRequest => ({
      id: 1,
      game: 'lorcana',
      setup: game.setup,
      actions: actions.slice(),
      kind: 'random',
      seed: botSeed(game.setup.seed, game.toAct!, actions.length),
    });
    for (let i = 0; i < 30 && !game.over; i++) {
      const reply = runner.choose(ask());
      expect(reply.ok).toBe(true);
      if (reply.ok) apply(game, reply.action);
    }
    const other = newGame(lorcanaModule, 4);
    const reply = runner.choose({ ...ask(other.log), setup: other.setup });
    expect(reply.ok && legalActions(other)).toContainEqual((reply as { action: unknown }).action);
  });

  it('an unknown game or an illegal log is a reply with the reason, not a crash', () => {
    const runner = new BotRunner();
    const game = newGame(lorcanaModule, 4);
    const base = { id: 3, setup: game.setup, kind: 'random', seed: 1 } as const;
    expect(runner.choose({ ...base, game: 'chess', actions: [] })).toEqual({
      id: 3,
      ok: false,
      error: 'unknown game "chess"',
    });
    const bad = runner.choose({
      ...base,
      game: 'lorcana',
      actions: [{ type: 'quest', player: 0, card: 9999 }],
    });
    expect(bad.ok).toBe(false);
  });

  it('bot seeds are fixed by game seed, seat and move, and differ between them', () => {
    expect(botSeed(1, 0, 5)).toBe(botSeed(1, 0, 5));
    expect(new Set([botSeed(1, 0, 5), botSeed(2, 0, 5), botSeed(1, 1, 5), botSeed(1, 0, 6)]).size).toBe(4);
  });
});
