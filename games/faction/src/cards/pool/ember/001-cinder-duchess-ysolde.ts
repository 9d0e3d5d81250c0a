import { character } from '../../card';

/** FC1 001 — Ember leader: lifts every other Ember character's attack. */
export const cinderDuchessYsolde = character({
  id: 'cinder-duchess-ysolde',
  number: '001',
  name: 'Cinder Duchess Ysolde',
  faction: 'ember',
  cost: 5,
  attack: 3,
  defense: 11,
  itemSlots: 2,
  victoryField: 3,
  leader: true,
  unique: true,
  abilities: [
    {
      kind: 'static',
      name: 'Court of Flames',
      modifier: {
        mod: 'stats',
        scope: { kind: 'all', filter: { side: 'you', type: 'character', faction: 'ember', other: true } },
        attack: 1,
      },
    },
  ],
});
