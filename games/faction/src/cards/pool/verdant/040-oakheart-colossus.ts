import { character } from '../../card';

/** FC1 040 — the pool's largest character. */
export const oakheartColossus = character({
  id: 'oakheart-colossus',
  number: '040',
  name: 'Oakheart Colossus',
  faction: 'verdant',
  cost: 6,
  attack: 6,
  defense: 7,
  itemSlots: 1,
  keywords: ['vigilant'],
});
