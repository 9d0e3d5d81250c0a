import { character } from '../../card';

/** FC1 010 — brings two Flare Sprite tokens. */
export const emberConjurer = character({
  id: 'ember-conjurer',
  number: '010',
  name: 'Ember Conjurer',
  faction: 'ember',
  cost: 3,
  attack: 2,
  defense: 2,
  abilities: [
    {
      kind: 'triggered',
      name: 'Call the Sparks',
      trigger: { on: 'played' },
      effects: [{ do: 'createToken', token: 'flare-sprite', count: 2 }],
    },
  ],
});
