import { creature } from '../card.js';

/** Grave-Robber Ghoul — Pilfers the opponent's hand on entry (Lore keyword Pilfer). */
export const graveRobberGhoul = creature({
  id: 'lr1-053',
  name: 'Grave-Robber Ghoul',
  subtypes: ['Ghoul'],
  cost: { sanguine: 2, astral: 1 },
  str: 2,
  hp: 3,
  abilities: [
    { kind: 'triggered', trigger: { on: 'entersPlay' }, effect: [{ do: 'pilfer', player: 'opponent' }] },
  ],
});
