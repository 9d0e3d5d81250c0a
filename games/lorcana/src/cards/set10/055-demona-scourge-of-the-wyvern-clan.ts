import type { LorcanaCard } from '../card.js';
import { each, opposingCharacter } from '../phrases.js';

/** Demona – Scourge of the Wyvern Clan — Whispers in the Well #55. */
export const demonaScourgeOfTheWyvernClan: LorcanaCard = {
  id: '10-055',
  set: '10',
  number: 55,
  name: 'Demona',
  version: 'Scourge of the Wyvern Clan',
  type: 'character',
  cost: 6,
  inkwell: true,
  inks: ['Amethyst'],
  strength: 5,
  willpower: 6,
  lore: 2,
  classifications: ['Storyborn', 'Villain', 'Gargoyle', 'Sorcerer'],
  rarity: 'Legendary',
  abilities: [
    {
      kind: 'triggered',
      name: 'Ad Saxum Commutate',
      trigger: { on: 'played' },
      // “Each player with fewer than 3” is who drawing up to 3 changes anything for.
      effect: [
        { do: 'exert', target: each(opposingCharacter) },
        { do: 'drawUntil', handSize: 3, player: 'eachPlayer' },
      ],
    },
    {
      kind: 'static',
      name: 'Stone by Day',
      condition: { test: 'handSize', handSize: 'you', range: { atLeast: 3 } },
      effect: { restrict: 'ready', to: 'self' },
    },
  ],
};
