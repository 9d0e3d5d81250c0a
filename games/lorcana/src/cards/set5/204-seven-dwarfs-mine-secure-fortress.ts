import type { LorcanaCard } from '../card.js';
import { character, chosen, yourCharacter } from '../phrases.js';

/**
 * Seven Dwarfs' Mine – Secure Fortress — Shimmering Skies #204.
 *
 * Mountain Defense: the second sentence only changes the amount of the first (“instead”, a
 * replacement of that damage to that chosen character, CR 6.5): declining the may leaves nothing
 * to replace, so it is encoded as the first step's `instead` (CR 6.1.4).
 */
export const sevenDwarfsMineSecureFortress: LorcanaCard = {
  id: '5-204',
  set: '5',
  number: 204,
  name: "Seven Dwarfs' Mine",
  version: 'Secure Fortress',
  type: 'location',
  cost: 2,
  inkwell: true,
  inks: ['Steel'],
  willpower: 6,
  lore: 1,
  moveCost: 2,
  classifications: [],
  rarity: 'Uncommon',
  abilities: [
    {
      kind: 'triggered',
      name: 'Mountain Defense',
      trigger: { on: 'movesToLocation', subject: yourCharacter, here: true },
      activeWhen: { test: 'yourTurn', yourTurn: true },
      firstTimeEachTurn: true,
      effect: [
        {
          do: 'dealDamage',
          target: chosen(character),
          amount: 1,
          instead: {
            if: { test: 'refIs', refIs: 'eventCard', filter: { classification: 'Knight' } },
            amount: 2,
          },
          may: true,
        },
      ],
    },
  ],
};
