import { character } from '../../card';

/** FC1 046 — Iron leader: your items cost one less; three item slots. */
export const guildmasterCorvane = character({
  id: 'guildmaster-corvane',
  number: '046',
  name: 'Guildmaster Corvane',
  faction: 'iron',
  cost: 5,
  attack: 2,
  defense: 11,
  itemSlots: 3,
  victoryField: 3,
  leader: true,
  unique: true,
  abilities: [
    {
      kind: 'static',
      name: 'Guild Discount',
      modifier: { mod: 'costReduction', filter: { type: 'item' }, amount: 1 },
    },
  ],
});
