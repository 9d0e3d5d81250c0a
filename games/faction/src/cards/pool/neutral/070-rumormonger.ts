import { character } from '../../card';

/** FC1 070 — each opponent discards a card of their choice. */
export const rumormonger = character({
  id: 'rumormonger',
  number: '070',
  name: 'Rumormonger',
  faction: null,
  cost: 2,
  attack: 1,
  defense: 1,
  abilities: [
    {
      kind: 'triggered',
      name: 'Idle Talk',
      trigger: { on: 'played' },
      effects: [{ do: 'discardFromHand', who: 'eachOpponent', count: 1 }],
    },
  ],
});
