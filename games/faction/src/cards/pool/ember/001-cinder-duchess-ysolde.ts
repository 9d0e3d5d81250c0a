import { character } from '../../card';
import { each } from '../../targets';

/**
 * FC1 001 — Ember leader: lifts every other Ember character's attack. Defense 10 (decision D37, was 11).
 */
export const cinderDuchessYsolde = character({
  id: 'cinder-duchess-ysolde',
  number: '001',
  name: 'Cinder Duchess Ysolde',
  faction: 'ember',
  cost: 5,
  attack: 3,
  defense: 10,
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
        scope: each({ side: 'you', type: 'character', faction: 'ember', other: true }),
        attack: 1,
      },
    },
  ],
});
