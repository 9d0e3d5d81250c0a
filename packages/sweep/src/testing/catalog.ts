/** A small game catalogue for tests: two games with rulesets, decks and seat types. */
import type { SweepCatalog } from '../spec/types';

const games = [
  {
    name: 'duel',
    players: { min: 2, max: 4, default: 2 },
    rulesets: [{ name: 'classic' }, { name: 'fast' }],
    decks: [{ name: 'red' }, { name: 'blue' }, { name: 'green' }],
    checkBot: (kind: string) =>
      ['random', 'greedy'].includes(kind.split(':')[0])
        ? undefined
        : `duel has no seat type '${kind}' (available: random, greedy)`,
  },
  {
    name: 'solo',
    players: { min: 1, max: 2, default: 1 },
    rulesets: [{ name: 'only' }],
    decks: [{ name: 'starter' }],
  },
];

/** The test catalogue. */
export const testCatalog: SweepCatalog = {
  names: () => games.map((g) => g.name),
  game: (name) => games.find((g) => g.name === name),
};
