import { location } from '../../card';
import { each, SELF, YOUR_CHARACTER } from '../../targets';

/** FC1 026 — Tide location: tougher characters, and victory while your main character is unhurt. */
export const lighthouseOfKelm = location({
  id: 'lighthouse-of-kelm',
  number: '026',
  name: 'Lighthouse of Kelm',
  faction: 'tide',
  cost: 2,
  itemSlots: 1,
  victoryField: 2,
  abilities: [
    {
      kind: 'static',
      name: 'Guiding Light',
      modifier: {
        mod: 'stats',
        scope: each(YOUR_CHARACTER),
        defense: 1,
      },
    },
    {
      kind: 'triggered',
      name: 'Unbroken Watch',
      trigger: { on: 'morning' },
      condition: { test: 'mainUndamaged' },
      effects: [{ do: 'addVictory', target: SELF, amount: 1 }],
    },
  ],
});
