import { creature } from '../card.js';

/** Lens-Eyed Seer — Evoke to Peek (Lore keyword Peek); dazed creatures cannot use it on their first turn. */
export const lensEyedSeer = creature({
  id: 'lr1-034',
  name: 'Lens-Eyed Seer',
  subtypes: ['Human'],
  cost: { astral: 1, formless: 1 },
  str: 1,
  hp: 3,
  abilities: [{ kind: 'activated', cost: { evoke: true }, effect: [{ do: 'peek' }] }],
});
