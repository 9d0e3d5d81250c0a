import { character } from '../../card';

/** FC1 033 — refunds a Verdant resource into this phase's pool. */
export const sproutlingTender = character({
  id: 'sproutling-tender',
  number: '033',
  name: 'Sproutling Tender',
  faction: 'verdant',
  cost: 1,
  attack: 1,
  defense: 2,
  abilities: [
    {
      kind: 'triggered',
      name: 'First Bloom',
      trigger: { on: 'played' },
      effects: [{ do: 'addResource', faction: 'verdant', amount: 1 }],
    },
  ],
});
