import type { LorcanaCard } from '../card.js';

/** Tinker Bell – Tiny Tactician — The First Chapter #194. */
export const tinkerBellTinyTactician: LorcanaCard = {
  id: '1-194',
  set: '1',
  number: 194,
  name: 'Tinker Bell',
  version: 'Tiny Tactician',
  type: 'character',
  cost: 3,
  inkwell: true,
  inks: ['Steel'],
  strength: 2,
  willpower: 4,
  lore: 1,
  classifications: ['Dreamborn', 'Ally', 'Fairy'],
  rarity: 'Common',
  abilities: [
    {
      kind: 'activated',
      name: 'Battle Plans',
      cost: { exert: true },
      effect: [
        { do: 'draw', amount: 1 },
        { do: 'discard', amount: 1 },
      ],
    },
  ],
};
