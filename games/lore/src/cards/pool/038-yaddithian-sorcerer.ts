import { creature } from '../card.js';

/** Yaddithian Sorcerer — Unique spellcaster that inscribes two grimoire spells. */
export const yaddithianSorcerer = creature({
  id: 'lr1-038',
  name: 'Yaddithian Sorcerer',
  supertypes: ['unique'],
  subtypes: ['Yaddithian', 'Human'],
  cost: { cosmic: 2, astral: 1 },
  str: 3,
  hp: 3,
  keywords: ['spellcasting'],
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'entersPlay' },
      effect: [{ do: 'inscribe', target: 'self', count: 2 }],
    },
  ],
});
