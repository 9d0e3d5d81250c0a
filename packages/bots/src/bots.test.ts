import { apply, canSee, createGame, type Game, legalActions, Random } from '@cardloom/core';
import { skirmishDeck } from '@cardloom/core/testing';
import { describe, expect, it } from 'vitest';
import { greedyBot } from './greedy';
import { mctsBot } from './mcts';
import { randomBot } from './random';
import { definition, evaluate, midGame, newGame, playOut, swapHidden } from './skirmish.test-helpers';
import { sampleWorld } from './worlds';

describe('random bot', () => {
  it('returns one of the listed legal actions, reproducibly from its seed', () => {
    const game = midGame(1, 10);
    const legal = legalActions(game);
    const picks = (seed: number) => {
      const bot = randomBot({ seed });
      const listed = legal.map((a) => JSON.stringify(a));
      return Array.from({ length: 30 }, () => listed.indexOf(JSON.stringify(bot.choose(game))));
    };
    const first = picks(5);
    expect(first.every((i) => i >= 0)).toBe(true);
    expect(picks(5)).toEqual(first);
    expect(new Set(first).size).toBeGreaterThan(1);
  });

  it('plays whole games and refuses a finished one', () => {
    const game = newGame(2);
    expect(playOut(game, [randomBot({ seed: 1 }), randomBot({ seed: 2 })]).length).toBeGreaterThan(0);
    expect(() => randomBot({ seed: 1 }).choose(game)).toThrow('random: the game is over');
  });
});

describe('greedy bot', () => {
  it('beats random clearly with the game’s evaluation', () => {
    let wins = 0;
    for (let i = 0; i < 20; i++) {
      const greedySeat = i % 2;
      const bots = [randomBot({ seed: i }), randomBot({ seed: i })];
      bots[greedySeat] = greedyBot({ evaluate, seed: i });
      if (playOut(newGame(100 + i), bots).includes(greedySeat)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(15);
  });

  it('decides the same whatever the hidden cards really are', () => {
    const game = midGame(3, 12);
    const viewer = game.toAct as number;
    const twin = swapHidden(game, viewer);
    const pick = (g: typeof game) => JSON.stringify(greedyBot({ evaluate, seed: 9 }).choose(g));
    expect(pick(twin)).toBe(pick(game));
  });
});

describe('greedy bot: an action is judged after the decisions it opens', () => {
  /**
   * Skirmish for three, played at random until the player to act may only attack with one unit or end
   * the turn. An attack then asks which opponent to hit: until that is answered it has dealt nothing.
   */
  function attackOrEnd(): Game {
    const game = createGame(definition, {
      players: 3,
      decks: [skirmishDeck(), skirmishDeck(), skirmishDeck()],
      seed: 1,
    });
    const random = new Random(1);
    for (let i = 0; i < 300 && !game.over; i++) {
      const legal = legalActions(game);
      const kinds = legal.map((a) => a.type).sort();
      if (game.state.decision === null && kinds.join() === 'attack,end-turn') return game;
      apply(game, random.pick(legal));
    }
    throw new Error('no attack-or-end position reached');
  }
  const game = attackOrEnd();
  const picks = (settle?: number) =>
    Array.from({ length: 10 }, (_, seed) => greedyBot({ evaluate, seed, settle }).choose(game).type);

  it('answers the attack’s target question before scoring it, so it always attacks', () => {
    expect(picks()).toEqual(new Array(10).fill('attack'));
  });

  it('with settle 0 scores the half-done attack like ending the turn (a coin flip between them)', () => {
    const unsettled = picks(0);
    expect(unsettled).toContain('attack');
    expect(unsettled).toContain('end-turn');
  });

  it('leaves the game it is given unchanged', () => {
    const before = JSON.stringify(game.state);
    greedyBot({ evaluate, seed: 3 }).choose(game);
    expect(JSON.stringify(game.state)).toBe(before);
  });
});

describe('sampled worlds (IS-MCTS determinization)', () => {
  const game = midGame(4, 15);
  const viewer = game.toAct as number;

  it('keep every card the player can see and the multiset of each owner’s unseen cards', () => {
    const world = sampleWorld(game, viewer, new Random(1));
    const unseen = (g: typeof game, owner: number) =>
      g.state.cards
        .filter((c) => c.owner === owner && !canSee(game, viewer, c.id))
        .map((c) => c.def)
        .sort();
    for (const card of game.state.cards) {
      if (canSee(game, viewer, card.id)) expect(world.state.cards[card.id].def).toBe(card.def);
    }
    for (const owner of [0, 1]) expect(unseen(world, owner)).toEqual(unseen(game, owner));
    expect(world.state.rng).not.toEqual(game.state.rng);
  });

  it('depend only on the player’s view, not on where hidden cards really are', () => {
    const twin = swapHidden(game, viewer);
    expect(sampleWorld(twin, viewer, new Random(7)).state).toEqual(
      sampleWorld(game, viewer, new Random(7)).state,
    );
  });
});

describe('IS-MCTS bot', () => {
  it('spends exactly its iteration budget and returns a listed legal action', () => {
    const game = midGame(5, 10);
    let iterations = 0;
    const bot = mctsBot({ seed: 1, iterations: 60, onSearch: (s) => void (iterations = s.iterations) });
    const action = bot.choose(game);
    expect(legalActions(game)).toContainEqual(action);
    expect(iterations).toBe(60);
  });

  it('never sees hidden cards: the same decision in games that differ only in what it cannot see', () => {
    const game = midGame(6, 14);
    const viewer = game.toAct as number;
    const twin = swapHidden(game, viewer);
    const pick = (g: typeof game) =>
      JSON.stringify(mctsBot({ seed: 3, iterations: 150, evaluate }).choose(g));
    expect(pick(twin)).toBe(pick(game));
  });

  it('does not change the game it searches', () => {
    const game = midGame(7, 10);
    const before = JSON.stringify(game.state);
    mctsBot({ seed: 1, iterations: 50 }).choose(game);
    expect(JSON.stringify(game.state)).toBe(before);
  });

  it('beats random clearly', () => {
    let wins = 0;
    const games = 10;
    for (let i = 0; i < games; i++) {
      const seat = i % 2;
      const bots = [randomBot({ seed: i }), randomBot({ seed: i })];
      bots[seat] = mctsBot({ seed: i, iterations: 30, playoutDepth: 10, evaluate });
      if (playOut(newGame(200 + i), bots).includes(seat)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(8);
  });

  it('works for a game with a stack and priority passing', async () => {
    const { skirmish, skirmishDeck } = await import('@cardloom/core/testing');
    const { createGame } = await import('@cardloom/core');
    const stack = createGame(skirmish('stack'), {
      players: 2,
      decks: [skirmishDeck(), skirmishDeck()],
      seed: 8,
    });
    const winners = playOut(stack, [mctsBot({ seed: 1, iterations: 30 }), randomBot({ seed: 2 })]);
    expect(winners.length).toBeGreaterThan(0);
    expect(definition.policy.kind).toBe('bag');
  });
});
