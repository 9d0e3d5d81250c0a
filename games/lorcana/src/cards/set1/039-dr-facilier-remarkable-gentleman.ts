import type { LorcanaCard } from '../card.js';

/**
 * Dr. Facilier – Remarkable Gentleman — The First Chapter #39.
 *
 * Dreams Made Real is two sentences and only the first (the look) says “may”. The second sorts
 * “one” and “the other” of the cards the first looked at; declining the look leaves it nothing to
 * sort, so it resolves with no effect — both stay in the may (CR 6.1.4 with 6.1.2's “entire
 * context”; the same reading as a “that” whose card is gone, CR 6.1.11.1). A literal reading
 * (sort the top 2 blind) was rejected: the cards are singled out only by being looked at.
 */
export const drFacilierRemarkableGentleman: LorcanaCard = {
  id: '1-039',
  set: '1',
  number: 39,
  name: 'Dr. Facilier',
  version: 'Remarkable Gentleman',
  type: 'character',
  cost: 3,
  inkwell: true,
  inks: ['Amethyst'],
  strength: 2,
  willpower: 4,
  lore: 1,
  classifications: ['Storyborn', 'Villain', 'Sorcerer'],
  rarity: 'Rare',
  abilities: [
    {
      kind: 'triggered',
      name: 'Dreams Made Real',
      trigger: { on: 'played', subject: { owner: 'you', song: true } },
      effect: [
        { do: 'lookAtTop', count: 2, take: { min: 1, max: 1, to: 'deckTop' }, rest: 'deckBottom', may: true },
      ],
    },
  ],
};
