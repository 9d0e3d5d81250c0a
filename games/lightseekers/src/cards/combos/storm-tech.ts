/**
 * Storm, Tech and cross-Order combos (Lightseekers 2.4.3).
 * @module
 */
import { crossed, damage, discard, draw, heal, orb, remove, X } from '../build.js';
import type { ComboCard } from '../vocabulary-cards.js';

/** Multiplayer Attack: 6 damage; with 3+ players 3 to each other hero. */
export const tempest: ComboCard = {
  kind: 'combo',
  id: 'tempest',
  name: 'Tempest',
  cost: ['Lightning', 'Water', 'Air'],
  category: 'attack',
  effects: [damage(6)],
  multiplayer: [damage(3, 'eachOther')],
};

/** Attack: Remove 2 buffs, 3 damage. */
export const maelstrom: ComboCard = {
  kind: 'combo',
  id: 'maelstrom',
  name: 'Maelstrom',
  cost: ['Water', 'Water'],
  category: 'attack',
  effects: [remove(2), damage(3)],
};

/** Order combo buff: 2 damage to your target for three turns. */
export const stormFront: ComboCard = {
  kind: 'combo',
  id: 'storm-front',
  name: 'Storm Front',
  cost: ['Storm', 'Storm'],
  category: 'buff',
  corners: [orb(2), orb(2), orb(2), null],
  instant: [damage(X(), 'target')],
};

/** Defend: draw 2 and gain an action (usable for action cards, never a second combo, 4.3.1). */
export const eyeOfTheStorm: ComboCard = {
  kind: 'combo',
  id: 'eye-of-the-storm',
  name: 'Eye of the Storm',
  cost: ['Air', 'Lightning'],
  category: 'defend',
  effects: [draw(2), { do: 'extraActions', count: 1 }],
};

/** Defend: two extra actions and a card. */
export const overclock: ComboCard = {
  kind: 'combo',
  id: 'overclock',
  name: 'Overclock',
  cost: ['Mechanical', 'Time'],
  category: 'defend',
  effects: [{ do: 'extraActions', count: 2 }, draw(1)],
};

/** Burn Attack: 8 damage. */
export const detonation: ComboCard = {
  kind: 'combo',
  id: 'detonation',
  name: 'Detonation',
  cost: ['Explosives', 'Explosives', 'Mechanical'],
  category: 'attack',
  burn: true,
  effects: [damage(8)],
};

/** Order combo: draw 3. */
export const techSingularity: ComboCard = {
  kind: 'combo',
  id: 'tech-singularity',
  name: 'Tech Singularity',
  cost: ['Tech', 'Tech'],
  category: 'defend',
  effects: [draw(3)],
};

/** Delayed combo buff: crossed, then 6 damage to your target. */
export const timeBomb: ComboCard = {
  kind: 'combo',
  id: 'time-bomb',
  name: 'Time Bomb',
  cost: ['Time', 'Explosives'],
  category: 'buff',
  corners: [crossed(), orb(6), null, null],
  instant: [damage(X(), 'target')],
};

/** Cross-Order Attack: 5 damage. */
export const steamEngine: ComboCard = {
  kind: 'combo',
  id: 'steam-engine',
  name: 'Steam Engine',
  cost: ['Fire', 'Water'],
  category: 'attack',
  effects: [damage(5)],
};

/** Cross-Order Defend: heal 4, draw a card. */
export const twilightBloom: ComboCard = {
  kind: 'combo',
  id: 'twilight-bloom',
  name: 'Twilight Bloom',
  cost: ['Lunar', 'Forest'],
  category: 'defend',
  effects: [heal(4), draw(1)],
};

/**
 * Permanent combo buff: take 1 less damage from anything but Attacks, with an Attack Ability dealing 2
 * (decision L72; before it, 1 less from each source and a Piston Strike of 1, L63).
 */
export const clockworkSentinel: ComboCard = {
  kind: 'combo',
  id: 'clockwork-sentinel',
  name: 'Clockwork Sentinel',
  cost: ['Mechanical', 'Mechanical'],
  category: 'buff',
  lingering: [{ kind: 'damageTaken', amount: -1, from: 'notAttacks' }],
  abilities: [{ name: 'Piston Strike', category: 'attack', effects: [damage(2)] }],
};

/** Cross-Order Attack: 4 damage and a Discard. */
export const duskTide: ComboCard = {
  kind: 'combo',
  id: 'dusk-tide',
  name: 'Dusk Tide',
  cost: ['Shadow', 'Water'],
  category: 'attack',
  effects: [damage(4), discard(1)],
};

/** Storm, Tech and cross-Order combos. */
export const stormTechCombos: readonly ComboCard[] = [
  tempest,
  maelstrom,
  stormFront,
  eyeOfTheStorm,
  overclock,
  detonation,
  techSingularity,
  timeBomb,
  steamEngine,
  twilightBloom,
  duskTide,
  clockworkSentinel,
];
