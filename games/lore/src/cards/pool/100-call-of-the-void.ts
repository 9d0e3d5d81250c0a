import { spell } from '../card.js';

/** Call of the Void — Subterfuge: Aetherize a small creature. */
export const callOfTheVoid = spell({
  id: 'lr1-100',
  name: 'Call of the Void',
  supertypes: ['subterfuge'],
  cost: { cosmic: 1, formless: 1 },
  effect: [{ do: 'aetherize', target: { choose: { types: ['creature'], maxHp: 2 } } }],
});
