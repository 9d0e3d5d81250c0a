/** Game name → plugin lookup, with usage errors that list what is available. */
import { UsageError } from '../errors';
import type { GamePlugin, NamedDeck, RulesetInfo } from './types';

/** The games the command can play. */
export class GameRegistry {
  private readonly games = new Map<string, GamePlugin>();

  /** Adds a game; a second game with the same name is a programming error. */
  register(plugin: GamePlugin): this {
    if (this.games.has(plugin.name)) throw new Error(`game '${plugin.name}' is already registered`);
    this.games.set(plugin.name, plugin);
    return this;
  }

  /** Registered game names in registration order. */
  names(): string[] {
    return [...this.games.keys()];
  }

  /** Every registered plugin. */
  all(): GamePlugin[] {
    return [...this.games.values()];
  }

  /** The plugin named `name`; a usage error listing the registered games otherwise. */
  get(name: string, command?: string): GamePlugin {
    const plugin = this.games.get(name.toLowerCase()) ?? this.all().find((g) => g.id === name);
    if (plugin) return plugin;
    const known = this.names();
    const available = known.length > 0 ? `available: ${known.join(', ')}` : 'no games are registered yet';
    throw new UsageError(`unknown game '${name}' (${available})`, command);
  }
}

/** The ruleset named `name` (the game's default when undefined); a usage error listing rulesets otherwise. */
export function resolveRuleset(plugin: GamePlugin, name: string | undefined, command?: string): RulesetInfo {
  if (name === undefined) return plugin.rulesets[0];
  const found = plugin.rulesets.find((r) => r.name === name);
  if (found) return found;
  const available = plugin.rulesets.map((r) => r.name).join(', ');
  throw new UsageError(`${plugin.name} has no ruleset '${name}' (available: ${available})`, command);
}

/**
 * The decks for `players` seats: the named decks given (cycled if fewer than the seats), or the game's
 * ready decks in turn.
 */
export function resolveDecks<D>(
  plugin: GamePlugin<unknown, unknown, unknown, D>,
  names: readonly string[] | undefined,
  players: number,
  command?: string,
): NamedDeck<D>[] {
  if (plugin.decks.length === 0) throw new UsageError(`${plugin.name} has no ready decks`, command);
  const chosen =
    names && names.length > 0
      ? names.map((name) => {
          const deck = plugin.decks.find((d) => d.name === name);
          if (deck) return deck;
          const available = plugin.decks.map((d) => d.name).join(', ');
          throw new UsageError(`${plugin.name} has no deck '${name}' (available: ${available})`, command);
        })
      : plugin.decks;
  return Array.from({ length: players }, (_, seat) => chosen[seat % chosen.length]);
}

/** Checks a player count against the game's limits. */
export function checkPlayers(plugin: GamePlugin, players: number, command?: string): void {
  const { min, max } = plugin.players;
  if (players < min || players > max) {
    throw new UsageError(`${plugin.name} is played by ${min}–${max} players, got ${players}`, command);
  }
}
