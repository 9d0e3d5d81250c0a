import { character } from '../../card';

/** FC1 052 — Armor 1 (defense 3 → 4 in issue 20: the Guild deck lost too often to fast decks). */
export const brassAutomaton = character({
  id: 'brass-automaton',
  number: '052',
  name: 'Brass Automaton',
  faction: 'iron',
  cost: 3,
  attack: 3,
  defense: 4,
  itemSlots: 1,
  keywords: [{ armor: 1 }],
});
