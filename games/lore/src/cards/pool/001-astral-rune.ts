import { rune } from '../card.js';

/** Astral Rune — The basic Astral source; simple, so a lexicon may hold any number (Lore Card Types: Simple, Runes). */
export const astralRune = rune({
  id: 'lr1-001',
  name: 'Astral Rune',
  supertypes: ['simple'],
  abilities: [{ kind: 'magick', cost: { evoke: true }, oneOf: ['astral'], amount: 1 }],
});
