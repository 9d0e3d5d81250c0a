import { describe, expect, it } from 'vitest';
import { summarize } from './cpuprofile';

const frame = (functionName: string) => ({ functionName, url: 'file:///x/src/a.ts' });

describe('cpuprofile summary', () => {
  it('splits samples into self and inclusive shares, counting recursion once', () => {
    const summary = summarize({
      nodes: [
        { id: 1, callFrame: frame('main'), children: [2, 3] },
        { id: 2, callFrame: frame('apply'), children: [4] },
        { id: 3, callFrame: frame('legal') },
        { id: 4, callFrame: frame('apply') },
      ],
      // main ×1, apply (outer) ×1, legal ×1, apply (recursive) ×1
      samples: [1, 2, 3, 4],
    });
    expect(summary.self).toEqual([
      ['apply src/a.ts', 50],
      ['main src/a.ts', 25],
      ['legal src/a.ts', 25],
    ]);
    expect(summary.inclusive).toEqual([
      ['main src/a.ts', 100],
      ['apply src/a.ts', 50],
      ['legal src/a.ts', 25],
    ]);
  });
});
