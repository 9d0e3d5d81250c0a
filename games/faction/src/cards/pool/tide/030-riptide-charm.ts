import { item } from '../../card';
import { chosen, OPPOSING_CHARACTER } from '../../targets';

/** FC1 030 — a response that blunts an opposing character's attack this turn. */
export const riptideCharm = item({
  id: 'riptide-charm',
  number: '030',
  name: 'Riptide Charm',
  faction: 'tide',
  cost: 1,
  reaction: true,
  direct: [{ do: 'modify', target: chosen(OPPOSING_CHARACTER), attack: -2, until: 'turn' }],
});
