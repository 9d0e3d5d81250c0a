/**
 * Items granting a superior Element, and an item granting none (Lightseekers 2.5.4).
 * @module
 */
import { damage, draw, stat } from '../build.js';
import type { ActionCard } from '../vocabulary-cards.js';

/** 2 points, superior Solar; your Attacks deal 1 more damage. */
export const sunforgedBlade: ActionCard = {
  kind: 'action',
  id: 'sunforged-blade',
  name: 'Sunforged Blade',
  category: 'item',
  requires: [],
  points: 2,
  grants: stat('Solar', 'superior'),
  lingering: [{ kind: 'damageDealt', amount: 1, filter: { category: 'attack' } }],
};

/** 1 point, superior Shadow. */
export const obsidianIdol: ActionCard = {
  kind: 'action',
  id: 'obsidian-idol',
  name: 'Obsidian Idol',
  category: 'item',
  requires: [],
  points: 1,
  grants: stat('Shadow', 'superior'),
};

/** 2 points, superior Lightning, with an Attack Ability dealing 2. */
export const stormcallerStaff: ActionCard = {
  kind: 'action',
  id: 'stormcaller-staff',
  name: 'Stormcaller Staff',
  category: 'item',
  requires: [],
  points: 2,
  grants: stat('Lightning', 'superior'),
  abilities: [{ name: 'Bolt', category: 'attack', effects: [damage(2)] }],
};

/** 2 points, superior Mechanical, with an Ability to draw a card. */
export const clockworkGauntlet: ActionCard = {
  kind: 'action',
  id: 'clockwork-gauntlet',
  name: 'Clockwork Gauntlet',
  category: 'item',
  requires: [],
  points: 2,
  grants: stat('Mechanical', 'superior'),
  abilities: [{ name: 'Tinker', effects: [draw(1)] }],
};

/** 1 point, superior Crystal. */
export const crystalLens: ActionCard = {
  kind: 'action',
  id: 'crystal-lens',
  name: 'Crystal Lens',
  category: 'item',
  requires: [],
  points: 1,
  grants: stat('Crystal', 'superior'),
};

/** 1 point, superior Earth. */
export const graniteGauntlet: ActionCard = {
  kind: 'action',
  id: 'granite-gauntlet',
  name: 'Granite Gauntlet',
  category: 'item',
  requires: [],
  points: 1,
  grants: stat('Earth', 'superior'),
};

/** 1 point, no Element, with an Ability that fetches a buff from your deck. */
export const wayfinderCompass: ActionCard = {
  kind: 'action',
  id: 'wayfinder-compass',
  name: 'Wayfinder Compass',
  category: 'item',
  requires: [],
  points: 1,
  abilities: [{ name: 'Seek', effects: [{ do: 'search', filter: { category: 'buff' } }] }],
};

/** All superior and element-less items. */
export const superiorItems: readonly ActionCard[] = [
  sunforgedBlade,
  obsidianIdol,
  stormcallerStaff,
  clockworkGauntlet,
  crystalLens,
  graniteGauntlet,
  wayfinderCompass,
];
