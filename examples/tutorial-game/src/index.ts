/**
 * Embers: the small trading card game the cardloom tutorial builds, step by step.
 * @packageDocumentation
 */
export { cards, starterDeck } from './cards/index.js';
export { embers } from './game.js';
export { evaluate, tutorialModule } from './module.js';
