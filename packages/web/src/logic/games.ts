/**
 * The games the app offers: the module each game package exports, plus the kernel's demonstration game.
 * The app lists modules only; it never carries per-game code. (`@cardloom/cli`'s `BUILTIN_MODULES` is
 * the same list, but the CLI package pulls in Node built-ins, so the browser imports the games itself.)
 */
import type { CardInfo, GameModule } from '@cardloom/core';
import { skirmishModule } from '@cardloom/core/testing';
import { factionModule } from '@cardloom/faction';
import { lightseekersModule } from '@cardloom/lightseekers';
import { lorcanaModule } from '@cardloom/lorcana';
import { loreModule } from '@cardloom/lore';

/** Every game the app can play, in menu order. */
export const GAMES: readonly GameModule[] = [
  lorcanaModule,
  loreModule,
  lightseekersModule,
  factionModule,
  skirmishModule,
];

/** The module with this command name or definition id (replays store the id), or `undefined`. */
export function findGame(nameOrId: string): GameModule | undefined {
  return GAMES.find((m) => m.name === nameOrId || m.id === nameOrId);
}

const cardTables = new WeakMap<GameModule, ReadonlyMap<string, CardInfo>>();

/** A game's card information by card definition id (built once per module). */
export function cardTable(module: GameModule): ReadonlyMap<string, CardInfo> {
  let table = cardTables.get(module);
  if (!table) {
    table = new Map(module.cards().map((c) => [c.id, c]));
    cardTables.set(module, table);
  }
  return table;
}
