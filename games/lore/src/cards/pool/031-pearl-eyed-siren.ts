import { creature } from '../card.js';

/** Pearl-Eyed Siren — An ability that can be activated as a subterfuge (Lore 4.4). */
export const pearlEyedSiren = creature({
  id: 'lr1-031',
  name: 'Pearl-Eyed Siren',
  subtypes: ['Abyssal'],
  cost: { deep: 2 },
  str: 2,
  hp: 3,
  abilities: [
    {
      kind: 'activated',
      timing: 'subterfuge',
      cost: { evoke: true },
      effect: [{ do: 'modify', target: { choose: { types: ['creature'] } }, str: -2, duration: 'thisTurn' }],
    },
  ],
});
