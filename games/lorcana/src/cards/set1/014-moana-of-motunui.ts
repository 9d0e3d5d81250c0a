import type { LorcanaCard } from '../card.js';
import { each, yourOtherCharacter } from '../phrases.js';

/** Her other Princess characters: the ones the may readies and the ones that can't quest. */
const otherPrincesses = each({ ...yourOtherCharacter, classification: 'Princess' });

/**
 * Moana – Of Motunui — The First Chapter #14.
 *
 * We Can Fix It has two sentences and only the first says “may”: declining skips the ready, and
 * the restriction still applies (CR 6.1.4). Its “they” names her other Princess characters, not
 * the ones the may readied, so the restriction targets them itself instead of `'it'` (which is
 * empty when the ready was declined).
 */
export const moanaOfMotunui: LorcanaCard = {
  id: '1-014',
  set: '1',
  number: 14,
  name: 'Moana',
  version: 'Of Motunui',
  type: 'character',
  cost: 5,
  inkwell: true,
  inks: ['Amber'],
  strength: 1,
  willpower: 6,
  lore: 3,
  classifications: ['Storyborn', 'Hero', 'Princess'],
  rarity: 'Rare',
  abilities: [
    {
      kind: 'triggered',
      name: 'We Can Fix It',
      trigger: { on: 'quests' },
      effect: [
        { do: 'ready', target: otherPrincesses, may: true },
        { do: 'restrict', target: otherPrincesses, what: 'quest', duration: 'thisTurn' },
      ],
    },
  ],
};
