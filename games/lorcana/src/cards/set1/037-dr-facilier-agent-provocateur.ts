import type { LorcanaCard } from '../card.js';
import { yourOtherCharacter } from '../phrases.js';

/** Dr. Facilier – Agent Provocateur — The First Chapter #37. */
export const drFacilierAgentProvocateur: LorcanaCard = {
  id: '1-037',
  set: '1',
  number: 37,
  name: 'Dr. Facilier',
  version: 'Agent Provocateur',
  type: 'character',
  cost: 7,
  inkwell: false,
  inks: ['Amethyst'],
  strength: 4,
  willpower: 5,
  lore: 3,
  classifications: ['Floodborn', 'Villain', 'Sorcerer'],
  rarity: 'Rare',
  keywords: [{ keyword: 'shift', cost: { ink: 5 } }],
  abilities: [
    {
      kind: 'triggered',
      name: 'Into the Shadows',
      trigger: { on: 'banishedInChallenge', subject: yourOtherCharacter },
      effect: [{ do: 'toHand', target: 'eventCard', may: true }],
    },
  ],
};
