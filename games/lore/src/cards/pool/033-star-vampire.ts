import { creature } from '../card.js';

/** Star Vampire — Flight; gains its controller sanity when it hits a player. */
export const starVampire = creature({
  id: 'lr1-033',
  name: 'Star Vampire',
  subtypes: ['Starborn'],
  cost: { astral: 2 },
  str: 3,
  hp: 2,
  keywords: ['flight'],
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'damagesPlayer' },
      effect: [{ do: 'gainSanity', amount: 2, player: 'you' }],
    },
  ],
});
