import { rune } from '../card.js';

/** Elder Rune — Creates Elder magick directly, so Elder costs need not be paid with two primary types (Lore Magick Types: Elder). Not simple: four per lexicon. */
export const elderRune = rune({
  id: 'lr1-006',
  name: 'Elder Rune',
  abilities: [{ kind: 'magick', cost: { evoke: true }, oneOf: ['elder'], amount: 1 }],
});
