import { spell } from '../card.js';

/** Summon the Ancient — Searches the lexicon for a god and brings it forth into the void (Lore Other Terminology: Bring forth, Search). */
export const summonTheAncient = spell({
  id: 'lr1-107',
  name: 'Summon the Ancient',
  cost: { cosmic: 1, formless: 1 },
  effect: [{ do: 'search', filter: { supertype: 'god' }, destination: 'void' }],
});
