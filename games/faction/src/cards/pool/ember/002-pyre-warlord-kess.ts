import { character } from '../../card';
import { SELF } from '../../targets';

/**
 * FC1 002 — Ember leader: banks a victory token whenever it hits an opposing main character. Defense 9
 * (decision D36, was 10).
 */
export const pyreWarlordKess = character({
  id: 'pyre-warlord-kess',
  number: '002',
  name: 'Pyre Warlord Kess',
  faction: 'ember',
  cost: 5,
  attack: 4,
  defense: 9,
  itemSlots: 1,
  victoryField: 3,
  leader: true,
  unique: true,
  abilities: [
    {
      kind: 'triggered',
      name: 'Spoils of the Pyre',
      trigger: { on: 'damagesMain' },
      effects: [{ do: 'addVictory', target: SELF, amount: 1 }],
    },
  ],
});
