/**
 * Mountain action cards: Fire, Earth and Crystal (Lightseekers 2.3).
 * @module
 */
import { damage, discard, draw, heal, minusX, orb, remove, rotate, X } from '../build.js';
import type { ActionCard } from '../vocabulary-cards.js';

/** Fire Attack: a plain 3 damage. */
export const emberLash: ActionCard = {
  kind: 'action',
  id: 'ember-lash',
  name: 'Ember Lash',
  category: 'attack',
  requires: ['Fire'],
  effects: [damage(3)],
};

/** Fire Defend: draw a card and gain an extra action. */
export const kindlingRush: ActionCard = {
  kind: 'action',
  id: 'kindling-rush',
  name: 'Kindling Rush',
  category: 'defend',
  requires: ['Fire'],
  effects: [draw(1), { do: 'extraActions', count: 1 }],
};

/** Fire rotating Multiplayer buff: X damage to your target, or to each other hero with 3+ players. */
export const infernoRing: ActionCard = {
  kind: 'action',
  id: 'inferno-ring',
  name: 'Inferno Ring',
  category: 'buff',
  requires: ['Fire'],
  corners: [orb(3), orb(2), orb(1), null],
  instant: [damage(X(), 'target')],
  multiplayer: [damage(X(), 'eachOther')],
};

/** Fire Unique permanent buff: your Fire cards deal 1 more damage. */
export const blazingFury: ActionCard = {
  kind: 'action',
  id: 'blazing-fury',
  name: 'Blazing Fury',
  category: 'buff',
  requires: ['Fire'],
  unique: true,
  lingering: [{ kind: 'damageDealt', amount: 1, filter: { affinity: 'Fire' } }],
};

/** Fire Attack: 5 damage, but you Discard a card. */
export const moltenBurst: ActionCard = {
  kind: 'action',
  id: 'molten-burst',
  name: 'Molten Burst',
  category: 'attack',
  requires: ['Fire'],
  effects: [damage(5), discard(1, 'self')],
};

/** Earth Attack: a plain 3 damage. */
export const boulderToss: ActionCard = {
  kind: 'action',
  id: 'boulder-toss',
  name: 'Boulder Toss',
  category: 'attack',
  requires: ['Earth'],
  effects: [damage(3)],
};

/** Earth rotating buff: take X less damage, X 2 then 1. */
export const stoneskin: ActionCard = {
  kind: 'action',
  id: 'stoneskin',
  name: 'Stoneskin',
  category: 'buff',
  requires: ['Earth'],
  corners: [orb(2), orb(1), null, null],
  lingering: [{ kind: 'damageTaken', amount: minusX() }],
};

/** Earth Multiplayer Attack: 2 damage and Remove a buff; with 3+ players 1 damage to each other hero. */
export const quake: ActionCard = {
  kind: 'action',
  id: 'quake',
  name: 'Quake',
  category: 'attack',
  requires: ['Earth'],
  effects: [damage(2), remove(1)],
  multiplayer: [damage(1, 'eachOther')],
};

/** Earth Defend: heal 3. */
export const bedrockStance: ActionCard = {
  kind: 'action',
  id: 'bedrock-stance',
  name: 'Bedrock Stance',
  category: 'defend',
  requires: ['Earth'],
  effects: [heal(3)],
};

/** Earth Attack: the top 2 cards of the recipient's deck are discarded, and 1 damage. */
export const landslide: ActionCard = {
  kind: 'action',
  id: 'landslide',
  name: 'Landslide',
  category: 'attack',
  requires: ['Earth'],
  effects: [{ do: 'discardTop', count: 2 }, damage(1)],
};

/** Crystal Attack: 1 damage for each buff you have in play. */
export const prismShard: ActionCard = {
  kind: 'action',
  id: 'prism-shard',
  name: 'Prism Shard',
  category: 'attack',
  requires: ['Crystal'],
  effects: [damage({ count: 'buffs', of: 'self' })],
};

/**
 * Crystal permanent buff with a Defend Ability: heal 2, usable only while you are on 17 health or less
 * (decision L68).
 */
export const crystalLattice: ActionCard = {
  kind: 'action',
  id: 'crystal-lattice',
  name: 'Crystal Lattice',
  category: 'buff',
  requires: ['Crystal'],
  abilities: [
    {
      name: 'Refract',
      category: 'defend',
      usableWhile: { test: 'healthAtMost', who: 'self', amount: 17 },
      effects: [heal(2)],
    },
  ],
};

/** Crystal rotating buff: your cards deal X more damage, X rising 1, 2, 3. */
export const gemFocus: ActionCard = {
  kind: 'action',
  id: 'gem-focus',
  name: 'Gem Focus',
  category: 'buff',
  requires: ['Crystal'],
  corners: [orb(1), orb(2), orb(3), null],
  lingering: [{ kind: 'damageDealt', amount: X() }],
};

/** Crystal Attack: Remove 2 of the recipient's buffs. */
export const shatter: ActionCard = {
  kind: 'action',
  id: 'shatter',
  name: 'Shatter',
  category: 'attack',
  requires: ['Crystal'],
  effects: [remove(2)],
};

/** Crystal Defend: Rotate all your buffs backwards (never past their first corner) and draw. */
export const crystalReflection: ActionCard = {
  kind: 'action',
  id: 'crystal-reflection',
  name: 'Crystal Reflection',
  category: 'defend',
  requires: ['Crystal'],
  effects: [rotate('backward', { pick: 'all', of: 'self' }), draw(1)],
};

/** Fire and Earth Attack: 5 damage; it needs both Elements and uses both (2.3, L5). */
export const magmaSlam: ActionCard = {
  kind: 'action',
  id: 'magma-slam',
  name: 'Magma Slam',
  category: 'attack',
  requires: ['Fire', 'Earth'],
  effects: [damage(5)],
};

/** All Mountain action cards. */
export const mountainActions: readonly ActionCard[] = [
  emberLash,
  kindlingRush,
  infernoRing,
  blazingFury,
  moltenBurst,
  boulderToss,
  stoneskin,
  quake,
  bedrockStance,
  landslide,
  prismShard,
  crystalLattice,
  gemFocus,
  shatter,
  crystalReflection,
  magmaSlam,
];
