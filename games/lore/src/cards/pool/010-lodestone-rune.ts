import { rune } from '../card.js';

/** Lodestone Rune — A rune with a wax seal: entering play adds mythos before any trigger (Lore Mythos). */
export const lodestoneRune = rune({
  id: 'lr1-010',
  name: 'Lodestone Rune',
  seal: 1,
  abilities: [{ kind: 'magick', cost: { evoke: true }, oneOf: ['astral', 'primal'], amount: 1 }],
});
