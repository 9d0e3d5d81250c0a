import { rune } from '../card.js';

/** Cosmic Rune — The basic Cosmic source (Lore Card Types: Runes). */
export const cosmicRune = rune({
  id: 'lr1-002',
  name: 'Cosmic Rune',
  supertypes: ['simple'],
  abilities: [{ kind: 'magick', cost: { evoke: true }, oneOf: ['cosmic'], amount: 1 }],
});
