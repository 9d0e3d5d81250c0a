import type { LorcanaCard } from '../card.js';
import { yourCharacter } from '../phrases.js';

/** Tinker Bell – Peter Pan's Ally — The First Chapter #58. */
export const tinkerBellPeterPansAlly: LorcanaCard = {
  id: '1-058',
  set: '1',
  number: 58,
  name: 'Tinker Bell',
  version: "Peter Pan's Ally",
  type: 'character',
  cost: 5,
  inkwell: false,
  inks: ['Amethyst'],
  strength: 3,
  willpower: 3,
  lore: 2,
  classifications: ['Storyborn', 'Ally', 'Fairy'],
  rarity: 'Common',
  keywords: [{ keyword: 'evasive' }],
  abilities: [
    {
      kind: 'static',
      name: 'Loyal and Devoted',
      effect: { grant: [{ keyword: 'challenger', value: 1 }], to: { ...yourCharacter, name: 'Peter Pan' } },
    },
  ],
};
