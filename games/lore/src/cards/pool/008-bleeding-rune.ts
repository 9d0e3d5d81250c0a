import { rune } from '../card.js';

/** Bleeding Rune — A Sanguine source that can be pushed for a second Sanguine at a sanity price; both abilities evoke it, so only one can be used per reset. */
export const bleedingRune = rune({
  id: 'lr1-008',
  name: 'Bleeding Rune',
  abilities: [
    { kind: 'magick', cost: { evoke: true }, oneOf: ['sanguine'], amount: 1 },
    { kind: 'magick', cost: { evoke: true, sanity: 2 }, oneOf: ['sanguine'], amount: 2 },
  ],
});
