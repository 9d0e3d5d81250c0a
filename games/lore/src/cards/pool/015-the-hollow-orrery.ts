import { location } from '../card.js';

/** The Hollow Orrery — A god location: adds mythos every turn and starts drawing once it has three turn counters (Lore 2.5). */
export const theHollowOrrery = location({
  id: 'lr1-015',
  name: 'The Hollow Orrery',
  supertypes: ['god'],
  mythosRequirement: 4,
  hp: 10,
  abilities: [
    {
      kind: 'turn',
      effect: [
        { do: 'mythos', amount: 1 },
        {
          do: 'if',
          if: { test: 'turnCountersAtLeast', amount: 3 },
          steps: [{ do: 'draw', amount: 1, player: 'you' }],
        },
      ],
    },
  ],
});
