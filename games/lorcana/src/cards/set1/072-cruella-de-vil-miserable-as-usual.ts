import type { LorcanaCard } from '../card.js';
import { character, chosen } from '../phrases.js';

/** Cruella De Vil – Miserable as Usual — The First Chapter #72. */
export const cruellaDeVilMiserableAsUsual: LorcanaCard = {
  id: '1-072',
  set: '1',
  number: 72,
  name: 'Cruella De Vil',
  version: 'Miserable as Usual',
  type: 'character',
  cost: 2,
  inkwell: true,
  inks: ['Emerald'],
  strength: 1,
  willpower: 3,
  lore: 1,
  classifications: ['Storyborn', 'Villain'],
  rarity: 'Rare',
  abilities: [
    {
      kind: 'triggered',
      name: "You'll Be Sorry!",
      trigger: { on: 'challengedAndBanished' },
      effect: [{ do: 'toHand', target: chosen(character), may: true }],
    },
  ],
};
