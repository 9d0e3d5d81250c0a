import type { LorcanaCard } from '../card.js';
import { character, chosen } from '../phrases.js';

/** Good Job! — Azurite Sea #27. */
export const goodJob: LorcanaCard = {
  id: '6-027',
  set: '6',
  number: 27,
  name: 'Good Job!',
  type: 'action',
  cost: 1,
  inkwell: true,
  inks: ['Amber'],
  classifications: [],
  rarity: 'Common',
  effect: [{ do: 'modify', target: chosen(character), stat: 'lore', amount: 1, duration: 'thisTurn' }],
};
