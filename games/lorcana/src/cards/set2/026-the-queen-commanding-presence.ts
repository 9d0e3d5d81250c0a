import type { LorcanaCard } from '../card.js';
import { character, chosen, opposingCharacter } from '../phrases.js';

/** The Queen – Commanding Presence — Rise of the Floodborn #26. */
export const theQueenCommandingPresence: LorcanaCard = {
  id: '2-026',
  set: '2',
  number: 26,
  name: 'The Queen',
  version: 'Commanding Presence',
  type: 'character',
  cost: 5,
  inkwell: true,
  inks: ['Amber'],
  strength: 4,
  willpower: 3,
  lore: 2,
  classifications: ['Floodborn', 'Villain', 'Queen'],
  rarity: 'Super rare',
  keywords: [{ keyword: 'shift', cost: { ink: 2 } }],
  abilities: [
    {
      kind: 'triggered',
      name: 'Who Is the Fairest?',
      trigger: { on: 'quests' },
      effect: [
        {
          do: 'modify',
          target: chosen(opposingCharacter),
          stat: 'strength',
          amount: -4,
          duration: 'thisTurn',
        },
        { do: 'modify', target: chosen(character), stat: 'strength', amount: 4, duration: 'thisTurn' },
      ],
    },
  ],
};
