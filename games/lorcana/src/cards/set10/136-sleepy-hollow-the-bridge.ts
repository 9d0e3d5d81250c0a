import type { LorcanaCard } from '../card.js';
import { character } from '../phrases.js';

/**
 * Sleepy Hollow – The Bridge — Whispers in the Well #136.
 *
 * Head for the Bridge!: one sentence, “[A] to [B]” (CR 6.1.5.1): the lore and Evasive are paid
 * for by banishing the location, so declining the may skips all of it (CR 6.1.4).
 */
export const sleepyHollowTheBridge: LorcanaCard = {
  id: '10-136',
  set: '10',
  number: 136,
  name: 'Sleepy Hollow',
  version: 'The Bridge',
  type: 'location',
  cost: 3,
  inkwell: true,
  inks: ['Ruby'],
  willpower: 6,
  lore: 0,
  moveCost: 1,
  classifications: [],
  rarity: 'Uncommon',
  abilities: [
    {
      kind: 'triggered',
      name: 'Head for the Bridge!',
      trigger: { on: 'quests', subject: character, here: true },
      effect: [
        { do: 'banish', target: 'self', may: true },
        {
          do: 'if',
          if: 'youDid',
          steps: [
            { do: 'gainLore', amount: 2 },
            {
              do: 'grant',
              target: 'eventCard',
              keywords: [{ keyword: 'evasive' }],
              duration: 'untilStartOfYourNextTurn',
            },
          ],
        },
      ],
    },
  ],
};
