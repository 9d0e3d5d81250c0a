/**
 * Dread action cards: Poison, Death and Shadow (Lightseekers 2.3).
 * @module
 */
import { clunky, crossed, damage, discard, draw, heal, lasting, on, orb, when, X } from '../build.js';
import type { ActionCard } from '../vocabulary-cards.js';

/** Poison Attack: 2 damage and the top card of the recipient's deck is discarded. */
export const venomDart: ActionCard = {
  kind: 'action',
  id: 'venom-dart',
  name: 'Venom Dart',
  category: 'attack',
  requires: ['Poison'],
  effects: [damage(2), { do: 'discardTop', count: 1 }],
};

/** Poison rotating buff: 2 damage to your target for three turns. */
export const toxicBloom: ActionCard = {
  kind: 'action',
  id: 'toxic-bloom',
  name: 'Toxic Bloom',
  category: 'buff',
  requires: ['Poison'],
  corners: [orb(2), orb(2), orb(2), null],
  instant: [damage(X(), 'target')],
};

/** Poison Multiplayer Attack: 3 damage, or 1 to each other hero with 3+ players. */
export const blightCloud: ActionCard = {
  kind: 'action',
  id: 'blight-cloud',
  name: 'Blight Cloud',
  category: 'attack',
  requires: ['Poison'],
  effects: [damage(3)],
  multiplayer: [damage(1, 'eachOther'), draw(1)],
};

/** Poison Defend: heal 3. */
export const antidoteDraught: ActionCard = {
  kind: 'action',
  id: 'antidote-draught',
  name: 'Antidote Draught',
  category: 'defend',
  requires: ['Poison'],
  effects: [heal(3)],
};

/** Poison clunky buff that says when it rotates: only while your target has no buffs (2.5.3). */
export const creepingRot: ActionCard = {
  kind: 'action',
  id: 'creeping-rot',
  name: 'Creeping Rot',
  category: 'buff',
  requires: ['Poison'],
  corners: [clunky(3), clunky(2), clunky(1), null],
  rotatesIf: { not: { test: 'buffsAtLeast', who: 'target', count: 1 } },
  instant: [damage(X(), 'target')],
};

/** Death Burn Attack: 4 damage; it can never come back from the discard pile. */
export const reapersToll: ActionCard = {
  kind: 'action',
  id: 'reapers-toll',
  name: "Reaper's Toll",
  category: 'attack',
  requires: ['Death'],
  burn: true,
  effects: [damage(4)],
};

/** Death Defend: two Attack cards back from the discard pile. */
export const graveWhisper: ActionCard = {
  kind: 'action',
  id: 'grave-whisper',
  name: 'Grave Whisper',
  category: 'defend',
  requires: ['Death'],
  effects: [{ do: 'recover', count: 2, to: 'hand', filter: { category: 'attack' } }],
};

/** Death permanent buff: your Attacks deal 1 more, but you take 1 more. */
export const deathlyPact: ActionCard = {
  kind: 'action',
  id: 'deathly-pact',
  name: 'Deathly Pact',
  category: 'buff',
  requires: ['Death'],
  lingering: [
    { kind: 'damageDealt', amount: 1, filter: { category: 'attack' } },
    { kind: 'damageTaken', amount: 1 },
  ],
};

/** Death Attack: 2 damage, 2 more against a hero on 8 health or less. */
export const soulHarvest: ActionCard = {
  kind: 'action',
  id: 'soul-harvest',
  name: 'Soul Harvest',
  category: 'attack',
  requires: ['Death'],
  effects: [damage(2), when({ test: 'healthAtMost', who: 'recipient', amount: 8 }, [damage(2)])],
};

/** Death delayed buff: crossed first corner, then 5 damage to your target; draws when it Expires. */
export const lastRites: ActionCard = {
  kind: 'action',
  id: 'last-rites',
  name: 'Last Rites',
  category: 'buff',
  requires: ['Death'],
  corners: [crossed(), orb(5), null, null],
  instant: [damage(X(), 'target')],
  triggers: [on({ on: 'expire' }, [draw(1)])],
};

/** Shadow Attack: 3 damage, 2 more if you were Attacked Since Your Last Turn. */
export const shadeStrike: ActionCard = {
  kind: 'action',
  id: 'shade-strike',
  name: 'Shade Strike',
  category: 'attack',
  requires: ['Shadow'],
  effects: [damage(3), when({ test: 'sinceYourLastTurn', event: 'attacked' }, [damage(2)])],
};

/** Shadow Defend: take 2 less damage until your next turn, draw a card. */
export const shadowstep: ActionCard = {
  kind: 'action',
  id: 'shadowstep',
  name: 'Shadowstep',
  category: 'defend',
  requires: ['Shadow'],
  effects: [lasting('startOfYourNextTurn', [{ kind: 'damageTaken', amount: -2 }]), draw(1)],
};

/** Shadow permanent buff whose Ability makes all your buffs trigger their current effects (4.1). */
export const mimickingShade: ActionCard = {
  kind: 'action',
  id: 'mimicking-shade',
  name: 'Mimicking Shade',
  category: 'buff',
  requires: ['Shadow'],
  abilities: [{ name: 'Mirror Dance', effects: [{ do: 'echo', buffs: { pick: 'all', of: 'self' } }] }],
};

/** Shadow Attack: the recipient Discards a card of their choice; you draw one. */
export const nightfallThief: ActionCard = {
  kind: 'action',
  id: 'nightfall-thief',
  name: 'Nightfall Thief',
  category: 'attack',
  requires: ['Shadow'],
  effects: [discard(1), draw(1)],
};

/** Shadow permanent buff that stores a card each turn; its Ability hands them all over (6.1.4). */
export const shadowCache: ActionCard = {
  kind: 'action',
  id: 'shadow-cache',
  name: 'Shadow Cache',
  category: 'buff',
  requires: ['Shadow'],
  instant: [{ do: 'store', from: 'deckTop', count: 1 }],
  abilities: [{ name: 'Open the Cache', effects: [{ do: 'releaseStored' }] }],
};

/** All Dread action cards. */
export const dreadActions: readonly ActionCard[] = [
  venomDart,
  toxicBloom,
  blightCloud,
  antidoteDraught,
  creepingRot,
  reapersToll,
  graveWhisper,
  deathlyPact,
  soulHarvest,
  lastRites,
  shadeStrike,
  shadowstep,
  mimickingShade,
  nightfallThief,
  shadowCache,
];
