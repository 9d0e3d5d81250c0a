import { character } from '../../card';

/** FC1 024 — pay its support fee to draw a card. */
export const harborPilot = character({
  id: 'harbor-pilot',
  number: '024',
  name: 'Harbor Pilot',
  faction: 'tide',
  cost: 1,
  attack: 1,
  defense: 2,
  support: { name: 'Chart the Way', fee: 1, effects: [{ do: 'draw', who: 'you', count: 1 }] },
});
