/**
 * The heroes: one per Order and one spanning three Orders (Lightseekers 2.4.1).
 * @module
 */
import { damage, draw, heal, on, stat, when } from '../build.js';
import type { HeroCard } from '../vocabulary-cards.js';

/** Astral hero with superior Solar; heals 1 at the start of each turn (4.1); 21 health (decision L60, was 24). */
export const solenne: HeroCard = {
  kind: 'hero',
  id: 'solenne-dawn-herald',
  name: 'Solenne, Dawn Herald',
  health: 21,
  stats: [stat('Solar', 'superior'), stat('Lunar'), stat('Gravity')],
  trait: { name: 'Daybreak', triggers: [on({ on: 'startOfTurn' }, [heal(1)])] },
};

/** Dread hero: Attacks deal 1 more damage; only 4 combos in the deck (2.1.1); 20 health (decision L55, was 22). */
export const vharok: HeroCard = {
  kind: 'hero',
  id: 'vharok-the-hollow',
  name: 'Vharok the Hollow',
  health: 20,
  stats: [stat('Poison'), stat('Death'), stat('Shadow', 'superior')],
  trait: {
    name: 'Grim Reach',
    lingering: [{ kind: 'damageDealt', amount: 1, filter: { category: 'attack' } }],
  },
  deck: { combos: 4 },
};

/** Mountain hero with a Defend Ability. */
export const brunhild: HeroCard = {
  kind: 'hero',
  id: 'brunhild-cinderheart',
  name: 'Brunhild Cinderheart',
  health: 28,
  stats: [stat('Fire'), stat('Earth'), stat('Crystal')],
  trait: {
    name: 'Stone Resolve',
    ability: { name: 'Stone Resolve', category: 'defend', effects: [heal(2)] },
  },
};

/**
 * Nature hero with superior Forest; heals 1 in each buff phase (4.2.1); 6 combos (2.1.1); 28 health
 * (decision L60, was 25).
 */
export const ilwen: HeroCard = {
  kind: 'hero',
  id: 'ilwen-thornsong',
  name: 'Ilwen Thornsong',
  health: 28,
  stats: [stat('Animal'), stat('Forest', 'superior'), stat('Soul')],
  trait: { name: 'Verdant Kin', triggers: [on({ on: 'eachTurn' }, [heal(1)])] },
  deck: { combos: 6 },
};

/** Storm hero with superior Lightning and an Attack Ability; 32 health (decision L53, was 23). */
export const kestrel: HeroCard = {
  kind: 'hero',
  id: 'kestrel-vane',
  name: 'Kestrel Vane',
  health: 32,
  stats: [stat('Lightning', 'superior'), stat('Water'), stat('Air')],
  trait: { name: 'Gust Bolt', ability: { name: 'Gust Bolt', category: 'attack', effects: [damage(2)] } },
};

/**
 * Tech hero: combos cost one card less; 32 action cards (2.1.1); 28 health (decision L60; 35 with L53,
 * 24 before).
 */
export const maddox: HeroCard = {
  kind: 'hero',
  id: 'tinker-maddox',
  name: 'Tinker Maddox',
  health: 28,
  stats: [stat('Mechanical', 'superior'), stat('Time'), stat('Explosives')],
  trait: { name: 'Overengineered', lingering: [{ kind: 'comboCost', delta: -1 }] },
  deck: { actions: 32 },
};

/**
 * A hero of three Orders: tops up a small hand at the end of each turn (4.5); 35 health (decision L60; 31
 * with L53, 21 before).
 */
export const nyx: HeroCard = {
  kind: 'hero',
  id: 'nyx-quillfeather',
  name: 'Nyx Quillfeather',
  health: 35,
  stats: [stat('Shadow'), stat('Water'), stat('Time')],
  trait: {
    name: 'Night Tide',
    triggers: [
      on({ on: 'endOfTurn' }, [when({ not: { test: 'handAtLeast', who: 'self', count: 2 } }, [draw(1)])]),
    ],
  },
};

/** Every hero. */
export const heroes: readonly HeroCard[] = [solenne, vharok, brunhild, ilwen, kestrel, maddox, nyx];
