import type { LorcanaCard } from '../card.js';
import { yourCharacter } from '../phrases.js';

/** Mickey Mouse – Wayward Sorcerer — The First Chapter #51. */
export const mickeyMouseWaywardSorcerer: LorcanaCard = {
  id: '1-051',
  set: '1',
  number: 51,
  name: 'Mickey Mouse',
  version: 'Wayward Sorcerer',
  type: 'character',
  cost: 4,
  inkwell: true,
  inks: ['Amethyst'],
  strength: 3,
  willpower: 4,
  lore: 2,
  classifications: ['Dreamborn', 'Sorcerer'],
  rarity: 'Super rare',
  abilities: [
    {
      kind: 'static',
      name: 'Animate Broom',
      effect: { costReduction: 1, for: { type: 'character', classification: 'Broom' } },
    },
    {
      kind: 'triggered',
      name: 'Ceaseless Worker',
      trigger: { on: 'banishedInChallenge', subject: { ...yourCharacter, classification: 'Broom' } },
      effect: [{ do: 'toHand', target: 'eventCard', may: true }],
    },
  ],
};
