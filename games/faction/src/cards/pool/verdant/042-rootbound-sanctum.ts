import { location } from '../../card';

/** FC1 042 — Verdant location: heals your main character each Morning. */
export const rootboundSanctum = location({
  id: 'rootbound-sanctum',
  number: '042',
  name: 'Rootbound Sanctum',
  faction: 'verdant',
  cost: 2,
  itemSlots: 1,
  victoryField: 1,
  abilities: [
    {
      kind: 'triggered',
      name: 'Sanctuary',
      trigger: { on: 'morning' },
      effects: [{ do: 'heal', target: 'yourMain', amount: 2 }],
    },
  ],
});
