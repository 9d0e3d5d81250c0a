import { legalActions } from '@cardloom/core';
import { skirmishModule } from '@cardloom/core/testing';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { startGame } from '../games/kernel';
import { toyModule } from '../testing/toy-module';
import { botNames, checkBots, createBot } from './bots';

describe('the bot seats of any game module', () => {
  const game = startGame(toyModule, {
    players: 2,
    decks: [toyModule.decks[1].cards, toyModule.decks[1].cards],
    seed: 4,
    ruleset: 'standard',
  });
  const legal = legalActions(game);
  const seat = game.toAct ?? 0;

  it('random: uniform over the legal actions, reproducible from its seed', () => {
    const picks = (seed: number) => {
      const bot = createBot(toyModule, 'random', seat, seed);
      return Array.from({ length: 200 }, () => bot.choose(game, legal, seat) as number);
    };
    const a = picks(1);
    expect(picks(1)).toEqual(a);
    expect(new Set(a)).toEqual(new Set(legal.map((_, i) => i)));
  });

  it('greedy: plays the card its one-ply evaluation scores best (the highest power in hand)', () => {
    const pick = createBot(toyModule, 'greedy', seat, 1).choose(game, legal, seat) as number;
    const power = (card: number) => Number(game.state.cards[card].def.slice(1));
    const hand = legal.flatMap((a) => (a.type === 'play' ? [power(a.card as number)] : []));
    expect(legal[pick].type).toBe('play');
    expect(power(legal[pick].card as number)).toBe(Math.max(...hand));
  });

  it('offers random, greedy (with an evaluation) and mcts, and rejects others as usage errors', () => {
    expect(botNames(toyModule)).toEqual(['random', 'greedy', 'mcts']);
    expect(botNames({ ...toyModule, evaluate: undefined })).toEqual(['random', 'mcts']);
    expect(createBot(toyModule, 'greedy', 0, 1).kind).toBe('greedy');
    expect(() => createBot({ ...toyModule, evaluate: undefined }, 'greedy', 0, 1)).toThrow(UsageError);
    expect(() => createBot(toyModule, 'wizard', 0, 1)).toThrow("toy has no bot 'wizard'");
    expect(() => checkBots(toyModule, ['random', 'mcst'], 'simulate')).toThrow(
      "toy has no seat type 'mcst' (available: random, greedy, mcts)",
    );
  });

  it('mcts takes an iteration count and a playout depth after colons, checked before any game', () => {
    expect(createBot(skirmishModule, 'mcts:50', 0, 1).kind).toBe('mcts');
    expect(createBot(skirmishModule, 'mcts:50:5', 0, 1).kind).toBe('mcts');
    expect(createBot(skirmishModule, 'mcts:50:0', 0, 1).kind).toBe('mcts');
    expect(() => createBot(skirmishModule, 'mcts:lots', 0, 1)).toThrow(
      "mcts:<iterations>[:<playout depth>] needs iterations ≥ 1 and a depth ≥ 0, got 'lots'",
    );
    expect(() => checkBots(skirmishModule, ['mcts:0:5'], 'play')).toThrow('needs iterations ≥ 1');
  });
});
