import { item } from '../../card';
import { HOST } from '../../targets';

/** FC1 029 — attached shell: Armor 1 and +1 defense. */
export const coralAegis = item({
  id: 'coral-aegis',
  number: '029',
  name: 'Coral Aegis',
  faction: 'tide',
  cost: 2,
  attachTo: 'character',
  abilities: [
    { kind: 'static', name: 'Coral Shell', modifier: { mod: 'keyword', scope: HOST, keyword: { armor: 1 } } },
    { kind: 'static', name: 'Hardened Reef', modifier: { mod: 'stats', scope: HOST, defense: 1 } },
  ],
});
