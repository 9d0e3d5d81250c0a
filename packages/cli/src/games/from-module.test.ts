import { skirmishModule } from '@cardloom/core/testing';
import { describe, expect, it } from 'vitest';
import { pluginOf } from './from-module';

describe('game modules in the command', () => {
  it('offer random, greedy and mcts seats, with an iteration count after a colon', () => {
    const plugin = pluginOf(skirmishModule);
    expect(Object.keys(plugin.bots ?? {}).sort()).toEqual(['greedy', 'mcts', 'random']);
    expect(plugin.bots?.mcts(0, 1, '50').kind).toBe('mcts');
    expect(plugin.bots?.mcts(0, 1, '50:5').kind).toBe('mcts');
    expect(plugin.bots?.mcts(0, 1, '50:0').kind).toBe('mcts');
    expect(() => plugin.bots?.mcts(0, 1, 'lots')).toThrow(
      "mcts:<iterations>[:<playout depth>] needs iterations ≥ 1 and a depth ≥ 0, got 'lots'",
    );
    expect(() => plugin.bots?.mcts(0, 1, '0:5')).toThrow('needs iterations ≥ 1');
  });
});
