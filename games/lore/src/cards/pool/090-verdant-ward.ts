import { spell } from '../card.js';

/** Verdant Ward — Grimoire subterfuge: +3 HP and Immortal for the turn. */
export const verdantWard = spell({
  id: 'lr1-090',
  name: 'Verdant Ward',
  supertypes: ['grimoire', 'subterfuge'],
  cost: { primal: 1 },
  effect: {
    do: 'sequence',
    steps: [
      {
        do: 'modify',
        target: { kind: 'select', filter: { types: ['creature'] } },
        hp: 3,
        duration: 'thisTurn',
      },
      { do: 'grant', target: { kind: 'it' }, keyword: 'immortal', duration: 'thisTurn' },
    ],
  },
});
