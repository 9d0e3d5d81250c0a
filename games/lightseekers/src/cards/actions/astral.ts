/**
 * Astral action cards: Solar, Lunar and Gravity (Lightseekers 2.3).
 * @module
 */
import { clunky, damage, draw, heal, lasting, on, orb, remove, rotate, whenAttacked, X } from '../build.js';
import type { ActionCard } from '../vocabulary-cards.js';

/** Solar Attack: a plain 3 damage. */
export const sunspearVolley: ActionCard = {
  kind: 'action',
  id: 'sunspear-volley',
  name: 'Sunspear Volley',
  category: 'attack',
  requires: ['Solar'],
  effects: [damage(3)],
};

/** Solar Defend: heal 4. */
export const dawnlightMending: ActionCard = {
  kind: 'action',
  id: 'dawnlight-mending',
  name: 'Dawnlight Mending',
  category: 'defend',
  requires: ['Solar'],
  effects: [heal(4)],
};

/** Solar rotating buff: X damage to your target each turn, X falling 3, 2, 1. */
export const coronaHalo: ActionCard = {
  kind: 'action',
  id: 'corona-halo',
  name: 'Corona Halo',
  category: 'buff',
  requires: ['Solar'],
  corners: [orb(3), orb(2), orb(1), null],
  instant: [damage(X(), 'target')],
};

/** Solar Multiplayer Attack: 4 damage, or 2 to each other hero with 3+ players. */
export const solarFlareRite: ActionCard = {
  kind: 'action',
  id: 'solar-flare-rite',
  name: 'Solar Flare Rite',
  category: 'attack',
  requires: ['Solar'],
  effects: [damage(4)],
  multiplayer: [damage(2, 'eachOther')],
};

/** Solar Unique permanent buff: take 1 less damage. */
export const radiantBulwark: ActionCard = {
  kind: 'action',
  id: 'radiant-bulwark',
  name: 'Radiant Bulwark',
  category: 'buff',
  requires: ['Solar'],
  unique: true,
  lingering: [{ kind: 'damageTaken', amount: -1 }],
};

/** Lunar Attack: 2 damage and draw a card. */
export const moonsilverArrow: ActionCard = {
  kind: 'action',
  id: 'moonsilver-arrow',
  name: 'Moonsilver Arrow',
  category: 'attack',
  requires: ['Lunar'],
  effects: [damage(2), draw(1)],
};

/** Lunar Defend: heal 2, draw a card. */
export const tidewaneVeil: ActionCard = {
  kind: 'action',
  id: 'tidewane-veil',
  name: 'Tidewane Veil',
  category: 'defend',
  requires: ['Lunar'],
  effects: [heal(2), draw(1)],
};

/** Lunar permanent buff: Cancels the Next Attack against you, then Expires. */
export const crescentWard: ActionCard = {
  kind: 'action',
  id: 'crescent-ward',
  name: 'Crescent Ward',
  category: 'buff',
  requires: ['Lunar'],
  triggers: [on(whenAttacked, [{ do: 'cancel' }], true)],
};

/** Lunar rotating buff with a different effect on each corner. */
export const phasesOfTheMoon: ActionCard = {
  kind: 'action',
  id: 'phases-of-the-moon',
  name: 'Phases of the Moon',
  category: 'buff',
  requires: ['Lunar'],
  corners: [
    orb(undefined, [draw(1)]),
    orb(undefined, [heal(2)]),
    orb(undefined, [damage(2, 'target')]),
    null,
  ],
};

/** Lunar Defend: bring a card back from the discard pile (Burn cards stay). */
export const lunarRecall: ActionCard = {
  kind: 'action',
  id: 'lunar-recall',
  name: 'Lunar Recall',
  category: 'defend',
  requires: ['Lunar'],
  effects: [{ do: 'recover', count: 1, to: 'hand' }],
};

/** Lunar Attack: 1 damage, and the recipient can't Attack until their next turn ends (4.3.2). */
export const moonlitLull: ActionCard = {
  kind: 'action',
  id: 'moonlit-lull',
  name: 'Moonlit Lull',
  category: 'attack',
  requires: ['Lunar'],
  effects: [damage(1), lasting('endOfTheirNextTurn', [{ kind: 'cannotAttack' }])],
};

/** Gravity Attack: 2 damage and Remove one of the recipient's buffs. */
export const crushingWeight: ActionCard = {
  kind: 'action',
  id: 'crushing-weight',
  name: 'Crushing Weight',
  category: 'attack',
  requires: ['Gravity'],
  effects: [damage(2), remove(1)],
};

/** Gravity Attack: 1 damage and Rotate one of the recipient's buffs forwards. */
export const orbitPull: ActionCard = {
  kind: 'action',
  id: 'orbit-pull',
  name: 'Orbit Pull',
  category: 'attack',
  requires: ['Gravity'],
  effects: [damage(1), rotate('forward', { pick: 'chosen', of: 'recipient', count: 1 })],
};

/** Gravity permanent buff with an Ability that Rotates one of your buffs backwards. */
export const eventHorizon: ActionCard = {
  kind: 'action',
  id: 'event-horizon',
  name: 'Event Horizon',
  category: 'buff',
  requires: ['Gravity'],
  abilities: [{ name: 'Collapse', effects: [rotate('backward', { pick: 'chosen', of: 'self', count: 1 })] }],
};

/** Gravity clunky buff: when Attacked, deal X to the attacker, then rotate. */
export const gravityWell: ActionCard = {
  kind: 'action',
  id: 'gravity-well',
  name: 'Gravity Well',
  category: 'buff',
  requires: ['Gravity'],
  corners: [clunky(3), clunky(2), clunky(1), null],
  triggers: [on(whenAttacked, [damage(X(), 'actor')])],
};

/** Gravity Defend: Restart one of your buffs. */
export const stellarReset: ActionCard = {
  kind: 'action',
  id: 'stellar-reset',
  name: 'Stellar Reset',
  category: 'defend',
  requires: ['Gravity'],
  effects: [{ do: 'restart', buffs: { pick: 'chosen', of: 'self', count: 1 } }, heal(1)],
};

/** All Astral action cards. */
export const astralActions: readonly ActionCard[] = [
  sunspearVolley,
  dawnlightMending,
  coronaHalo,
  solarFlareRite,
  radiantBulwark,
  moonsilverArrow,
  tidewaneVeil,
  crescentWard,
  phasesOfTheMoon,
  lunarRecall,
  moonlitLull,
  crushingWeight,
  orbitPull,
  eventHorizon,
  gravityWell,
  stellarReset,
];
