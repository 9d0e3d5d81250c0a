import { spell } from '../card.js';

/** Verdant Ward — Grimoire subterfuge: +3 HP and Immortal for the turn. */
export const verdantWard = spell({
  id: 'lr1-090',
  name: 'Verdant Ward',
  supertypes: ['grimoire', 'subterfuge'],
  cost: { primal: 1 },
  effect: [
    { do: 'modify', target: { choose: { types: ['creature'] } }, hp: 3, duration: 'thisTurn' },
    { do: 'grant', target: 'it', keyword: 'immortal', duration: 'thisTurn' },
  ],
});
