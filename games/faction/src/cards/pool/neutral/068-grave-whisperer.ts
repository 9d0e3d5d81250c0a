import { character } from '../../card';

/** FC1 068 — returns the top card of your discard pile to hand if it is a character. */
export const graveWhisperer = character({
  id: 'grave-whisperer',
  number: '068',
  name: 'Grave Whisperer',
  faction: null,
  cost: 2,
  attack: 1,
  defense: 2,
  abilities: [
    {
      kind: 'triggered',
      name: 'Call Back',
      trigger: { on: 'played' },
      effects: [{ do: 'recoverTop', type: 'character' }],
    },
  ],
});
