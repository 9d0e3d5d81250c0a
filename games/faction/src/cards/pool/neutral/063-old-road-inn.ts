import { location } from '../../card';

/** FC1 063 — factionless location: exhaust and pay to gain a command token. */
export const oldRoadInn = location({
  id: 'old-road-inn',
  number: '063',
  name: 'Old Road Inn',
  faction: null,
  cost: 1,
  victoryField: 1,
  abilities: [
    {
      kind: 'activated',
      name: 'Rest a While',
      cost: { exhaust: true, resources: 1 },
      timing: 'day',
      effects: [{ do: 'gainCommand', amount: 1 }],
    },
  ],
});
