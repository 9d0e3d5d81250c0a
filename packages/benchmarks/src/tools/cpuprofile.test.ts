import { describe, expect, it } from 'vitest';
import { layerOf, summarize, summarizeLayers } from './cpuprofile';

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

describe('self time by layer', () => {
  const at = (functionName: string, url: string) => ({ functionName, url });

  it('names the kernel part, game, bot or V8 work a source path or node belongs to', () => {
    expect(layerOf('file:///w/packages/core/src/state/journal.ts')).toBe('kernel: undo journal');
    expect(layerOf('file:///w/packages/core/src/engine/legal.ts')).toBe('kernel: legalActions');
    expect(layerOf('file:///w/packages/core/src/cards/run.ts')).toBe('kernel: card language');
    expect(layerOf('file:///w/games/lore/src/engine/checks.ts')).toBe('game rules');
    expect(layerOf('file:///w/packages/bots/src/mcts.ts')).toBe('bot (search tree, playouts)');
    expect(layerOf('file:///w/packages/benchmarks/src/games/cardloom-playable.ts')).toBe('benchmark loop');
    expect(layerOf('node:internal/timers')).toBeUndefined();
    expect(layerOf('')).toBeUndefined();
  });

  it("charges a builtin to its caller's layer and keeps the collector apart", () => {
    const layers = summarizeLayers({
      nodes: [
        { id: 1, callFrame: at('(root)', ''), children: [2, 5] },
        { id: 2, callFrame: at('apply', 'file:///w/packages/core/src/engine/apply.ts'), children: [3] },
        { id: 3, callFrame: at('set', 'file:///w/packages/core/src/state/journal.ts'), children: [4] },
        { id: 4, callFrame: at('push', '') },
        { id: 5, callFrame: at('(garbage collector)', '') },
      ],
      // apply ×1, journal ×1, push (a builtin the journal called) ×1, GC ×1
      samples: [2, 3, 4, 5],
    });
    expect(layers).toEqual([
      ['kernel: undo journal', 50],
      ['kernel: apply and the task runner', 25],
      ['GC', 25],
    ]);
  });
});
