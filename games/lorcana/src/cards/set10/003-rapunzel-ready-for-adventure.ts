import type { LorcanaCard } from '../card.js';
import { yourCharacter } from '../phrases.js';

/** Rapunzel – Ready for Adventure — Whispers in the Well #3. */
export const rapunzelReadyForAdventure: LorcanaCard = {
  id: '10-003',
  set: '10',
  number: 3,
  name: 'Rapunzel',
  version: 'Ready for Adventure',
  type: 'character',
  cost: 2,
  inkwell: true,
  inks: ['Amber'],
  strength: 1,
  willpower: 2,
  lore: 1,
  classifications: ['Dreamborn', 'Hero', 'Princess'],
  rarity: 'Legendary',
  keywords: [{ keyword: 'support' }],
  abilities: [
    {
      kind: 'triggered',
      name: 'Act of Kindness',
      trigger: { on: 'chosenForSupport', subject: yourCharacter },
      effect: [{ do: 'preventNextDamage', target: 'eventCard', duration: 'untilStartOfYourNextTurn' }],
    },
  ],
};
