/**
 * The games that are not dependencies of this package yet. `@cardloom/benchmarks` declares only
 * core, bots and lorcana (adding the others means changing the lockfile, which is the lead's), so
 * these are reached through their packages' public entry files by path. Replace with package imports
 * once `@cardloom/faction`, `@cardloom/lore` and `@cardloom/lightseekers` are dependencies.
 *
 * @module
 */
export * as factionPackage from '../../../../games/faction/src/index';
export * as lightseekersPackage from '../../../../games/lightseekers/src/index';
export * as lorePackage from '../../../../games/lore/src/index';
