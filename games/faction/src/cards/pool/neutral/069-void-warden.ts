import { character } from '../../card';
import { chosen } from '../../targets';

/** FC1 069 — sends an opposing item to the void. */
export const voidWarden = character({
  id: 'void-warden',
  number: '069',
  name: 'Void Warden',
  faction: null,
  cost: 3,
  attack: 2,
  defense: 3,
  abilities: [
    {
      kind: 'triggered',
      name: 'Unmake',
      trigger: { on: 'played' },
      effects: [{ do: 'void', target: chosen({ side: 'opponent', type: 'item' }) }],
    },
  ],
});
