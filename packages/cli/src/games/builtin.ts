/**
 * The games the `cardloom` command ships with: the module each game package exports, plus the kernel's
 * demonstration game. Adding a game to the command is one line here.
 */
import type { GameModule } from '@cardloom/core';
import { skirmishModule } from '@cardloom/core/testing';
import { factionModule } from '@cardloom/faction';
import { lightseekersModule } from '@cardloom/lightseekers';
import { lorcanaModule } from '@cardloom/lorcana';
import { loreModule } from '@cardloom/lore';
import { GameRegistry } from './registry';

/** Every built-in game module, in the order the command lists them. */
export const BUILTIN_MODULES: readonly GameModule[] = [
  lorcanaModule,
  loreModule,
  lightseekersModule,
  factionModule,
  skirmishModule,
];

/** A fresh registry of the built-in games. */
export function builtinRegistry(): GameRegistry {
  const registry = new GameRegistry();
  for (const module of BUILTIN_MODULES) registry.register(module);
  return registry;
}
