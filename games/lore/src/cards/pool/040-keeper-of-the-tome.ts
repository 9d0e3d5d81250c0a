import { creature } from '../card.js';

/** Keeper of the Tome — Brings the grimoire forth from the sideboard into the void (Lore Zones: Grimoire). */
export const keeperOfTheTome = creature({
  id: 'lr1-040',
  name: 'Keeper of the Tome',
  subtypes: ['Human'],
  cost: { cosmic: 1 },
  str: 1,
  hp: 2,
  keywords: ['spellcasting'],
  abilities: [{ kind: 'triggered', trigger: { on: 'entersPlay' }, effect: [{ do: 'bringForthGrimoire' }] }],
});
