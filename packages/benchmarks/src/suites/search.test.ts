import { describe, expect, it } from 'vitest';
import { measuredGame } from '../games/index';
import { runSearchSuite } from './search';

const skirmishGame = measuredGame('skirmish');

describe('IS-MCTS search suite (issue 6 search figures)', () => {
  it('times mctsBot decisions on a mid-game state, in ms per decision (the figure budgets check)', () => {
    const section = runSearchSuite(
      { game: skirmishGame, iterations: 20 },
      { timeMs: 5, minSamples: 2, warmupMs: 1 },
    );
    expect(section.id).toBe('skirmish-search');
    expect(section.detail).toContain('20 iterations');
    const [decisions, perDecision, iterations] = section.figures;
    expect(decisions.unit).toBe('decisions/s');
    expect(perDecision).toMatchObject({ id: 'skirmish.mcts.msPerDecision', unit: 'ms' });
    // Same timing seen three ways.
    expect(perDecision.value).toBeCloseTo(1000 / decisions.value, 6);
    expect(iterations.value).toBeCloseTo(20 * decisions.value, 6);
    // Skirmish playouts run to the end: every iteration applies game actions in the tree and after it.
    const byId = new Map(section.figures.map((f) => [f.id, f]));
    expect(byId.get('skirmish.mcts.treeActionsPerIteration')?.value).toBeGreaterThanOrEqual(1);
    expect(byId.get('skirmish.mcts.playoutActionsPerIteration')?.value).toBeGreaterThan(0);
    expect(byId.get('skirmish.mcts.microsPerAction')?.unit).toBe('µs');
  });
});
