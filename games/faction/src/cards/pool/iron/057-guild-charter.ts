import { item } from '../../card';
import { HOST } from '../../targets';

/** FC1 057 — attached anywhere: its host holds two more victory tokens. */
export const guildCharter = item({
  id: 'guild-charter',
  number: '057',
  name: 'Guild Charter',
  faction: 'iron',
  cost: 2,
  attachTo: 'any',
  abilities: [
    { kind: 'static', name: 'Chartered Claim', modifier: { mod: 'victoryField', scope: HOST, amount: 2 } },
  ],
});
