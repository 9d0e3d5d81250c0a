import { createGame, legalActions, Random } from '@cardloom/core';
import { skirmish, skirmishDeck } from '@cardloom/core/testing';
import { describe, expect, it } from 'vitest';
import { sameAction } from './keys';
import { type MctsOptions, mctsBot, type SearchStats } from './mcts';
import { evaluate, midGame } from './skirmish.test-helpers';
import { sampleWorld } from './worlds';

/** Runs one search and returns what it did, with the action it chose. */
function search(options: Omit<MctsOptions, 'onSearch'>, game = midGame(5, 10)) {
  let stats: SearchStats | undefined;
  const action = mctsBot({ ...options, onSearch: (s) => void (stats = s) }).choose(game);
  return { action, stats: stats as SearchStats };
}

describe('IS-MCTS reproducibility', () => {
  it('the same seed gives the same search and choice; another seed a different search', () => {
    const first = search({ seed: 4, iterations: 200, evaluate });
    const again = search({ seed: 4, iterations: 200, evaluate });
    expect(again.stats).toEqual(first.stats);
    expect(again.action).toEqual(first.action);
    const other = search({ seed: 5, iterations: 200, evaluate });
    expect(other.stats.visits).not.toEqual(first.stats.visits);
  });
});

describe('IS-MCTS search statistics', () => {
  it('counts the game actions it applies: at least one tree action per iteration, playouts cut at their depth', () => {
    const { stats } = search({ seed: 3, iterations: 80, playoutDepth: 3, evaluate });
    expect(stats.failed).toBe(0);
    expect(stats.actions.tree).toBeGreaterThanOrEqual(80);
    expect(stats.actions.playout).toBeGreaterThan(0);
    expect(stats.actions.playout).toBeLessThanOrEqual(3 * 80);
    const deeper = search({ seed: 3, iterations: 80, playoutDepth: 6, evaluate });
    expect(deeper.stats.actions.playout).toBeGreaterThan(stats.actions.playout);
  });
});

describe('IS-MCTS sampled worlds that break the rules', () => {
  it('a dropped iteration leaves no node behind: every root action is still tried and counted', () => {
    const game = midGame(5, 10);
    let calls = 0;
    // The first playout's world "breaks the rules": the iteration that expanded a root action fails.
    const failOnce = (g: typeof game, p: number) => {
      if (calls++ === 0) throw new Error('guessed world broke the rules');
      return evaluate(g, p);
    };
    const { stats } = search({ seed: 2, iterations: 60, evaluate: failOnce }, game);
    expect(stats.failed).toBe(1);
    expect(stats.iterations).toBe(60);
    const legal = legalActions(game);
    expect(stats.visits).toHaveLength(legal.length);
    for (const action of legal) expect(stats.visits.some((v) => sameAction(v.action, action))).toBe(true);
    for (const v of stats.visits) expect(v.visits).toBeGreaterThan(0);
    expect(stats.visits.reduce((sum, v) => sum + v.visits, 0)).toBe(60);
  });
});

describe('sampled worlds follow the game’s determinization groups', () => {
  it('cards the game keeps out (group null) keep their identity; others swap only within their group', () => {
    const base = skirmish('bag');
    const definition = {
      ...base,
      determinizeGroup: (ctx: import('@cardloom/core').Ctx, card: number) =>
        ctx.card(card).def === 'zap' ? null : `${ctx.card(card).owner}`,
    };
    const game = createGame(definition, { players: 2, decks: [skirmishDeck(), skirmishDeck()], seed: 4 });
    expect(game.state.cards.some((c) => c.def === 'zap')).toBe(true);
    for (let s = 0; s < 5; s++) {
      const world = sampleWorld(game, 0, new Random(s));
      for (const c of game.state.cards) {
        const dealt = world.state.cards[c.id];
        expect(dealt.def === 'zap').toBe(c.def === 'zap');
        expect(dealt.owner).toBe(c.owner);
      }
    }
  });
});
