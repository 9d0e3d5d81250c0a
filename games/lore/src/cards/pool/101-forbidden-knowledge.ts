import { spell } from '../card.js';

/** Forbidden Knowledge — Draw two, lose sanity. */
export const forbiddenKnowledge = spell({
  id: 'lr1-101',
  name: 'Forbidden Knowledge',
  cost: { astral: 1, formless: 1 },
  effect: [
    { do: 'draw', amount: 2, player: 'you' },
    { do: 'loseSanity', amount: 2, player: 'you' },
  ],
});
