import { describe, expect, it } from 'vitest';
import { QUICK } from '../harness/measure';
import { runWorkersSuite } from './workers';

describe('simulation speed-up section (issue 6: simulate with 2 workers vs 1)', () => {
  it('plays the same Lorcana games with one and two workers and reports both rates and their ratio', async () => {
    const section = await runWorkersSuite(QUICK);
    const byId = new Map(section.figures.map((f) => [f.id, f]));
    const one = byId.get('workers.one.gamesPerSec')!.value;
    const two = byId.get('workers.two.gamesPerSec')!.value;
    expect(one).toBeGreaterThan(0);
    expect(two).toBeGreaterThan(0);
    const speedup = byId.get('workers.speedup')!;
    expect(speedup.value).toBeCloseTo(two / one, 10);
  });
});
