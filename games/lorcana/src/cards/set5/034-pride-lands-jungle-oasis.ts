import type { LorcanaCard } from '../card.js';
import { character } from '../phrases.js';

/** Pride Lands – Jungle Oasis — Shimmering Skies #34. */
export const prideLandsJungleOasis: LorcanaCard = {
  id: '5-034',
  set: '5',
  number: 34,
  name: 'Pride Lands',
  version: 'Jungle Oasis',
  type: 'location',
  cost: 3,
  inkwell: true,
  inks: ['Amber'],
  willpower: 8,
  lore: 1,
  moveCost: 2,
  classifications: [],
  rarity: 'Rare',
  abilities: [
    {
      kind: 'activated',
      name: 'Our Humble Home',
      cost: { banishSelf: true },
      condition: { test: 'youHave', youHave: { type: 'character', at: 'here' }, atLeast: 3 },
      effect: [{ do: 'playCard', card: { choose: character, zone: 'discard' }, free: true }],
    },
  ],
};
