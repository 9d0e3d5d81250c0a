import type { Action } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { createBot } from '../agents/bots';
import { GameAborted } from '../errors';
import type { Agent } from '../games/types';
import { toyModule } from '../testing/toy-module';
import { playGame, strictLeader } from './run-game';

const decks = [toyModule.decks[0].cards, toyModule.decks[1].cards];
const bots = (seed: number) => [
  createBot(toyModule, 'random', 0, seed),
  createBot(toyModule, 'random', 1, seed + 1),
];

describe('playing one game', () => {
  it('plays to the end and measures it', async () => {
    const record = await playGame({
      module: toyModule,
      decks,
      ruleset: 'standard',
      seed: 3,
      agents: bots(1),
    });
    expect(record.error).toBeUndefined();
    expect(record.reason).toBe('deck-out');
    expect(record.turns).toBeGreaterThan(1);
    expect(record.actions).toBeGreaterThanOrEqual(record.decisions);
    expect(record.legalTotal).toBeGreaterThanOrEqual(2 * record.decisions);
  });

  it('is reproducible from the seed', async () => {
    const a = await playGame({ module: toyModule, decks, ruleset: 'standard', seed: 3, agents: bots(1) });
    const b = await playGame({ module: toyModule, decks, ruleset: 'standard', seed: 3, agents: bots(1) });
    expect(b).toEqual(a);
  });

  it('records a rules error as a failed game instead of throwing', async () => {
    const actions: Action[] = [];
    const record = await playGame({
      module: toyModule,
      decks,
      ruleset: 'faulty',
      seed: 3,
      agents: bots(1),
      actionLog: actions,
    });
    expect(record).toMatchObject({ reason: 'error', error: 'faulty ruleset: turn 3 breaks' });
    expect(actions.length).toBe(record.actions + 1);
  });

  it('stops a game that runs past the action limit', async () => {
    const record = await playGame({
      module: toyModule,
      decks,
      ruleset: 'standard',
      seed: 3,
      agents: bots(1),
      maxActions: 5,
    });
    expect(record).toMatchObject({ reason: 'action-limit', actions: 5 });
  });

  it('lets a player leaving the game end it', async () => {
    const leaver: Agent = {
      kind: 'human',
      choose: () => {
        throw new GameAborted('left');
      },
    };
    await expect(
      playGame({ module: toyModule, decks, ruleset: 'standard', seed: 3, agents: [leaver, leaver] }),
    ).rejects.toThrow(GameAborted);
  });

  it('finds the strict score leader', () => {
    expect(strictLeader([3, 5, 1])).toBe(1);
    expect(strictLeader([5, 5, 1])).toBeNull();
    expect(strictLeader([])).toBeNull();
  });
});
