/**
 * Mountain and Nature combos (Lightseekers 2.4.3).
 * @module
 */
import { damage, draw, heal, lasting, orb, X } from '../build.js';
import type { ComboCard } from '../vocabulary-cards.js';

/** Attack: 7 damage. */
export const volcanicEruption: ComboCard = {
  kind: 'combo',
  id: 'volcanic-eruption',
  name: 'Volcanic Eruption',
  cost: ['Fire', 'Fire', 'Earth'],
  category: 'attack',
  effects: [damage(7)],
};

/** Defend: take 3 less damage until your next turn, heal 3. */
export const diamondFortress: ComboCard = {
  kind: 'combo',
  id: 'diamond-fortress',
  name: 'Diamond Fortress',
  cost: ['Earth', 'Crystal'],
  category: 'defend',
  effects: [lasting('startOfYourNextTurn', [{ kind: 'damageTaken', amount: -3 }]), heal(3)],
};

/** Order combo: heal 5, draw a card. */
export const mountainsHeart: ComboCard = {
  kind: 'combo',
  id: 'mountains-heart',
  name: "Mountain's Heart",
  cost: ['Mountain', 'Mountain'],
  category: 'defend',
  effects: [heal(5), draw(1)],
};

/** Rotating combo buff: 3 damage to your target for three turns. */
export const magmaGolem: ComboCard = {
  kind: 'combo',
  id: 'magma-golem',
  name: 'Magma Golem',
  cost: ['Fire', 'Crystal'],
  category: 'buff',
  corners: [orb(3), orb(3), orb(3), null],
  instant: [damage(X(), 'target')],
};

/** Attack: 6 damage, heal 2. */
export const wildHunt: ComboCard = {
  kind: 'combo',
  id: 'wild-hunt',
  name: 'Wild Hunt',
  cost: ['Animal', 'Animal', 'Forest'],
  category: 'attack',
  effects: [damage(6), heal(2)],
};

/** Rotating combo buff: heal X, X falling 3, 2, 1. */
export const spiritGrove: ComboCard = {
  kind: 'combo',
  id: 'spirit-grove',
  name: 'Spirit Grove',
  cost: ['Forest', 'Soul'],
  category: 'buff',
  corners: [orb(3), orb(2), orb(1), null],
  instant: [heal(X())],
};

/** Order combo: 5 damage. */
export const naturesWrath: ComboCard = {
  kind: 'combo',
  id: 'natures-wrath',
  name: "Nature's Wrath",
  cost: ['Nature', 'Nature'],
  category: 'attack',
  effects: [damage(5)],
};

/** Defend: two cards back from the discard pile, heal 2. */
export const circleOfLife: ComboCard = {
  kind: 'combo',
  id: 'circle-of-life',
  name: 'Circle of Life',
  cost: ['Soul', 'Animal'],
  category: 'defend',
  effects: [{ do: 'recover', count: 2, to: 'hand' }, heal(2)],
};

/** Defend: take 2 less damage until your next turn, heal 2. */
export const brambleBastion: ComboCard = {
  kind: 'combo',
  id: 'bramble-bastion',
  name: 'Bramble Bastion',
  cost: ['Forest', 'Forest'],
  category: 'defend',
  effects: [lasting('startOfYourNextTurn', [{ kind: 'damageTaken', amount: -2 }]), heal(2)],
};

/** Mountain and Nature combos. */
export const mountainNatureCombos: readonly ComboCard[] = [
  volcanicEruption,
  diamondFortress,
  mountainsHeart,
  magmaGolem,
  wildHunt,
  spiritGrove,
  naturesWrath,
  circleOfLife,
  brambleBastion,
];
