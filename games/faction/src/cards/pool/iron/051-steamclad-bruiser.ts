import { character } from '../../card';
import { SELF } from '../../targets';

/** FC1 051 — +2 attack while it carries an item. */
export const steamcladBruiser = character({
  id: 'steamclad-bruiser',
  number: '051',
  name: 'Steamclad Bruiser',
  faction: 'iron',
  cost: 4,
  attack: 3,
  defense: 5,
  itemSlots: 2,
  abilities: [
    {
      kind: 'static',
      name: 'Overclocked',
      condition: { test: 'hasAttachment' },
      modifier: { mod: 'stats', scope: SELF, attack: 2 },
    },
  ],
});
