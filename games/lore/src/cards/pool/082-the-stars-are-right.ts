import { phenomenon } from '../card.js';

/** The Stars Are Right — A phenomenon with a seal that keeps adding mythos. */
export const theStarsAreRight = phenomenon({
  id: 'lr1-082',
  name: 'The Stars Are Right',
  cost: { cosmic: 2 },
  seal: 3,
  abilities: [
    { kind: 'triggered', trigger: { on: 'turnStart', whose: 'your' }, effect: [{ do: 'mythos', amount: 1 }] },
  ],
});
