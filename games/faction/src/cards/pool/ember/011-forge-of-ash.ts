import { location } from '../../card';
import { each } from '../../targets';

/** FC1 011 — Ember location: your Ember characters hit harder. */
export const forgeOfAsh = location({
  id: 'forge-of-ash',
  number: '011',
  name: 'Forge of Ash',
  faction: 'ember',
  cost: 2,
  itemSlots: 1,
  victoryField: 2,
  abilities: [
    {
      kind: 'static',
      name: 'Tempered Blades',
      modifier: {
        mod: 'stats',
        scope: each({ side: 'you', type: 'character', faction: 'ember' }),
        attack: 1,
      },
    },
  ],
});
