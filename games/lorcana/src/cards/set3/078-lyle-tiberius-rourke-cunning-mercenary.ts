import type { LorcanaCard } from '../card.js';
import { chosen, opposingCharacter, yourOtherCharacter } from '../phrases.js';

/** Lyle Tiberius Rourke – Cunning Mercenary — Into the Inklands #78. */
export const lyleTiberiusRourkeCunningMercenary: LorcanaCard = {
  id: '3-078',
  set: '3',
  number: 78,
  name: 'Lyle Tiberius Rourke',
  version: 'Cunning Mercenary',
  type: 'character',
  cost: 3,
  inkwell: false,
  inks: ['Emerald'],
  strength: 2,
  willpower: 4,
  lore: 1,
  classifications: ['Storyborn', 'Villain'],
  rarity: 'Super rare',
  abilities: [
    {
      kind: 'triggered',
      name: 'Well, Now You Know',
      trigger: { on: 'played' },
      effect: [
        {
          do: 'grant',
          target: chosen(opposingCharacter),
          keywords: [{ keyword: 'reckless' }],
          duration: 'duringTheirNextTurn',
        },
      ],
    },
    {
      kind: 'triggered',
      name: 'Thanks for Volunteering',
      trigger: { on: 'banished', subject: yourOtherCharacter },
      effect: [{ do: 'loseLore', player: 'opponents', amount: 1 }],
    },
  ],
};
