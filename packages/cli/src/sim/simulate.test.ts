import { describe, expect, it } from 'vitest';
import { GameRegistry } from '../games/registry';
import { summarize } from '../stats/summary';
import { toyModule } from '../testing/toy-module';
import { registry, registryModule } from '../testing/toy-registry';
import type { SimulationJob } from './job';
import { runSimulation } from './simulate';

const job: SimulationJob = {
  game: 'toy',
  ruleset: 'standard',
  bots: ['random', 'greedy'],
  decks: [toyDeck(), toyDeck()],
  baseSeed: 2024,
  games: 40,
};

function toyDeck(): readonly string[] {
  return registry.get('toy').decks[1].cards;
}

describe('simulation across worker threads', () => {
  it('gives identical results in this thread and with 1 or 2 workers', async () => {
    const inThread = await runSimulation(job, { workers: 0, registry });
    const one = await runSimulation(job, { workers: 1, registry, registryModule });
    const two = await runSimulation(job, { workers: 2, registry, registryModule });
    expect(one).toEqual(inThread);
    expect(two).toEqual(inThread);
    expect(inThread.map((r) => r.record.index)).toEqual([...Array(40).keys()]);
    const summary = summarize(
      inThread.map((r) => r.record),
      job.bots,
      ['high', 'high'],
    );
    expect(summary.completed).toBe(40);
    // Different seeds give different games: the run is not one game repeated.
    expect(new Set(inThread.map((r) => r.record.actions)).size).toBeGreaterThan(1);
  });

  it('a warm-up plays extra games before the timed ones and leaves the results as they were', async () => {
    let created = 0;
    let createdAtStart = -1;
    const counting = new GameRegistry().register({
      ...toyModule,
      definition: {
        ...toyModule.definition,
        setup: (ctx) => {
          created++;
          toyModule.definition.setup(ctx);
        },
      },
    });
    const cold = await runSimulation(job, { workers: 0, registry });
    const warm = await runSimulation(
      { ...job, warmupMs: 20 },
      {
        workers: 0,
        registry: counting,
        onStart: () => {
          createdAtStart = created;
        },
      },
    );
    expect(warm).toEqual(cold);
    expect(createdAtStart).toBeGreaterThan(0);
    expect(created).toBe(createdAtStart + job.games);
  });

  it('reports progress for every game', async () => {
    const seen: number[] = [];
    await runSimulation(
      { ...job, games: 6 },
      { workers: 2, registry, registryModule, onProgress: (n) => seen.push(n) },
    );
    expect(seen).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('keeps the actions of failed games for replays', async () => {
    const results = await runSimulation(
      { ...job, bots: ['random', 'random'], ruleset: 'faulty', games: 3, keepFailedActions: true },
      { workers: 1, registry, registryModule },
    );
    for (const r of results) {
      expect(r.record.error).toMatch(/turn 3 breaks/);
      // The action that failed is kept too, so the replay reproduces the failure.
      expect(r.actions?.length).toBe(r.record.actions + 1);
    }
  });

  it('fails clearly when a worker cannot load the games', async () => {
    await expect(
      runSimulation(job, { workers: 1, registry, registryModule: 'file:///nonexistent/registry.ts' }),
    ).rejects.toThrow(/cannot load games/);
  });
});
