import { location } from '../card.js';

/** Cyclopean Stair — A card that says its controller wins: after five turn counters (Lore The Basics; Lore 2.5). */
export const cyclopeanStair = location({
  id: 'lr1-078',
  name: 'Cyclopean Stair',
  supertypes: ['unique'],
  cost: { cosmic: 3, elder: 1 },
  seal: 2,
  hp: 10,
  abilities: [
    { kind: 'turn', condition: { test: 'turnCountersAtLeast', amount: 5 }, effect: [{ do: 'winGame' }] },
  ],
});
