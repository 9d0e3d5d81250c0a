import type { LorcanaCard } from '../card.js';
import { each, yourOtherCharacter } from '../phrases.js';

/** Moana – Of Motunui — The First Chapter #14. */
export const moanaOfMotunui: LorcanaCard = {
  id: '1-014',
  set: '1',
  number: 14,
  name: 'Moana',
  version: 'Of Motunui',
  type: 'character',
  cost: 5,
  inkwell: true,
  inks: ['Amber'],
  strength: 1,
  willpower: 6,
  lore: 3,
  classifications: ['Storyborn', 'Hero', 'Princess'],
  abilities: [
    {
      kind: 'triggered',
      name: 'We Can Fix It',
      trigger: { on: 'quests' },
      effect: [
        {
          do: 'may',
          steps: [
            { do: 'ready', target: each({ ...yourOtherCharacter, classification: 'Princess' }) },
            { do: 'restrict', target: 'it', what: 'quest', duration: 'thisTurn' },
          ],
        },
      ],
    },
  ],
};
