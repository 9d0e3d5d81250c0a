import type { LorcanaCard } from '../card.js';

/** Bruno Madrigal – Undetected Uncle — Ursula's Return #39. */
export const brunoMadrigalUndetectedUncle: LorcanaCard = {
  id: '4-039',
  set: '4',
  number: 39,
  name: 'Bruno Madrigal',
  version: 'Undetected Uncle',
  type: 'character',
  cost: 4,
  inkwell: true,
  inks: ['Amethyst'],
  strength: 3,
  willpower: 3,
  lore: 1,
  classifications: ['Storyborn', 'Ally', 'Madrigal'],
  rarity: 'Super rare',
  keywords: [{ keyword: 'evasive' }],
  abilities: [
    {
      kind: 'activated',
      name: 'You Just Have to See It',
      cost: { exert: true },
      effect: [
        {
          do: 'nameAndRevealTop',
          onMatch: [
            { do: 'toHand', target: 'it' },
            { do: 'gainLore', amount: 3 },
          ],
        },
      ],
    },
  ],
};
