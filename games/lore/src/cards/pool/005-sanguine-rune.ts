import { rune } from '../card.js';

/** Sanguine Rune — The basic Sanguine source (Lore Card Types: Runes). */
export const sanguineRune = rune({
  id: 'lr1-005',
  name: 'Sanguine Rune',
  supertypes: ['simple'],
  abilities: [{ kind: 'magick', cost: { evoke: true }, oneOf: ['sanguine'], amount: 1 }],
});
