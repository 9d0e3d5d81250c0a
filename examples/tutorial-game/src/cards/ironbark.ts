import type { CardDefinition } from '@cardloom/core';

/** Ironbark — cost 3, power 2, guard 5: a wall. */
export const ironbark: CardDefinition = {
  id: 'ironbark',
  name: 'Ironbark',
  types: ['creature'],
  stats: { cost: 3, power: 2, guard: 5 },
};
