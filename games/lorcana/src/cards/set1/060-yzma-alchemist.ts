import type { LorcanaCard } from '../card.js';

/** Yzma – Alchemist — The First Chapter #60. */
export const yzmaAlchemist: LorcanaCard = {
  id: '1-060',
  set: '1',
  number: 60,
  name: 'Yzma',
  version: 'Alchemist',
  type: 'character',
  cost: 2,
  inkwell: true,
  inks: ['Amethyst'],
  strength: 2,
  willpower: 2,
  lore: 1,
  classifications: ['Dreamborn', 'Villain', 'Sorcerer'],
  rarity: 'Common',
  abilities: [
    {
      kind: 'triggered',
      name: "You're Excused",
      trigger: { on: 'quests' },
      effect: [{ do: 'lookAtTop', count: 1, take: { min: 0, max: 1, to: 'deckTop' }, rest: 'deckBottom' }],
    },
  ],
};
