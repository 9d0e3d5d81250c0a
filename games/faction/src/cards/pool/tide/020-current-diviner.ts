import { character } from '../../card';

/** FC1 020 — alters the top of the deck, then draws. */
export const currentDiviner = character({
  id: 'current-diviner',
  number: '020',
  name: 'Current Diviner',
  faction: 'tide',
  cost: 2,
  attack: 1,
  defense: 2,
  abilities: [
    {
      kind: 'triggered',
      name: 'Read the Currents',
      trigger: { on: 'played' },
      effects: [{ do: 'alterTop' }, { do: 'draw', who: 'you', count: 1 }],
    },
  ],
});
