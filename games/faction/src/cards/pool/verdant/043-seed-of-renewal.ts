import { item } from '../../card';
import { chosen, YOUR_CHARACTER } from '../../targets';

/** FC1 043 — a response that heals one of your characters. */
export const seedOfRenewal = item({
  id: 'seed-of-renewal',
  number: '043',
  name: 'Seed of Renewal',
  faction: 'verdant',
  cost: 1,
  reaction: true,
  direct: [{ do: 'heal', target: chosen(YOUR_CHARACTER), amount: 3 }],
});
