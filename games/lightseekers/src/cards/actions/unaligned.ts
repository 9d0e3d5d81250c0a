/**
 * Unaligned action cards: playable by any hero (Lightseekers 2.3, 2.4.2).
 * @module
 */
import { clunky, damage, draw, heal, on, orb, remove, rotate, X } from '../build.js';
import type { ActionCard } from '../vocabulary-cards.js';

/** Unaligned Attack: 2 damage. */
export const jab: ActionCard = {
  kind: 'action',
  id: 'jab',
  name: 'Jab',
  category: 'attack',
  requires: [],
  effects: [damage(2)],
};

/** Unaligned Defend: heal 2. */
export const rally: ActionCard = {
  kind: 'action',
  id: 'rally',
  name: 'Rally',
  category: 'defend',
  requires: [],
  effects: [heal(2)],
};

/** Unaligned Defend: put a card from hand back into the deck, then draw 2. */
export const quickStudy: ActionCard = {
  kind: 'action',
  id: 'quick-study',
  name: 'Quick Study',
  category: 'defend',
  requires: [],
  effects: [{ do: 'tuck', count: 1 }, draw(2)],
};

/** Unaligned Defend: shuffle a card from your discard pile back into your deck and heal 1. */
export const scavenge: ActionCard = {
  kind: 'action',
  id: 'scavenge',
  name: 'Scavenge',
  category: 'defend',
  requires: [],
  effects: [{ do: 'recover', count: 1, to: 'deck' }, heal(1)],
};

/** Unaligned Unique permanent buff: your combos cost one card less. */
export const luckyCharm: ActionCard = {
  kind: 'action',
  id: 'lucky-charm',
  name: 'Lucky Charm',
  category: 'buff',
  requires: [],
  unique: true,
  lingering: [{ kind: 'comboCost', delta: -1 }],
};

/** Unaligned rotating buff: other heroes' combos cost one card more for two turns. */
export const dampeningField: ActionCard = {
  kind: 'action',
  id: 'dampening-field',
  name: 'Dampening Field',
  category: 'buff',
  requires: [],
  corners: [orb(), orb(), null, null],
  lingering: [{ kind: 'comboCost', delta: 1, to: 'eachOther' }],
};

/** Unaligned Defend: all your buffs trigger their current effects again (not start-of-turn ones, 4.1). */
export const resonance: ActionCard = {
  kind: 'action',
  id: 'resonance',
  name: 'Resonance',
  category: 'defend',
  requires: [],
  effects: [{ do: 'echo', buffs: { pick: 'all', of: 'self' } }],
};

/** Unaligned Defend: Remove one of your own buffs, then draw 2. */
export const springCleaning: ActionCard = {
  kind: 'action',
  id: 'spring-cleaning',
  name: 'Spring Cleaning',
  category: 'defend',
  requires: [],
  effects: [remove(1, 'self'), draw(2)],
};

/** Unaligned permanent buff whose Ability Rotates one buff of your target forwards. */
export const signalJammer: ActionCard = {
  kind: 'action',
  id: 'signal-jammer',
  name: 'Signal Jammer',
  category: 'buff',
  requires: [],
  abilities: [
    {
      name: 'Jam',
      category: 'attack',
      effects: [rotate('forward', { pick: 'chosen', of: 'recipient', count: 1 })],
    },
  ],
};

/** Unaligned clunky buff: X damage to another hero who Plays a card, then it rotates. */
export const tripwireSigil: ActionCard = {
  kind: 'action',
  id: 'tripwire-sigil',
  name: 'Tripwire Sigil',
  category: 'buff',
  requires: [],
  corners: [clunky(1), clunky(1), null, null],
  triggers: [on({ on: 'act', act: 'play', by: 'other' }, [damage(X(), 'actor')])],
};

/** All Unaligned action cards (items excluded). */
export const unalignedActions: readonly ActionCard[] = [
  jab,
  rally,
  quickStudy,
  scavenge,
  luckyCharm,
  dampeningField,
  resonance,
  springCleaning,
  signalJammer,
  tripwireSigil,
];
