import type { LorcanaCard } from '../card.js';

/** Huey – Savvy Nephew — Into the Inklands #145. */
export const hueySavvyNephew: LorcanaCard = {
  id: '3-145',
  set: '3',
  number: 145,
  name: 'Huey',
  version: 'Savvy Nephew',
  type: 'character',
  cost: 2,
  inkwell: true,
  inks: ['Sapphire'],
  strength: 2,
  willpower: 2,
  lore: 1,
  classifications: ['Storyborn', 'Ally'],
  rarity: 'Rare',
  keywords: [{ keyword: 'support' }],
  abilities: [
    {
      kind: 'triggered',
      name: 'Three Nephews',
      trigger: { on: 'quests' },
      if: { test: 'youHaveNamed', youHaveNamed: ['Dewey', 'Louie'] },
      effect: [{ do: 'draw', amount: 3, may: true }],
    },
  ],
};
