import { character } from '../../card';

/** FC1 016 — Tide leader: once per turn, cancels an effect on the stack. */
export const admiralSerenne = character({
  id: 'admiral-serenne',
  number: '016',
  name: 'Admiral Serenne',
  faction: 'tide',
  cost: 5,
  attack: 2,
  defense: 12,
  itemSlots: 2,
  victoryField: 3,
  leader: true,
  unique: true,
  abilities: [
    {
      kind: 'activated',
      name: 'Calm Waters',
      cost: { resources: 2 },
      timing: 'response',
      oncePerTurn: true,
      effects: [{ do: 'counter' }],
    },
  ],
});
