import { creature } from '../card.js';

/** Blood Priest — Sacrifice as an activation cost (Lore Other Terminology: Activated ability). */
export const bloodPriest = creature({
  id: 'lr1-054',
  name: 'Blood Priest',
  subtypes: ['Human'],
  cost: { sanguine: 1, formless: 1 },
  str: 1,
  hp: 3,
  abilities: [
    {
      kind: 'activated',
      cost: { evoke: true, sacrifice: { types: ['creature'], other: true } },
      effect: [{ do: 'loseSanity', amount: 3, player: 'opponent' }],
    },
  ],
});
