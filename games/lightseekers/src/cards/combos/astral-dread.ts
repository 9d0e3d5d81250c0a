/**
 * Astral and Dread combos (Lightseekers 2.4.3).
 * @module
 */
import { damage, discard, draw, heal, lasting, remove, rotate } from '../build.js';
import type { ComboCard } from '../vocabulary-cards.js';

/** Attack: 8 damage. */
export const supernova: ComboCard = {
  kind: 'combo',
  id: 'supernova',
  name: 'Supernova',
  cost: ['Solar', 'Solar', 'Gravity'],
  category: 'attack',
  effects: [damage(8)],
};

/** Defend: heal 5, draw a card. */
export const eclipse: ComboCard = {
  kind: 'combo',
  id: 'eclipse',
  name: 'Eclipse',
  cost: ['Solar', 'Lunar'],
  category: 'defend',
  effects: [heal(5), draw(1)],
};

/** Order combo: any two Astral cards pay for it. */
export const astralConvergence: ComboCard = {
  kind: 'combo',
  id: 'astral-convergence',
  name: 'Astral Convergence',
  cost: ['Astral', 'Astral'],
  category: 'attack',
  effects: [damage(5)],
};

/** Defend: Rotate all your buffs backwards, heal 2. */
export const gravityLens: ComboCard = {
  kind: 'combo',
  id: 'gravity-lens',
  name: 'Gravity Lens',
  cost: ['Gravity', 'Lunar'],
  category: 'defend',
  effects: [rotate('backward', { pick: 'all', of: 'self' }), heal(2)],
};

/** Multiplayer Attack: 5 damage and a Discard; with 3+ players 3 damage to each other hero. */
export const plagueTide: ComboCard = {
  kind: 'combo',
  id: 'plague-tide',
  name: 'Plague Tide',
  cost: ['Poison', 'Poison', 'Death'],
  category: 'attack',
  effects: [damage(5), discard(1)],
  multiplayer: [damage(3, 'eachOther')],
};

/** A combo buff with an Attack Ability (4.3.2: Abilities on combos count their Elements' modifiers). */
export const shadowRequiem: ComboCard = {
  kind: 'combo',
  id: 'shadow-requiem',
  name: 'Shadow Requiem',
  cost: ['Death', 'Shadow'],
  category: 'buff',
  abilities: [{ name: 'Toll', category: 'attack', effects: [damage(3)] }],
};

/** Order combo: 4 damage, Remove a buff, Discard a card. */
export const dreadDominion: ComboCard = {
  kind: 'combo',
  id: 'dread-dominion',
  name: 'Dread Dominion',
  cost: ['Dread', 'Dread', 'Dread'],
  category: 'attack',
  effects: [damage(4), remove(1), discard(1)],
};

/** Defend: Immune to Attacks until your next turn. */
export const nightshadeVeil: ComboCard = {
  kind: 'combo',
  id: 'nightshade-veil',
  name: 'Nightshade Veil',
  cost: ['Shadow', 'Poison'],
  category: 'defend',
  effects: [lasting('startOfYourNextTurn', [{ kind: 'immune', against: 'attacks' }])],
};

/** Astral and Dread combos. */
export const astralDreadCombos: readonly ComboCard[] = [
  supernova,
  eclipse,
  astralConvergence,
  gravityLens,
  plagueTide,
  shadowRequiem,
  dreadDominion,
  nightshadeVeil,
];
