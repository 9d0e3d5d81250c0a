import { creature } from '../card.js';

/** Great Elk — A big body with Target: Humans may attack it (Lore keyword Target). */
export const greatElk = creature({
  id: 'lr1-058',
  name: 'Great Elk',
  subtypes: ['Beast'],
  cost: { primal: 2 },
  str: 3,
  hp: 4,
  keywords: ['target'],
});
