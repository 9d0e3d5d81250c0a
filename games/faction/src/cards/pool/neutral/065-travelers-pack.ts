import { item } from '../../card';

/** FC1 065 — played directly: draw a card. */
export const travelersPack = item({
  id: 'travelers-pack',
  number: '065',
  name: 'Travelers Pack',
  faction: null,
  cost: 1,
  direct: [{ do: 'draw', who: 'you', count: 1 }],
});
