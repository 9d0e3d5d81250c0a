import { item } from '../../card';
import { chosen, YOUR_CHARACTER } from '../../targets';

/** FC1 060 — a response that repairs one of your characters. */
export const repairKit = item({
  id: 'repair-kit',
  number: '060',
  name: 'Repair Kit',
  faction: 'iron',
  cost: 1,
  reaction: true,
  direct: [{ do: 'heal', target: chosen(YOUR_CHARACTER), amount: 2 }],
});
