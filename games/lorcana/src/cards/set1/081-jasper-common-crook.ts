import type { LorcanaCard } from '../card.js';
import { chosen, opposingCharacter } from '../phrases.js';

/** Jasper – Common Crook — The First Chapter #81. */
export const jasperCommonCrook: LorcanaCard = {
  id: '1-081',
  set: '1',
  number: 81,
  name: 'Jasper',
  version: 'Common Crook',
  type: 'character',
  cost: 3,
  inkwell: true,
  inks: ['Emerald'],
  strength: 2,
  willpower: 4,
  lore: 1,
  classifications: ['Storyborn', 'Ally'],
  rarity: 'Uncommon',
  abilities: [
    {
      kind: 'triggered',
      name: 'Puppynapping',
      trigger: { on: 'quests' },
      effect: [
        { do: 'restrict', target: chosen(opposingCharacter), what: 'quest', duration: 'duringTheirNextTurn' },
      ],
    },
  ],
};
