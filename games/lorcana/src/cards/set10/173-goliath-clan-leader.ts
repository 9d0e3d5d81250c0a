import type { LorcanaCard } from '../card.js';

/** Goliath – Clan Leader — Whispers in the Well #173. */
export const goliathClanLeader: LorcanaCard = {
  id: '10-173',
  set: '10',
  number: 173,
  name: 'Goliath',
  version: 'Clan Leader',
  type: 'character',
  cost: 6,
  inkwell: true,
  inks: ['Steel'],
  strength: 6,
  willpower: 5,
  lore: 2,
  classifications: ['Dreamborn', 'Hero', 'Gargoyle'],
  rarity: 'Legendary',
  abilities: [
    {
      kind: 'triggered',
      name: 'Dusk to Dawn',
      trigger: { on: 'endOfTurn', player: 'any' },
      // More than 2: discard down to 2; fewer than 2: draw up to 2. Each step does nothing otherwise.
      effect: [
        { do: 'discardUntil', handSize: 2, player: 'ownerOfEvent' },
        { do: 'drawUntil', handSize: 2, player: 'ownerOfEvent' },
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
