import type { LorcanaCard } from '../card.js';
import { chosen, item } from '../phrases.js';

/**
 * Judy Hopps – Optimistic Officer — Rise of the Floodborn #152.
 *
 * Don't Call Me Cute: the draw is by the chosen item's player, and CR 6.1.5 Example D rules on
 * this card: if the banish is declined, no one draws. So the draw stays inside the may, as the
 * “if you do” half of a sequence (CR 6.1.4, 6.1.5.1).
 */
export const judyHoppsOptimisticOfficer: LorcanaCard = {
  id: '2-152',
  set: '2',
  number: 152,
  name: 'Judy Hopps',
  version: 'Optimistic Officer',
  type: 'character',
  cost: 3,
  inkwell: true,
  inks: ['Sapphire'],
  strength: 2,
  willpower: 3,
  lore: 2,
  classifications: ['Storyborn', 'Hero'],
  rarity: 'Uncommon',
  abilities: [
    {
      kind: 'triggered',
      name: "Don't Call Me Cute",
      trigger: { on: 'played' },
      effect: [
        { do: 'banish', target: chosen(item), may: true },
        { do: 'draw', amount: 1, player: 'ownerOfIt', if: 'youDid' },
      ],
    },
  ],
};
