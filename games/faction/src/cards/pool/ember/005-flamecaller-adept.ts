import { character } from '../../card';
import { chosen, OPPOSING_CHARACTER } from '../../targets';

/** FC1 005 — damage on arrival; its support ability scorches every opposing main character. */
export const flamecallerAdept = character({
  id: 'flamecaller-adept',
  number: '005',
  name: 'Flamecaller Adept',
  faction: 'ember',
  cost: 3,
  attack: 2,
  defense: 3,
  abilities: [
    {
      kind: 'triggered',
      name: 'Flame Lash',
      trigger: { on: 'played' },
      effects: [{ do: 'damage', target: chosen(OPPOSING_CHARACTER), amount: 2 }],
    },
  ],
  support: {
    name: 'Searing Chorus',
    fee: 2,
    effects: [{ do: 'damage', target: 'opposingMains', amount: 1 }],
  },
});
