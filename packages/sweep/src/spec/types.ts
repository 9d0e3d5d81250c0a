/** The sweep description as written in a file, and the game catalogue it is checked against. */

/**
 * Deck seatings of a cell dimension:
 * - a list of ready deck names, cycled over the seats (`["amber-amethyst", "sapphire-steel"]`);
 * - `{ pairs: [[a, b], [c, d]] }`: each list is one seating, cycled over the seats;
 * - `{ matrix: [a, b, c] }` or `{ matrix: "all" }`: every ordered pair of those (or of all ready)
 *   decks, mirrors included, in two-player games: the all-vs-all deck matrix.
 */
export type DeckSpec =
  | readonly string[]
  | { pairs: readonly (readonly string[])[] }
  | { matrix: readonly string[] | 'all' };

/** The dimensions a game entry may set; each overrides the sweep-wide value. */
export interface SweepDimensions {
  /** Ruleset names (default: the game's first ruleset). */
  rulesets?: readonly string[];
  /** Player counts (default: the game's default count). */
  players?: readonly number[];
  /**
   * Bot per seat, cycled over the seats (`["greedy", "random"]`), or several such lists to sweep
   * over (`[["greedy"], ["mcts:200", "greedy"]]`). Default: random in every seat.
   */
  bots?: readonly string[] | readonly (readonly string[])[];
  /** Deck seatings (default: the game's ready decks in turn). */
  decks?: DeckSpec;
}

/** One game of the sweep with its own dimensions. */
export interface SweepGameEntry extends SweepDimensions {
  game: string;
}

/**
 * A sweep file: the cross product of games × rulesets × player counts × bot seatings × deck
 * seatings, `gamesPerCell` games in each cell, played in batches of `batchSize`.
 *
 * @example
 * ```json
 * { "name": "starter matrix", "seed": 42, "gamesPerCell": 1000, "batchSize": 100,
 *   "games": [{ "game": "lorcana", "decks": { "matrix": "all" } }], "bots": ["greedy"] }
 * ```
 */
export interface SweepFile extends SweepDimensions {
  /** A title for the report. */
  name?: string;
  /** Base seed (a whole number 0 … 2^32 − 1): every game's seed is derived from it. */
  seed: number;
  /** Game names, or entries with their own dimensions. */
  games: readonly (string | SweepGameEntry)[];
  /** Games played in every cell. */
  gamesPerCell: number;
  /** Games per batch, the unit of work, of storage and of retry (default 100). */
  batchSize?: number;
  /** A game longer than this many actions is stopped and counted as failed. */
  maxActions?: number;
}

/** What the validator needs to know about a game (the CLI builds it from its registry). */
export interface CatalogGame {
  name: string;
  players: { min: number; max: number; default: number };
  /** Rulesets; the first is the default. */
  rulesets: readonly { name: string }[];
  /** Ready decks. */
  decks: readonly { name: string }[];
  /** Why a seat type such as `mcts:200` cannot be used, or `undefined` when it can. */
  checkBot?(kind: string): string | undefined;
}

/** The games a sweep may name. */
export interface SweepCatalog {
  /** The game called `name`, if any. */
  game(name: string): CatalogGame | undefined;
  /** Every game name, for error messages. */
  names(): readonly string[];
}
