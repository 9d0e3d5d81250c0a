import { creature } from '../card.js';

/** Deep One Raider — Maul lets it attack creatures (Lore keyword Maul, 4.2a). */
export const deepOneRaider = creature({
  id: 'lr1-025',
  name: 'Deep One Raider',
  subtypes: ['Abyssal'],
  cost: { deep: 1, formless: 1 },
  str: 3,
  hp: 2,
  keywords: ['maul'],
});
