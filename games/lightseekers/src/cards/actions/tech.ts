/**
 * Tech action cards: Mechanical, Time and Explosives (Lightseekers 2.3).
 * @module
 */
import { clunky, crossed, damage, draw, heal, lasting, on, orb, rotate, when, X } from '../build.js';
import type { ActionCard } from '../vocabulary-cards.js';

/** Mechanical Attack: 2 damage, 2 more if you have an item equipped. */
export const rivetGun: ActionCard = {
  kind: 'action',
  id: 'rivet-gun',
  name: 'Rivet Gun',
  category: 'attack',
  requires: ['Mechanical'],
  effects: [damage(2), when({ test: 'itemsAtLeast', who: 'self', count: 1 }, [damage(2)])],
};

/** Mechanical Defend: heal 2 and take 1 less damage until your next turn. */
export const gearShield: ActionCard = {
  kind: 'action',
  id: 'gear-shield',
  name: 'Gear Shield',
  category: 'defend',
  requires: ['Mechanical'],
  effects: [heal(2), lasting('startOfYourNextTurn', [{ kind: 'damageTaken', amount: -1 }])],
};

/** Mechanical permanent buff: draw a card whenever you Equip an item. */
export const assemblyLine: ActionCard = {
  kind: 'action',
  id: 'assembly-line',
  name: 'Assembly Line',
  category: 'buff',
  requires: ['Mechanical'],
  triggers: [on({ on: 'act', act: 'equip', by: 'self', timing: 'after' }, [draw(1)])],
};

/** Mechanical clunky buff: its Ability fetches an item from your deck, twice. */
export const servoArm: ActionCard = {
  kind: 'action',
  id: 'servo-arm',
  name: 'Servo Arm',
  category: 'buff',
  requires: ['Mechanical'],
  corners: [clunky(), clunky(), null, null],
  abilities: [{ name: 'Retrieve', effects: [{ do: 'search', filter: { category: 'item' } }] }],
};

/** Mechanical Attack: 2 damage for each item you have equipped. */
export const scrapCannon: ActionCard = {
  kind: 'action',
  id: 'scrap-cannon',
  name: 'Scrap Cannon',
  category: 'attack',
  requires: ['Mechanical'],
  effects: [damage({ count: 'items', of: 'self', times: 2 })],
};

/** Time Defend: Restart one of your buffs and draw. */
export const rewind: ActionCard = {
  kind: 'action',
  id: 'rewind',
  name: 'Rewind',
  category: 'defend',
  requires: ['Time'],
  effects: [{ do: 'restart', buffs: { pick: 'chosen', of: 'self', count: 1 } }, draw(1)],
};

/** Time Attack: the recipient can't Draw until their next turn ends. */
export const chronoLock: ActionCard = {
  kind: 'action',
  id: 'chrono-lock',
  name: 'Chrono Lock',
  category: 'attack',
  requires: ['Time'],
  effects: [damage(1), lasting('endOfTheirNextTurn', [{ kind: 'cannotDraw' }])],
};

/** Time rotating buff with four corners: heals 2 each turn until it comes back upright and Expires. */
export const temporalLoop: ActionCard = {
  kind: 'action',
  id: 'temporal-loop',
  name: 'Temporal Loop',
  category: 'buff',
  requires: ['Time'],
  corners: [orb(2), orb(2), orb(2), orb(2)],
  instant: [heal(X())],
};

/** Time Burn Defend: two extra actions. */
export const timeSkip: ActionCard = {
  kind: 'action',
  id: 'time-skip',
  name: 'Time Skip',
  category: 'defend',
  requires: ['Time'],
  burn: true,
  effects: [{ do: 'extraActions', count: 2 }],
};

/** Time Attack: 2 damage; while on top of your discard pile, heals you at the start of your turn. */
export const echoingSecond: ActionCard = {
  kind: 'action',
  id: 'echoing-second',
  name: 'Echoing Second',
  category: 'attack',
  requires: ['Time'],
  effects: [damage(2)],
  fromDiscard: [on({ on: 'startOfTurn' }, [heal(1)])],
};

/** Time permanent buff: its Ability Rotates each of your buffs to its right forwards (6.1.5). */
export const hourglass: ActionCard = {
  kind: 'action',
  id: 'hourglass',
  name: 'Hourglass',
  category: 'buff',
  requires: ['Time'],
  abilities: [{ name: 'Turn the Glass', effects: [rotate('forward', { pick: 'rightOfThis' })] }],
};

/** Explosives Attack: 4 damage, 1 to yourself. */
export const blastCharge: ActionCard = {
  kind: 'action',
  id: 'blast-charge',
  name: 'Blast Charge',
  category: 'attack',
  requires: ['Explosives'],
  effects: [damage(4), damage(1, 'self')],
};

/** Explosives delayed buff: two crossed corners, then 6 damage to your target. */
export const fuseTimer: ActionCard = {
  kind: 'action',
  id: 'fuse-timer',
  name: 'Fuse Timer',
  category: 'buff',
  requires: ['Explosives'],
  corners: [crossed(), crossed(), orb(6), null],
  instant: [damage(X(), 'target')],
};

/** Explosives Burn Attack: Remove all of the recipient's buffs. */
export const demolition: ActionCard = {
  kind: 'action',
  id: 'demolition',
  name: 'Demolition',
  category: 'attack',
  requires: ['Explosives'],
  burn: true,
  effects: [{ do: 'remove', count: 'all' }],
};

/** Explosives permanent buff: 3 damage to your target when it leaves play. */
export const powderKeg: ActionCard = {
  kind: 'action',
  id: 'powder-keg',
  name: 'Powder Keg',
  category: 'buff',
  requires: ['Explosives'],
  triggers: [on({ on: 'leavePlay' }, [damage(3, 'target')])],
};

/** Explosives Defend: heal 2 and draw a card. */
export const blastShelter: ActionCard = {
  kind: 'action',
  id: 'blast-shelter',
  name: 'Blast Shelter',
  category: 'defend',
  requires: ['Explosives'],
  effects: [heal(2), draw(1)],
};

/** All Tech action cards. */
export const techActions: readonly ActionCard[] = [
  rivetGun,
  gearShield,
  assemblyLine,
  servoArm,
  scrapCannon,
  rewind,
  chronoLock,
  temporalLoop,
  timeSkip,
  echoingSecond,
  hourglass,
  blastCharge,
  fuseTimer,
  demolition,
  powderKeg,
  blastShelter,
];
