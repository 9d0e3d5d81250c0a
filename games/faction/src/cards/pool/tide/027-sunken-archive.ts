import { location } from '../../card';

/** FC1 027 — Tide location: exhaust it to draw. */
export const sunkenArchive = location({
  id: 'sunken-archive',
  number: '027',
  name: 'Sunken Archive',
  faction: 'tide',
  cost: 3,
  victoryField: 1,
  abilities: [
    {
      kind: 'activated',
      name: 'Salvage Lore',
      cost: { exhaust: true },
      timing: 'day',
      effects: [{ do: 'draw', who: 'you', count: 1 }],
    },
  ],
});
