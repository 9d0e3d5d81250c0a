/** Game name → module lookup, with usage errors that list what is available. */
import type { GameModule, ReadyDeck } from '@cardloom/core';
import { UsageError } from '../errors';
import type { RulesetInfo } from './types';

/**
 * The games the command can play: game modules, registered as they are.
 *
 * @example
 * ```ts
 * const registry = new GameRegistry().register(lorcanaModule);
 * await runCli(['play', 'lorcana'], processIo(), { registry });
 * ```
 */
export class GameRegistry {
  private readonly games = new Map<string, GameModule>();

  /** Adds a game; a second game with the same name is a programming error. */
  register(module: GameModule): this {
    if (this.games.has(module.name)) throw new Error(`game '${module.name}' is already registered`);
    this.games.set(module.name, module);
    return this;
  }

  /** Registered game names in registration order. */
  names(): string[] {
    return [...this.games.keys()];
  }

  /** Every registered module. */
  all(): GameModule[] {
    return [...this.games.values()];
  }

  /** The module named `name` (or whose definition id is `name`); a usage error listing the games otherwise. */
  get(name: string, command?: string): GameModule {
    const module = this.games.get(name.toLowerCase()) ?? this.all().find((g) => g.id === name);
    if (module) return module;
    const known = this.names();
    const available = known.length > 0 ? `available: ${known.join(', ')}` : 'no games are registered yet';
    throw new UsageError(`unknown game '${name}' (${available})`, command);
  }
}

/** The ruleset named `name` (the game's default when undefined); a usage error listing rulesets otherwise. */
export function resolveRuleset(module: GameModule, name: string | undefined, command?: string): RulesetInfo {
  if (name === undefined) return module.rulesets[0];
  const found = module.rulesets.find((r) => r.name === name);
  if (found) return found;
  const available = module.rulesets.map((r) => r.name).join(', ');
  throw new UsageError(`${module.name} has no ruleset '${name}' (available: ${available})`, command);
}

/**
 * The decks for `players` seats: the named decks given (cycled if fewer than the seats), or the game's
 * ready decks in turn.
 */
export function resolveDecks(
  module: GameModule,
  names: readonly string[] | undefined,
  players: number,
  command?: string,
): ReadyDeck[] {
  if (module.decks.length === 0) throw new UsageError(`${module.name} has no ready decks`, command);
  const chosen =
    names && names.length > 0
      ? names.map((name) => {
          const deck = module.decks.find((d) => d.name === name);
          if (deck) return deck;
          const available = module.decks.map((d) => d.name).join(', ');
          throw new UsageError(`${module.name} has no deck '${name}' (available: ${available})`, command);
        })
      : module.decks;
  return Array.from({ length: players }, (_, seat) => chosen[seat % chosen.length]);
}

/** Checks a player count against the game's limits. */
export function checkPlayers(module: GameModule, players: number, command?: string): void {
  const { min, max } = module.players;
  if (players < min || players > max) {
    throw new UsageError(`${module.name} is played by ${min}–${max} players, got ${players}`, command);
  }
}
