/**
 * The typed, declarative Lorcana card vocabulary (re-exported from its three layers).
 *
 * @module
 */
export type * from './vocabulary-abilities.js';
export type * from './vocabulary-effects.js';
export type * from './vocabulary-refs.js';
