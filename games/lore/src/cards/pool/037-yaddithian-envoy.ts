import { creature } from '../card.js';

/** Yaddithian Envoy — Spellcasting: inscribes one grimoire spell from the tome under itself (Lore Card Types: Grimoire). */
export const yaddithianEnvoy = creature({
  id: 'lr1-037',
  name: 'Yaddithian Envoy',
  subtypes: ['Yaddithian'],
  cost: { cosmic: 1, astral: 1 },
  str: 2,
  hp: 2,
  keywords: ['spellcasting'],
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'entersPlay' },
      effect: [{ do: 'inscribe', target: 'self', count: 1 }],
    },
  ],
});
