import { relic } from '../card.js';

/** Yaddithian Glaive — Equips a Yaddithian or a Human, the document's own example of a two-type weapon. */
export const yaddithianGlaive = relic({
  id: 'lr1-066',
  name: 'Yaddithian Glaive',
  subtypes: ['Yaddithian', 'Human', 'Weapon'],
  cost: { astral: 2 },
  hp: 4,
  keywords: [{ keyword: 'equip', cost: { magick: { formless: 2 } } }],
  abilities: [{ kind: 'static', modifier: { kind: 'equipped', str: 1, hp: 1, keywords: ['relentless'] } }],
});
