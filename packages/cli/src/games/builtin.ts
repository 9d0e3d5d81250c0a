/**
 * The games the `cardloom` command ships with: every game package that exports a definition is
 * registered here as it lands, plus the kernel's demonstration game.
 */
import { factionPlugin } from './faction';
import { lightseekersPlugin } from './lightseekers';
import { lorcanaPlugin } from './lorcana';
import { lorePlugin } from './lore';
import { GameRegistry } from './registry';
import { skirmishPlugin } from './skirmish';

/** A fresh registry of the built-in games. */
export function builtinRegistry(): GameRegistry {
  return new GameRegistry()
    .register(lorcanaPlugin())
    .register(lorePlugin())
    .register(lightseekersPlugin())
    .register(factionPlugin())
    .register(skirmishPlugin());
}
