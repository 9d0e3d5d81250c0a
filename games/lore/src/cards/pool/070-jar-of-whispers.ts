import { relic } from '../card.js';

/** Jar of Whispers — Evoke and pay sanity to Peek. */
export const jarOfWhispers = relic({
  id: 'lr1-070',
  name: 'Jar of Whispers',
  cost: { astral: 1 },
  hp: 2,
  abilities: [{ kind: 'activated', cost: { evoke: true, sanity: 1 }, effect: [{ do: 'peek' }] }],
});
