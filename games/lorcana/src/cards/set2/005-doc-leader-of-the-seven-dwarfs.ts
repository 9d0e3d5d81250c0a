import type { LorcanaCard } from '../card.js';
import { character } from '../phrases.js';

/** Doc – Leader of the Seven Dwarfs — Rise of the Floodborn #5. */
export const docLeaderOfTheSevenDwarfs: LorcanaCard = {
  id: '2-005',
  set: '2',
  number: 5,
  name: 'Doc',
  version: 'Leader of the Seven Dwarfs',
  type: 'character',
  cost: 3,
  inkwell: true,
  inks: ['Amber'],
  strength: 2,
  willpower: 3,
  lore: 2,
  classifications: ['Storyborn', 'Ally', 'Seven Dwarfs'],
  rarity: 'Uncommon',
  abilities: [
    {
      kind: 'triggered',
      name: 'Share and Share Alike',
      trigger: { on: 'quests' },
      effect: [{ do: 'reduceNextCost', amount: 1, for: character }],
    },
  ],
};
