import { relic } from '../card.js';

/** Idol of the Deep — Greater source of Deep or Elder magick, with a seal. */
export const idolOfTheDeep = relic({
  id: 'lr1-073',
  name: 'Idol of the Deep',
  supertypes: ['greater'],
  cost: { deep: 2 },
  seal: 2,
  hp: 5,
  abilities: [{ kind: 'magick', cost: { evoke: true }, oneOf: ['deep', 'elder'], amount: 1 }],
});
