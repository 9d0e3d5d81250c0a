import { creature } from '../card.js';

/** Vael-Orun, Eye Between Stars — Astral god: Flight; its turn ability peeks and draws. */
export const vaelOrunEyeBetweenStars = creature({
  id: 'lr1-012',
  name: 'Vael-Orun, Eye Between Stars',
  supertypes: ['god'],
  subtypes: ['Starborn'],
  mythosRequirement: 5,
  str: 4,
  hp: 5,
  keywords: ['flight'],
  abilities: [{ kind: 'turn', effect: [{ do: 'peek' }, { do: 'draw', amount: 1, player: 'you' }] }],
});
