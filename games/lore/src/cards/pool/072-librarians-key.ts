import { relic } from '../card.js';

/** Librarian's Key — Brings the grimoire forth as an activated ability. */
export const librariansKey = relic({
  id: 'lr1-072',
  name: "Librarian's Key",
  cost: { cosmic: 1 },
  hp: 3,
  abilities: [
    {
      kind: 'activated',
      cost: { evoke: true, magick: { cosmic: 1 } },
      effect: [{ do: 'bringForthGrimoire' }],
    },
  ],
});
