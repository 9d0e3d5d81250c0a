import { spell } from '../card.js';

/** Whispered Hex — Grimoire subterfuge: shrink a creature mid-combat. */
export const whisperedHex = spell({
  id: 'lr1-087',
  name: 'Whispered Hex',
  supertypes: ['grimoire', 'subterfuge'],
  cost: { sanguine: 1 },
  effect: [{ do: 'modify', target: { choose: { types: ['creature'] } }, str: -2, duration: 'thisTurn' }],
});
