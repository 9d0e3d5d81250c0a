import { creature } from '../card.js';

/** Nyl'Thessa, Mother of Masks — Cosmic god: Shapeshifter and Beneath notice; makes Masked One tokens. */
export const nylthessaMotherOfMasks = creature({
  id: 'lr1-017',
  name: "Nyl'Thessa, Mother of Masks",
  supertypes: ['god'],
  subtypes: ['Spirit'],
  mythosRequirement: 6,
  str: 4,
  hp: 4,
  keywords: ['shapeshifter', 'beneathNotice'],
  abilities: [{ kind: 'turn', effect: [{ do: 'createToken', token: 'lr1-022', count: 1, player: 'you' }] }],
});
