import { character } from '../../card';
import { SELF } from '../../targets';

/** FC1 032 — Verdant leader: grows stronger for the turn as allies arrive. */
export const thornkingVaelor = character({
  id: 'thornking-vaelor',
  number: '032',
  name: 'Thornking Vaelor',
  faction: 'verdant',
  cost: 5,
  attack: 3,
  defense: 11,
  itemSlots: 1,
  victoryField: 3,
  leader: true,
  unique: true,
  abilities: [
    {
      kind: 'triggered',
      name: 'Wild Vigor',
      trigger: { on: 'allyEnters' },
      effects: [{ do: 'modify', target: SELF, attack: 1, until: 'turn' }],
    },
  ],
});
