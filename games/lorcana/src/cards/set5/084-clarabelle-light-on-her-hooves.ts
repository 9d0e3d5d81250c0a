import type { LorcanaCard } from '../card.js';

/**
 * Clarabelle – Light on Her Hooves — Shimmering Skies #84.
 *
 * Keep in Step: the opponent is chosen for the condition, outside the may; only the drawing is
 * optional (CR 6.1.4).
 */
export const clarabelleLightOnHerHooves: LorcanaCard = {
  id: '5-084',
  set: '5',
  number: 84,
  name: 'Clarabelle',
  version: 'Light on Her Hooves',
  type: 'character',
  cost: 7,
  inkwell: true,
  inks: ['Emerald'],
  strength: 5,
  willpower: 6,
  lore: 2,
  classifications: ['Floodborn', 'Ally'],
  rarity: 'Legendary',
  keywords: [{ keyword: 'shift', cost: { ink: 5 } }],
  abilities: [
    {
      kind: 'triggered',
      name: 'Keep in Step',
      trigger: { on: 'endOfTurn' },
      effect: [
        { do: 'chooseOpponent' },
        {
          do: 'if',
          if: { test: 'fewerInHandThan', fewerInHandThan: 'chosenOpponent' },
          steps: [{ do: 'drawUntil', handSize: { handSize: 'chosenOpponent' }, may: true }],
        },
      ],
    },
  ],
};
