import { item } from '../../card';
import { chosen, HOST, OPPOSING_CHARACTER } from '../../targets';

/** FC1 059 — attached weapon: +2 attack, and exhausts to zap a character. */
export const arcLance = item({
  id: 'arc-lance',
  number: '059',
  name: 'Arc Lance',
  faction: 'iron',
  cost: 3,
  attachTo: 'character',
  abilities: [
    { kind: 'static', name: 'Charged Tip', modifier: { mod: 'stats', scope: HOST, attack: 2 } },
    {
      kind: 'activated',
      name: 'Discharge',
      cost: { exhaust: true },
      timing: 'day',
      effects: [{ do: 'damage', target: chosen(OPPOSING_CHARACTER), amount: 1 }],
    },
  ],
});
