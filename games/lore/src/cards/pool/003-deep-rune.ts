import { rune } from '../card.js';

/** Deep Rune — The basic Deep source (Lore Card Types: Runes). */
export const deepRune = rune({
  id: 'lr1-003',
  name: 'Deep Rune',
  supertypes: ['simple'],
  abilities: [{ kind: 'magick', cost: { evoke: true }, oneOf: ['deep'], amount: 1 }],
});
