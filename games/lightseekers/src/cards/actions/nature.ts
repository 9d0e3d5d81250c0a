/**
 * Nature action cards: Animal, Forest and Soul (Lightseekers 2.3).
 * @module
 */
import { clunky, crossed, damage, heal, lasting, on, orb, X } from '../build.js';
import type { ActionCard } from '../vocabulary-cards.js';

/** Animal Attack: a plain 3 damage. */
export const pounce: ActionCard = {
  kind: 'action',
  id: 'pounce',
  name: 'Pounce',
  category: 'attack',
  requires: ['Animal'],
  effects: [damage(3)],
};

/** Animal permanent buff: heal 1 each time you Attack. */
export const packHowl: ActionCard = {
  kind: 'action',
  id: 'pack-howl',
  name: 'Pack Howl',
  category: 'buff',
  requires: ['Animal'],
  triggers: [on({ on: 'act', act: 'attack', by: 'self' }, [heal(1)])],
};

/** Animal Attack: 2 damage and an extra action. */
export const feralCharge: ActionCard = {
  kind: 'action',
  id: 'feral-charge',
  name: 'Feral Charge',
  category: 'attack',
  requires: ['Animal'],
  effects: [damage(2), { do: 'extraActions', count: 1 }],
};

/** Animal Defend: heal 2 and fetch an Animal card from the deck. */
export const denMother: ActionCard = {
  kind: 'action',
  id: 'den-mother',
  name: 'Den Mother',
  category: 'defend',
  requires: ['Animal'],
  effects: [heal(2), { do: 'search', filter: { affinity: 'Animal' } }],
};

/** Animal clunky buff with an Attack Ability dealing X; rotates when the Ability is used (2.5.3). */
export const beastCompanion: ActionCard = {
  kind: 'action',
  id: 'beast-companion',
  name: 'Beast Companion',
  category: 'buff',
  requires: ['Animal'],
  corners: [clunky(2), clunky(2), clunky(2), null],
  abilities: [{ name: 'Maul', category: 'attack', effects: [damage(X())] }],
};

/** Forest Attack: 2 damage, heal 1. */
export const thornlash: ActionCard = {
  kind: 'action',
  id: 'thornlash',
  name: 'Thornlash',
  category: 'attack',
  requires: ['Forest'],
  effects: [damage(2), heal(1)],
};

/** Forest permanent buff: heal 1 in every buff phase. */
export const groveSanctuary: ActionCard = {
  kind: 'action',
  id: 'grove-sanctuary',
  name: 'Grove Sanctuary',
  category: 'buff',
  requires: ['Forest'],
  instant: [heal(1)],
};

/** Forest Attack: the recipient takes at most 1 action per turn until their next turn ends (6.1.6). */
export const vineSnare: ActionCard = {
  kind: 'action',
  id: 'vine-snare',
  name: 'Vine Snare',
  category: 'attack',
  requires: ['Forest'],
  effects: [lasting('endOfTheirNextTurn', [{ kind: 'actionLimit', max: 1 }])],
};

/** Forest rotating buff: heal X, X rising 1, 2, 3. */
export const overgrowth: ActionCard = {
  kind: 'action',
  id: 'overgrowth',
  name: 'Overgrowth',
  category: 'buff',
  requires: ['Forest'],
  corners: [orb(1), orb(2), orb(3), null],
  instant: [heal(X())],
};

/** Forest Defend: Return one of your buffs to your hand and heal 2. */
export const seedlingReturn: ActionCard = {
  kind: 'action',
  id: 'seedling-return',
  name: 'Seedling Return',
  category: 'defend',
  requires: ['Forest'],
  effects: [{ do: 'return', count: 1, from: 'self' }, heal(2)],
};

/** Soul Attack: a plain 3 damage. */
export const spiritLance: ActionCard = {
  kind: 'action',
  id: 'spirit-lance',
  name: 'Spirit Lance',
  category: 'attack',
  requires: ['Soul'],
  effects: [damage(3)],
};

/** Soul Unique permanent buff: your healing heals 1 more. */
export const soulBond: ActionCard = {
  kind: 'action',
  id: 'soul-bond',
  name: 'Soul Bond',
  category: 'buff',
  requires: ['Soul'],
  unique: true,
  lingering: [{ kind: 'healingDone', amount: 1 }],
};

/** Soul Defend: Move a Valid buff from your discard pile into play (not Played). */
export const ancestralEcho: ActionCard = {
  kind: 'action',
  id: 'ancestral-echo',
  name: 'Ancestral Echo',
  category: 'defend',
  requires: ['Soul'],
  effects: [{ do: 'moveIntoPlay', from: 'discard' }],
};

/** Soul rotating buff with a crossed middle corner: heal 2, nothing, heal 2. */
export const wanderingSpirit: ActionCard = {
  kind: 'action',
  id: 'wandering-spirit',
  name: 'Wandering Spirit',
  category: 'buff',
  requires: ['Soul'],
  corners: [orb(2), crossed(), orb(2), null],
  instant: [heal(X())],
};

/** Soul Defend: Swap one of your buffs with a buff from your discard pile. */
export const soulSwap: ActionCard = {
  kind: 'action',
  id: 'soul-swap',
  name: 'Soul Swap',
  category: 'defend',
  requires: ['Soul'],
  effects: [{ do: 'swap', with: 'discard' }],
};

/** All Nature action cards. */
export const natureActions: readonly ActionCard[] = [
  pounce,
  packHowl,
  feralCharge,
  denMother,
  beastCompanion,
  thornlash,
  groveSanctuary,
  vineSnare,
  overgrowth,
  seedlingReturn,
  spiritLance,
  soulBond,
  ancestralEcho,
  wanderingSpirit,
  soulSwap,
];
