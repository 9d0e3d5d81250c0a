import type { LorcanaCard } from '../card.js';
import { yourCharacter } from '../phrases.js';

/** Steal from the Rich — The First Chapter #97. */
export const stealFromTheRich: LorcanaCard = {
  id: '1-097',
  set: '1',
  number: 97,
  name: 'Steal from the Rich',
  type: 'action',
  cost: 5,
  inkwell: false,
  inks: ['Emerald'],
  classifications: [],
  rarity: 'Rare',
  effect: [
    {
      do: 'floatingTrigger',
      trigger: { on: 'quests', subject: yourCharacter },
      effect: [{ do: 'loseLore', player: 'opponents', amount: 1 }],
      duration: 'thisTurn',
    },
  ],
};
