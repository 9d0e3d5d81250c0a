import { creature } from '../card.js';

/** The Thornmother — Primal god: Maul and Overrun; spawns Thornling tokens each turn. */
export const theThornmother = creature({
  id: 'lr1-013',
  name: 'The Thornmother',
  supertypes: ['god'],
  subtypes: ['Beast'],
  mythosRequirement: 8,
  str: 8,
  hp: 8,
  keywords: ['maul', 'overrun'],
  abilities: [{ kind: 'turn', effect: [{ do: 'createToken', token: 'lr1-023', count: 1, player: 'you' }] }],
});
