import { creature } from '../card.js';

/** Sharra-Khet, the Red Hunger — Sanguine god: Rot, and a turn ability that consumes a small creature (Lore keyword Consume). */
export const sharraKhetTheRedHunger = creature({
  id: 'lr1-014',
  name: 'Sharra-Khet, the Red Hunger',
  supertypes: ['god'],
  subtypes: ['Horror'],
  mythosRequirement: 5,
  str: 4,
  hp: 6,
  keywords: ['rot'],
  abilities: [
    {
      kind: 'turn',
      effect: [
        {
          do: 'consume',
          target: { choose: { types: ['creature'], controller: 'opponent', maxStr: 2 }, upTo: true },
        },
      ],
    },
  ],
});
