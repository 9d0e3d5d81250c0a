import type { CardDefinition } from '@cardloom/core';

/** Flame Raider — cost 2, power 3, guard 1: hits hard, falls fast. */
export const flameRaider: CardDefinition = {
  id: 'flame-raider',
  name: 'Flame Raider',
  types: ['creature'],
  stats: { cost: 2, power: 3, guard: 1 },
};
