import { spell } from '../card.js';

/** Petrifying Gaze — Subterfuge: STR becomes 0; later boosts still apply on top (chronological order, Lore The Basics). */
export const petrifyingGaze = spell({
  id: 'lr1-099',
  name: 'Petrifying Gaze',
  supertypes: ['subterfuge'],
  cost: { cosmic: 1 },
  effect: [{ do: 'setStr', target: { choose: { types: ['creature'] } }, value: 0, duration: 'thisTurn' }],
});
