import type { CardDefinition } from '@cardloom/core';

/**
 * Ashen Phoenix — cost 4, power 3, guard 2. If it would be destroyed, it returns to its owner's hand
 * instead of the discard pile (rule 11).
 */
export const ashenPhoenix: CardDefinition = {
  id: 'ashen-phoenix',
  name: 'Ashen Phoenix',
  types: ['creature'],
  stats: { cost: 4, power: 3, guard: 2 },
  abilities: [
    {
      kind: 'replacement',
      name: 'Rebirth',
      on: 'destroy',
      self: true,
      applies: (_ctx, event, self) => event.card === self,
      replace: (_ctx, event) => ({ ...event, to: 'hand' }),
    },
  ],
};
