import { creature } from '../card.js';

/** Leviathan Hatchling — Colossal: only three or more blockers can stop it, and it can block Flight. */
export const leviathanHatchling = creature({
  id: 'lr1-027',
  name: 'Leviathan Hatchling',
  subtypes: ['Abyssal'],
  cost: { deep: 3, elder: 1 },
  str: 5,
  hp: 6,
  keywords: ['colossal'],
});
