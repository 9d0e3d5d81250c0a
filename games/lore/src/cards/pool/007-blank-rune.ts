import { rune } from '../card.js';

/** Blank Rune — Creates Formless magick, which pays only Formless costs (see README, Ambiguities: Formless magick). */
export const blankRune = rune({
  id: 'lr1-007',
  name: 'Blank Rune',
  supertypes: ['simple'],
  abilities: [{ kind: 'magick', cost: { evoke: true }, oneOf: ['formless'], amount: 1 }],
});
