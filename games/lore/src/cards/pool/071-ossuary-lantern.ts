import { relic } from '../card.js';

/** Ossuary Lantern — Gains sanity whenever any creature dies. */
export const ossuaryLantern = relic({
  id: 'lr1-071',
  name: 'Ossuary Lantern',
  cost: { sanguine: 1, formless: 1 },
  hp: 4,
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'creatureDies', filter: { types: ['creature'] } },
      effect: [{ do: 'gainSanity', amount: 1, player: 'you' }],
    },
  ],
});
