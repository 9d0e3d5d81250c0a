import type { LorcanaCard } from '../card.js';
import { character, chosen } from '../phrases.js';

/** Maui's Fish Hook — Into the Inklands #132. */
export const mauisFishHook: LorcanaCard = {
  id: '3-132',
  set: '3',
  number: 132,
  name: "Maui's Fish Hook",
  type: 'item',
  cost: 3,
  inkwell: true,
  inks: ['Ruby'],
  classifications: [],
  rarity: 'Rare',
  abilities: [
    {
      kind: 'static',
      name: "It's Maui Time!",
      condition: { test: 'youHave', youHave: { type: 'character', name: 'Maui' } },
      effect: { useForFree: 'Shapeshift' },
    },
    {
      kind: 'activated',
      name: 'Shapeshift',
      cost: { exert: true, ink: 2 },
      effect: [
        {
          do: 'chooseOne',
          options: [
            [
              {
                do: 'grant',
                target: chosen(character),
                keywords: [{ keyword: 'evasive' }],
                duration: 'untilStartOfYourNextTurn',
              },
            ],
            [{ do: 'modify', target: chosen(character), stat: 'strength', amount: 3, duration: 'thisTurn' }],
          ],
        },
      ],
    },
  ],
};
