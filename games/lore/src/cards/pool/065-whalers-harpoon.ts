import { relic } from '../card.js';

/** Whaler's Harpoon — A typed weapon: equips only Humans (Lore keyword Equip); grants Maul. */
export const whalersHarpoon = relic({
  id: 'lr1-065',
  name: "Whaler's Harpoon",
  subtypes: ['Human', 'Weapon'],
  cost: { deep: 1 },
  hp: 3,
  keywords: [{ keyword: 'equip', cost: { magick: { formless: 1 } } }],
  abilities: [{ kind: 'static', modifier: { kind: 'equipped', str: 2, keywords: ['maul'] } }],
});
