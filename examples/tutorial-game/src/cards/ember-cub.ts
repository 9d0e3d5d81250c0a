import type { CardDefinition } from '@cardloom/core';

/** Ember Cub — cost 1, power 1, guard 2. */
export const emberCub: CardDefinition = {
  id: 'ember-cub',
  name: 'Ember Cub',
  types: ['creature'],
  stats: { cost: 1, power: 1, guard: 2 },
};
