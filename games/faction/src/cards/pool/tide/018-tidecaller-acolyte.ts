import { character } from '../../card';
import { chosen, YOUR_CHARACTER } from '../../targets';

/** FC1 018 — exhausts itself in a response window to shore up a defender. */
export const tidecallerAcolyte = character({
  id: 'tidecaller-acolyte',
  number: '018',
  name: 'Tidecaller Acolyte',
  faction: 'tide',
  cost: 2,
  attack: 1,
  defense: 3,
  abilities: [
    {
      kind: 'activated',
      name: 'Swell',
      cost: { exhaust: true },
      timing: 'response',
      effects: [{ do: 'modify', target: chosen(YOUR_CHARACTER), defense: 2, until: 'turn' }],
    },
  ],
});
