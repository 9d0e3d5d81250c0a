import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { toyGame } from '../testing/toy-game';
import { botNames, checkBots, createBot, greedyAgent, randomAgent } from './generic';

describe('generic bots', () => {
  const { state } = toyGame.engine.create({
    players: 2,
    decks: [toyGame.decks[1].deck, toyGame.decks[1].deck],
    seed: 4,
    ruleset: 'standard',
  });
  const legal = toyGame.engine.legalActions(state);

  it('random: uniform over the legal actions, reproducible from its seed', () => {
    const picks = (seed: number) => {
      const bot = randomAgent(seed);
      return Array.from({ length: 200 }, () => bot.choose(state, legal, 0) as number);
    };
    const a = picks(1);
    expect(picks(1)).toEqual(a);
    expect(new Set(a)).toEqual(new Set(legal.map((_, i) => i)));
  });

  it('greedy: plays the action its one-ply evaluation scores best', () => {
    const seat = toyGame.engine.toAct(state) ?? 0;
    const pick = greedyAgent(toyGame, 1).choose(state, legal, seat) as number;
    const action = legal[pick];
    const best = Math.max(...state.hands[seat]);
    expect(action.type).toBe('play');
    expect(action.type === 'play' && state.hands[seat][action.card]).toBe(best);
  });

  it('lists the bots a game offers and rejects others as usage errors', () => {
    expect(botNames(toyGame)).toEqual(['random', 'greedy']);
    expect(createBot(toyGame, 'greedy', 0, 1).kind).toBe('greedy');
    expect(() => createBot(toyGame, 'mcts', 0, 1)).toThrow(UsageError);
    expect(() => checkBots(toyGame, ['random', 'mcst'], 'simulate')).toThrow(
      "toy has no seat type 'mcst' (available: random, greedy)",
    );
  });
});
