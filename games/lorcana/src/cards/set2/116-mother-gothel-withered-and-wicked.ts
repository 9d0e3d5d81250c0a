import type { LorcanaCard } from '../card.js';

/** Mother Gothel – Withered and Wicked — Rise of the Floodborn #116. */
export const motherGothelWitheredAndWicked: LorcanaCard = {
  id: '2-116',
  set: '2',
  number: 116,
  name: 'Mother Gothel',
  version: 'Withered and Wicked',
  type: 'character',
  cost: 2,
  inkwell: true,
  inks: ['Ruby'],
  strength: 3,
  willpower: 4,
  lore: 1,
  classifications: ['Storyborn', 'Villain'],
  rarity: 'Uncommon',
  abilities: [{ kind: 'static', name: 'What Have You Done?!', effect: { entersWithDamage: 3 } }],
};
