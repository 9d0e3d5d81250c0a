import { creature } from '../card.js';

/** Plague Carrier — Festering and Rot: its damage is -1 HP counters, even when it dies. */
export const plagueCarrier = creature({
  id: 'lr1-049',
  name: 'Plague Carrier',
  subtypes: ['Horror'],
  cost: { sanguine: 1, formless: 1 },
  str: 2,
  hp: 2,
  keywords: ['festering', 'rot'],
});
