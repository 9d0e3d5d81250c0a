import { item } from '../../card';
import { HOST } from '../../targets';

/** FC1 067 — attached banner: +1 attack and one more victory token capacity. */
export const victoryStandard = item({
  id: 'victory-standard',
  number: '067',
  name: 'Victory Standard',
  faction: null,
  cost: 2,
  attachTo: 'character',
  abilities: [
    { kind: 'static', name: 'Rallying Colors', modifier: { mod: 'stats', scope: HOST, attack: 1 } },
    { kind: 'static', name: 'Claim the Field', modifier: { mod: 'victoryField', scope: HOST, amount: 1 } },
  ],
});
