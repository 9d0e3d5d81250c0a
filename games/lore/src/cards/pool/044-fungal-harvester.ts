import { creature } from '../card.js';

/** Fungal Harvester — Flight; Peeks when it attacks. */
export const fungalHarvester = creature({
  id: 'lr1-044',
  name: 'Fungal Harvester',
  subtypes: ['Starborn'],
  cost: { cosmic: 2 },
  str: 2,
  hp: 3,
  keywords: ['flight'],
  abilities: [{ kind: 'triggered', trigger: { on: 'attacks' }, effect: [{ do: 'peek' }] }],
});
