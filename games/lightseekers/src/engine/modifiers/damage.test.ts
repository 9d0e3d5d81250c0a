/** Which damage a damage-taken change applies to (Lightseekers 6.1.2, L72), and how card text says it. */
import { describe, expect, it } from 'vitest';
import { describeModifier } from '../language/words.js';
import type { Source, SourceCategory } from '../table/sources.js';
import { takenFrom } from './damage.js';

const source = (category: SourceCategory): Source => ({
  controller: 1,
  card: -1,
  category,
  combo: false,
  affinities: [],
  powered: false,
});

describe('damage-taken changes', () => {
  it.each([
    [undefined, ['attack', 'defend', 'buff', 'item', 'hero']],
    ['attacks', ['attack']],
    ['notAttacks', ['defend', 'buff', 'item', 'hero']],
  ] as const)('Lightseekers L72: from %s applies to damage from %j', (from, applies) => {
    const all: SourceCategory[] = ['attack', 'defend', 'buff', 'item', 'hero'];
    expect(all.filter((category) => takenFrom(from, source(category)))).toEqual(applies);
  });

  it.each([
    [undefined, 'You take 1 less damage from each source.'],
    ['attacks', 'You take 1 less damage from each Attack.'],
    ['notAttacks', 'You take 1 less damage from each source that is not an Attack.'],
  ] as const)('Lightseekers L72: card text for from %s', (from, text) => {
    expect(describeModifier({ kind: 'damageTaken', amount: -1, ...(from ? { from } : {}) })).toBe(text);
  });
});
