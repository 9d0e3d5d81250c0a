/**
 * The other game packages, under the names the game bindings use.
 *
 * @module
 */
export * as factionPackage from '@cardloom/faction';
export * as lightseekersPackage from '@cardloom/lightseekers';
export * as lorePackage from '@cardloom/lore';
