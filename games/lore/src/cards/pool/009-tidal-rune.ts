import { rune } from '../card.js';

/** Tidal Rune — Unique dual source: Deep or Cosmic, chosen when evoked (Lore Card Types: Unique). */
export const tidalRune = rune({
  id: 'lr1-009',
  name: 'Tidal Rune',
  supertypes: ['unique'],
  abilities: [{ kind: 'magick', cost: { evoke: true }, oneOf: ['deep', 'cosmic'], amount: 1 }],
});
