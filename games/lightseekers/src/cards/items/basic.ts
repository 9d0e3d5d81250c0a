/**
 * Items granting a basic Element (Lightseekers 2.5.4).
 * @module
 */
import { damage, draw, heal, on, stat } from '../build.js';
import type { ActionCard } from '../vocabulary-cards.js';

/** 1 point, basic Fire. */
export const emberBrand: ActionCard = {
  kind: 'action',
  id: 'ember-brand',
  name: 'Ember Brand',
  category: 'item',
  requires: [],
  points: 1,
  grants: stat('Fire'),
};

/** 1 point, basic Lunar; heals 1 after each Buff you play. */
export const moonstoneCharm: ActionCard = {
  kind: 'action',
  id: 'moonstone-charm',
  name: 'Moonstone Charm',
  category: 'item',
  requires: [],
  points: 1,
  grants: stat('Lunar'),
  triggers: [on({ on: 'act', act: 'buff', by: 'self', timing: 'after' }, [heal(1)])],
};

/** 1 point, basic Water; heals 1 at the start of your turn (4.1). */
export const tideglassAmulet: ActionCard = {
  kind: 'action',
  id: 'tideglass-amulet',
  name: 'Tideglass Amulet',
  category: 'item',
  requires: [],
  points: 1,
  grants: stat('Water'),
  triggers: [on({ on: 'startOfTurn' }, [heal(1)])],
};

/** 1 point, basic Forest, with a Defend Ability: heal 2. */
export const ironbarkShield: ActionCard = {
  kind: 'action',
  id: 'ironbark-shield',
  name: 'Ironbark Shield',
  category: 'item',
  requires: [],
  points: 1,
  grants: stat('Forest'),
  abilities: [{ name: 'Brace', category: 'defend', effects: [heal(2)] }],
};

/** 1 point, basic Poison; deals 1 to your target in each of your buff phases (4.2.1). */
export const venomVial: ActionCard = {
  kind: 'action',
  id: 'venom-vial',
  name: 'Venom Vial',
  category: 'item',
  requires: [],
  points: 1,
  grants: stat('Poison'),
  triggers: [on({ on: 'eachTurn' }, [damage(1, 'target')])],
};

/** 1 point, basic Air; Immune to Discard effects. */
export const featherCloak: ActionCard = {
  kind: 'action',
  id: 'feather-cloak',
  name: 'Feather Cloak',
  category: 'item',
  requires: [],
  points: 1,
  grants: stat('Air'),
  lingering: [{ kind: 'immune', against: 'discard' }],
};

/** 1 point, basic Death. */
export const boneTotem: ActionCard = {
  kind: 'action',
  id: 'bone-totem',
  name: 'Bone Totem',
  category: 'item',
  requires: [],
  points: 1,
  grants: stat('Death'),
};

/** 1 point, basic Animal; your Attacks deal 1 more damage. */
export const beastclaw: ActionCard = {
  kind: 'action',
  id: 'beastclaw',
  name: 'Beastclaw',
  category: 'item',
  requires: [],
  points: 1,
  grants: stat('Animal'),
  lingering: [{ kind: 'damageDealt', amount: 1, filter: { category: 'attack' } }],
};

/** 2 points, basic Time; one more action each turn. */
export const pocketChronometer: ActionCard = {
  kind: 'action',
  id: 'pocket-chronometer',
  name: 'Pocket Chronometer',
  category: 'item',
  requires: [],
  points: 2,
  grants: stat('Time'),
  lingering: [{ kind: 'actions', delta: 1 }],
};

/** 1 point, basic Gravity; heals 1 after each Defend you play. */
export const orbitStone: ActionCard = {
  kind: 'action',
  id: 'orbit-stone',
  name: 'Orbit Stone',
  category: 'item',
  requires: [],
  points: 1,
  grants: stat('Gravity'),
  triggers: [on({ on: 'act', act: 'defend', by: 'self', timing: 'after' }, [heal(1)])],
};

/** 1 point, basic Soul; draws a card at the start of your turn (4.1). */
export const spiritLocket: ActionCard = {
  kind: 'action',
  id: 'spirit-locket',
  name: 'Spirit Locket',
  category: 'item',
  requires: [],
  points: 1,
  grants: stat('Soul'),
  triggers: [on({ on: 'startOfTurn' }, [draw(1)])],
};

/** 2 points, basic Explosives, with an Attack Ability dealing 2 to the recipient and 1 to you. */
export const blastingCap: ActionCard = {
  kind: 'action',
  id: 'blasting-cap',
  name: 'Blasting Cap',
  category: 'item',
  requires: [],
  points: 2,
  grants: stat('Explosives'),
  abilities: [{ name: 'Detonate', category: 'attack', effects: [damage(2), damage(1, 'self')] }],
};

/** All basic items. */
export const basicItems: readonly ActionCard[] = [
  emberBrand,
  moonstoneCharm,
  tideglassAmulet,
  ironbarkShield,
  venomVial,
  featherCloak,
  boneTotem,
  beastclaw,
  pocketChronometer,
  orbitStone,
  spiritLocket,
  blastingCap,
];
