/**
 * The games the `cardloom` command ships with: every game package that exports a definition is
 * registered here as it lands.
 */
import { GameRegistry } from './registry';

/** A fresh registry of the built-in games. */
export function builtinRegistry(): GameRegistry {
  return new GameRegistry();
}
