import type { LorcanaCard } from '../card.js';
import { each, yourOtherCharacter } from '../phrases.js';

/** Mulan – Imperial Soldier — The First Chapter #118. */
export const mulanImperialSoldier: LorcanaCard = {
  id: '1-118',
  set: '1',
  number: 118,
  name: 'Mulan',
  version: 'Imperial Soldier',
  type: 'character',
  cost: 5,
  inkwell: true,
  inks: ['Ruby'],
  strength: 4,
  willpower: 5,
  lore: 1,
  classifications: ['Storyborn', 'Hero', 'Princess'],
  rarity: 'Super rare',
  abilities: [
    {
      kind: 'triggered',
      name: 'Lead by Example',
      trigger: { on: 'banishesInChallenge' },
      activeWhen: { test: 'yourTurn', yourTurn: true },
      effect: [
        { do: 'modify', target: each(yourOtherCharacter), stat: 'lore', amount: 1, duration: 'thisTurn' },
      ],
    },
  ],
};
