import type { LorcanaCard } from '../card.js';

/** Flotsam & Jetsam – Entangling Eels — Ursula's Return #44. */
export const flotsamAndJetsamEntanglingEels: LorcanaCard = {
  id: '4-044',
  set: '4',
  number: 44,
  name: 'Flotsam & Jetsam',
  version: 'Entangling Eels',
  type: 'character',
  cost: 6,
  inkwell: true,
  inks: ['Amethyst'],
  strength: 5,
  willpower: 5,
  lore: 2,
  classifications: ['Floodborn', 'Ally'],
  rarity: 'Uncommon',
  keywords: [{ keyword: 'shift', cost: { discard: 2 } }],
  alsoNamed: ['Flotsam', 'Jetsam'],
};
