import { spell } from '../card.js';

/** Feigned Retreat — Subterfuge: +2 STR and +2 HP. */
export const feignedRetreat = spell({
  id: 'lr1-096',
  name: 'Feigned Retreat',
  supertypes: ['subterfuge'],
  cost: { primal: 1, formless: 1 },
  effect: [
    { do: 'modify', target: { choose: { types: ['creature'] } }, str: 2, hp: 2, duration: 'thisTurn' },
  ],
});
