import { relic } from '../card.js';

/** Brass Astrolabe — A relic that is a source of magick. */
export const brassAstrolabe = relic({
  id: 'lr1-069',
  name: 'Brass Astrolabe',
  cost: { formless: 2 },
  hp: 3,
  abilities: [{ kind: 'magick', cost: { evoke: true }, oneOf: ['astral'], amount: 1 }],
});
