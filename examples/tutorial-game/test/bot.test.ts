/** The tutorial's hand-written bot (step 9): legal, finishes games, and decides from its view only. */
import { randomBot } from '@cardloom/bots';
import { apply, createGame, determinize, jsonEqual, legalActions, Random } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { eagerBot } from '../src/bot';
import { embers, starterDeck } from '../src/index';

describe('eagerBot (tutorial step 9)', () => {
  it('always picks a legal action and finishes games against a random bot', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const game = createGame(embers, { players: 2, decks: [starterDeck, starterDeck], seed });
      const bots = [eagerBot(), randomBot({ seed })];
      while (!game.over) {
        const action = bots[game.toAct!].choose(game);
        expect(legalActions(game)).toContain(action);
        apply(game, action);
      }
      expect(game.state.status.winners).toHaveLength(1);
    }
  });

  it('decides from what its seat may see: in worlds where the hidden cards differ, it chooses the same', () => {
    const game = createGame(embers, { players: 2, decks: [starterDeck, starterDeck], seed: 9 });
    const random = new Random('worlds');
    const opponent = randomBot({ seed: 9 });
    const bot = eagerBot();
    let compared = 0;
    let differentWorlds = 0;
    while (!game.over) {
      if (game.toAct === 0) {
        const chosen = bot.choose(game);
        const world = determinize(game, 0, random);
        if (!jsonEqual(world.state.cards, game.state.cards)) differentWorlds++;
        expect(bot.choose(world)).toEqual(chosen);
        compared++;
        apply(game, chosen);
      } else apply(game, opponent.choose(game));
    }
    expect(compared).toBeGreaterThan(10);
    expect(differentWorlds).toBeGreaterThan(0);
  });
});
