/**
 * The heroes: one per Order and one spanning three Orders (Lightseekers 2.4.1).
 * @module
 */
import { damage, draw, heal, on, stat, when } from '../build.js';
import type { HeroCard } from '../vocabulary-cards.js';

/**
 * Astral hero with superior Solar; heals 1 at the start of each turn while on 15 health or less (4.1,
 * decision L61); 21 health (decision L60, was 24).
 */
export const solenne: HeroCard = {
  kind: 'hero',
  id: 'solenne-dawn-herald',
  name: 'Solenne, Dawn Herald',
  health: 21,
  stats: [stat('Solar', 'superior'), stat('Lunar'), stat('Gravity')],
  trait: { name: 'Daybreak', triggers: [on({ on: 'startOfTurn' }, [whenHurt(15, [heal(1)])])] },
};

/**
 * Dread hero: Attacks deal 1 more damage; only 4 combos in the deck (2.1.1); 22 health (decision L67; 21
 * with L64, 20 with L55, 22 before).
 */
export const vharok: HeroCard = {
  kind: 'hero',
  id: 'vharok-the-hollow',
  name: 'Vharok the Hollow',
  health: 22,
  stats: [stat('Poison'), stat('Death'), stat('Shadow', 'superior')],
  trait: {
    name: 'Grim Reach',
    lingering: [{ kind: 'damageDealt', amount: 1, filter: { category: 'attack' } }],
  },
  deck: { combos: 4 },
};

/**
 * Mountain hero with a Defend Ability that heals 2, usable only while she is on 17 health or less
 * (decision L68; L61 let her use it at any health and healed only on 20 or less).
 */
export const brunhild: HeroCard = {
  kind: 'hero',
  id: 'brunhild-cinderheart',
  name: 'Brunhild Cinderheart',
  health: 28,
  stats: [stat('Fire'), stat('Earth'), stat('Crystal')],
  trait: {
    name: 'Stone Resolve',
    ability: {
      name: 'Stone Resolve',
      category: 'defend',
      usableWhile: { test: 'healthAtMost', who: 'self', amount: 17 },
      effects: [heal(2)],
    },
  },
};

/**
 * Nature hero with superior Forest; heals 1 in each buff phase while on 15 health or less (4.2.1,
 * decision L61); 6 combos (2.1.1); 31 health (decision L64; 28 with L60, 25 before).
 */
export const ilwen: HeroCard = {
  kind: 'hero',
  id: 'ilwen-thornsong',
  name: 'Ilwen Thornsong',
  health: 31,
  stats: [stat('Animal'), stat('Forest', 'superior'), stat('Soul')],
  trait: { name: 'Verdant Kin', triggers: [on({ on: 'eachTurn' }, [whenHurt(15, [heal(1)])])] },
  deck: { combos: 6 },
};

/**
 * Storm hero with superior Lightning: 1 damage to her target in each of her buff phases (decision L62,
 * an Attack Ability of 2 damage before); 28 health (decision L64; 32 with L53, 23 before).
 */
export const kestrel: HeroCard = {
  kind: 'hero',
  id: 'kestrel-vane',
  name: 'Kestrel Vane',
  health: 28,
  stats: [stat('Lightning', 'superior'), stat('Water'), stat('Air')],
  trait: { name: 'Gust Bolt', triggers: [on({ on: 'eachTurn' }, [damage(1, 'target')])] },
};

/**
 * Tech hero: combos cost one card less; 32 action cards (2.1.1); 35 health (decision L64; 28 with L60,
 * 35 with L53, 24 before).
 */
export const maddox: HeroCard = {
  kind: 'hero',
  id: 'tinker-maddox',
  name: 'Tinker Maddox',
  health: 35,
  stats: [stat('Mechanical', 'superior'), stat('Time'), stat('Explosives')],
  trait: { name: 'Overengineered', lingering: [{ kind: 'comboCost', delta: -1 }] },
  deck: { actions: 32 },
};

/**
 * A hero of three Orders: draws at the end of each turn while holding fewer than 2 cards (4.5, decision
 * L69; fewer than 3 with L64); 29 health (decision L74; 31 with L64, 35 with L60, 31 with L53, 21 before).
 */
export const nyx: HeroCard = {
  kind: 'hero',
  id: 'nyx-quillfeather',
  name: 'Nyx Quillfeather',
  health: 29,
  stats: [stat('Shadow'), stat('Water'), stat('Time')],
  trait: {
    name: 'Night Tide',
    triggers: [
      on({ on: 'endOfTurn' }, [when({ not: { test: 'handAtLeast', who: 'self', count: 2 } }, [draw(1)])]),
    ],
  },
};

/** Steps that run only while the hero is on `health` or less (decision L61: heroes' own heals wait for a wound). */
function whenHurt(health: number, steps: Parameters<typeof when>[1]) {
  return when({ test: 'healthAtMost', who: 'self', amount: health }, steps);
}

/** Every hero. */
export const heroes: readonly HeroCard[] = [solenne, vharok, brunhild, ilwen, kestrel, maddox, nyx];
