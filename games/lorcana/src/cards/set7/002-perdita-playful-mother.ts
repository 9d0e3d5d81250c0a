import type { LorcanaCard } from '../card.js';
import { yourCharacter } from '../phrases.js';

/** Perdita – Playful Mother — Archazia's Island #2. */
export const perditaPlayfulMother: LorcanaCard = {
  id: '7-002',
  set: '7',
  number: 2,
  name: 'Perdita',
  version: 'Playful Mother',
  type: 'character',
  cost: 4,
  inkwell: true,
  inks: ['Amber', 'Sapphire'],
  strength: 1,
  willpower: 4,
  lore: 2,
  classifications: ['Storyborn', 'Hero'],
  rarity: 'Rare',
  abilities: [
    {
      kind: 'triggered',
      name: "Who's Next?",
      trigger: { on: 'quests' },
      effect: [{ do: 'reduceNextCost', amount: 2, for: { type: 'character', classification: 'Puppy' } }],
    },
    {
      kind: 'static',
      name: "Don't Be Afraid",
      effect: { grant: [{ keyword: 'ward' }], to: { ...yourCharacter, classification: 'Puppy' } },
    },
  ],
};
