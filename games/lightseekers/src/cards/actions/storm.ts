/**
 * Storm action cards: Lightning, Water and Air (Lightseekers 2.3).
 * @module
 */
import { clunky, damage, draw, heal, lasting, on, orb, remove, rotate, whenAttacked, X } from '../build.js';
import type { ActionCard } from '../vocabulary-cards.js';

/** Lightning Multiplayer Attack: 3 damage; with 3+ players 2 to your target and 2 to your enemy. */
export const thunderclap: ActionCard = {
  kind: 'action',
  id: 'thunderclap',
  name: 'Thunderclap',
  category: 'attack',
  requires: ['Lightning'],
  effects: [damage(3)],
  multiplayer: [damage(2, 'target'), damage(2, 'enemy')],
};

/** Lightning rotating buff: X damage to your target, X rising 1, 2, 3. */
export const staticCharge: ActionCard = {
  kind: 'action',
  id: 'static-charge',
  name: 'Static Charge',
  category: 'buff',
  requires: ['Lightning'],
  corners: [orb(1), orb(2), orb(3), null],
  instant: [damage(X(), 'target')],
};

/** Lightning Attack: 2 damage to each other hero. */
export const chainLightning: ActionCard = {
  kind: 'action',
  id: 'chain-lightning',
  name: 'Chain Lightning',
  category: 'attack',
  requires: ['Lightning'],
  effects: [damage(2, 'eachOther')],
};

/** Lightning Defend: Rotate all your buffs forwards; each triggers the corner it lands on (4.3.6). */
export const stormSurge: ActionCard = {
  kind: 'action',
  id: 'storm-surge',
  name: 'Storm Surge',
  category: 'defend',
  requires: ['Lightning'],
  effects: [rotate('forward', { pick: 'all', of: 'self' })],
};

/** Lightning Attack: 1 damage and the recipient's items are Dormant until their next turn ends. */
export const overload: ActionCard = {
  kind: 'action',
  id: 'overload',
  name: 'Overload',
  category: 'attack',
  requires: ['Lightning'],
  effects: [damage(1), lasting('endOfTheirNextTurn', [{ kind: 'itemsDormant' }])],
};

/** Water Attack: a plain 3 damage. */
export const tidalCrash: ActionCard = {
  kind: 'action',
  id: 'tidal-crash',
  name: 'Tidal Crash',
  category: 'attack',
  requires: ['Water'],
  effects: [damage(3)],
};

/** Water Defend: heal 4. */
export const healingRain: ActionCard = {
  kind: 'action',
  id: 'healing-rain',
  name: 'Healing Rain',
  category: 'defend',
  requires: ['Water'],
  effects: [heal(4)],
};

/** Water Attack: Return one of the recipient's buffs to its owner's hand. */
export const whirlpool: ActionCard = {
  kind: 'action',
  id: 'whirlpool',
  name: 'Whirlpool',
  category: 'attack',
  requires: ['Water'],
  effects: [{ do: 'return', count: 1 }, damage(1)],
};

/** Water clunky buff: when Attacked, heal X, then rotate. */
export const riptideWard: ActionCard = {
  kind: 'action',
  id: 'riptide-ward',
  name: 'Riptide Ward',
  category: 'buff',
  requires: ['Water'],
  corners: [clunky(3), clunky(2), clunky(1), null],
  triggers: [on(whenAttacked, [heal(X())])],
};

/** Water Defend: Immune to Fire cards until your next turn; draw a card. */
export const mistForm: ActionCard = {
  kind: 'action',
  id: 'mist-form',
  name: 'Mist Form',
  category: 'defend',
  requires: ['Water'],
  effects: [lasting('startOfYourNextTurn', [{ kind: 'immune', against: { affinity: 'Fire' } }]), draw(1)],
};

/** Air Attack: 2 damage and Rotate one of the recipient's buffs forwards. */
export const galeSlash: ActionCard = {
  kind: 'action',
  id: 'gale-slash',
  name: 'Gale Slash',
  category: 'attack',
  requires: ['Air'],
  effects: [damage(2), rotate('forward', { pick: 'chosen', of: 'recipient', count: 1 })],
};

/** Air Defend: draw 2. */
export const updraft: ActionCard = {
  kind: 'action',
  id: 'updraft',
  name: 'Updraft',
  category: 'defend',
  requires: ['Air'],
  effects: [draw(2)],
};

/** Air rotating buff: one more action per turn for two turns. */
export const tailwind: ActionCard = {
  kind: 'action',
  id: 'tailwind',
  name: 'Tailwind',
  category: 'buff',
  requires: ['Air'],
  corners: [orb(), orb(), null, null],
  lingering: [{ kind: 'actions', delta: 1 }],
};

/** Air Attack: Remove a buff from each other hero. */
export const cyclone: ActionCard = {
  kind: 'action',
  id: 'cyclone',
  name: 'Cyclone',
  category: 'attack',
  requires: ['Air'],
  effects: [remove(1, 'eachOther'), damage(1)],
};

/** Air permanent buff: after you Defend, heal 1. */
export const zephyrSprite: ActionCard = {
  kind: 'action',
  id: 'zephyr-sprite',
  name: 'Zephyr Sprite',
  category: 'buff',
  requires: ['Air'],
  triggers: [on({ on: 'act', act: 'defend', by: 'self', timing: 'after' }, [heal(1)])],
};

/** Storm Attack: 3 damage; any Storm Element will do (2.3: an Order on a card). */
export const squall: ActionCard = {
  kind: 'action',
  id: 'squall',
  name: 'Squall',
  category: 'attack',
  requires: ['Storm'],
  effects: [damage(3)],
};

/** All Storm action cards. */
export const stormActions: readonly ActionCard[] = [
  thunderclap,
  staticCharge,
  chainLightning,
  stormSurge,
  overload,
  tidalCrash,
  healingRain,
  whirlpool,
  riptideWard,
  mistForm,
  galeSlash,
  updraft,
  tailwind,
  cyclone,
  zephyrSprite,
  squall,
];
