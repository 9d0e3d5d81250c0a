import type { LorcanaCard } from '../card.js';
import { chosen, opposingCharacter } from '../phrases.js';

/** Hydra – Deadly Serpent — Into the Inklands #108. */
export const hydraDeadlySerpent: LorcanaCard = {
  id: '3-108',
  set: '3',
  number: 108,
  name: 'Hydra',
  version: 'Deadly Serpent',
  type: 'character',
  cost: 6,
  inkwell: false,
  inks: ['Ruby'],
  strength: 6,
  willpower: 5,
  lore: 2,
  classifications: ['Storyborn'],
  rarity: 'Legendary',
  abilities: [
    {
      kind: 'triggered',
      name: 'Watch the Teeth',
      // “is dealt damage” means “takes damage” (CR 1.9.2); the amount is the event's.
      trigger: { on: 'damaged' },
      effect: [{ do: 'dealDamage', target: chosen(opposingCharacter), amount: { eventDamage: true } }],
    },
  ],
};
