import { rune } from '../card.js';

/** Primal Rune — The basic Primal source (Lore Card Types: Runes). */
export const primalRune = rune({
  id: 'lr1-004',
  name: 'Primal Rune',
  supertypes: ['simple'],
  abilities: [{ kind: 'magick', cost: { evoke: true }, oneOf: ['primal'], amount: 1 }],
});
