import type { LorcanaCard } from '../card.js';
import { opposingCharacter } from '../phrases.js';

/** Yokai – Scientific Supervillain — Azurite Sea #160. */
export const yokaiScientificSupervillain: LorcanaCard = {
  id: '6-160',
  set: '6',
  number: 160,
  name: 'Yokai',
  version: 'Scientific Supervillain',
  type: 'character',
  cost: 9,
  inkwell: true,
  inks: ['Sapphire'],
  strength: 6,
  willpower: 10,
  lore: 2,
  classifications: ['Floodborn', 'Villain', 'Inventor'],
  rarity: 'Rare',
  keywords: [{ keyword: 'shift', cost: { ink: 6 } }],
  abilities: [
    {
      kind: 'static',
      name: 'Neurotransmitter',
      effect: { playForFree: { type: 'item', name: 'Microbots' } },
    },
    {
      kind: 'triggered',
      name: 'Technical Gain',
      trigger: { on: 'quests' },
      effect: [{ do: 'draw', amount: { count: { ...opposingCharacter, strength: { atMost: 0 } } } }],
    },
  ],
};
