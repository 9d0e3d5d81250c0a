import { spell } from '../card.js';

/** Mind-Rend — Grimoire spell: Pilfer. */
export const mindRend = spell({
  id: 'lr1-094',
  name: 'Mind-Rend',
  supertypes: ['grimoire'],
  cost: { astral: 1, sanguine: 1 },
  effect: [{ do: 'pilfer', player: 'opponent' }],
});
