import { creature } from '../card.js';

/** Bog Lurker — Simple Deep filler: any number per lexicon. */
export const bogLurker = creature({
  id: 'lr1-024',
  name: 'Bog Lurker',
  supertypes: ['simple'],
  subtypes: ['Abyssal'],
  cost: { deep: 1 },
  str: 1,
  hp: 3,
});
