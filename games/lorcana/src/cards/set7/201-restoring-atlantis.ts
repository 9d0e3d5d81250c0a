import type { LorcanaCard } from '../card.js';
import { yourCharacter } from '../phrases.js';

/** Restoring Atlantis — Archazia's Island #201. */
export const restoringAtlantis: LorcanaCard = {
  id: '7-201',
  set: '7',
  number: 201,
  name: 'Restoring Atlantis',
  type: 'action',
  cost: 5,
  inkwell: false,
  inks: ['Steel'],
  classifications: [],
  rarity: 'Rare',
  effect: [
    {
      do: 'restrict',
      target: { each: yourCharacter, continuous: true },
      what: 'beChallenged',
      duration: 'untilStartOfYourNextTurn',
    },
  ],
};
