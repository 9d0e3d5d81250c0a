import { spell } from '../card.js';

/** Star-Chart Divination — Grimoire spell: mythos and a Peek. */
export const starChartDivination = spell({
  id: 'lr1-092',
  name: 'Star-Chart Divination',
  supertypes: ['grimoire'],
  cost: { cosmic: 1 },
  effect: [{ do: 'mythos', amount: 2 }, { do: 'peek' }],
});
