/**
 * The command's own vocabulary around a {@link GameModule}: seats, outcomes, what a seat sees of the
 * zones, decision menus and the seats' decision makers. Everything about a game itself comes from its
 * module (`@cardloom/core`'s `GameModule`).
 */

import type { Action, CardInfo, Game, GameModule } from '@cardloom/core';

export type {
  CardInfo,
  DeckCheck,
  DeckIds,
  DeckProblem,
  ReadyDeck,
  RulesSummary,
  ZoneInfo,
} from '@cardloom/core';

/** A card as `cardloom cards` lists it: the module's {@link CardInfo} with its keywords apart. */
export interface CardListing extends CardInfo {
  /** Keyword abilities with their values (`evasive`, `singer 5`), when the game's cards carry them. */
  readonly keywords?: readonly string[];
}

/** Seats are numbered from 0 in the order the players were given on the command line. */
export type Seat = number;

/** How a finished game ended. `winners` is empty for a draw. */
export interface GameOutcome {
  winners: readonly Seat[];
  /** A short machine-friendly reason, e.g. `lore`, `deck-out`, `concede`, `turn-limit`. */
  reason: string;
}

/** A named option set of a module, e.g. Lorcana's `cr-2.0.0` and `2024`. */
export type RulesetInfo = GameModule['rulesets'][number];

/** A zone as a seat is allowed to see it, for the interactive `zones` command and replays. */
export interface VisibleZone {
  name: string;
  /** The seat owning it, `null` for shared zones. */
  owner: Seat | null;
  /** Card descriptions, or `null` entries for cards this seat may not see. */
  cards: readonly (string | null)[];
}

/** A decision shown as options to pick from (e.g. "choose up to 3 cards"). */
export interface DecisionMenu {
  prompt: string;
  /** Readable options, in order. */
  options: readonly string[];
  min: number;
  max: number;
  /** Whether the order of the picks matters. */
  ordered: boolean;
  /** The index into the legal actions for these picks (0-based option indexes), or why they are not allowed. */
  pick(picks: readonly number[]): number | string;
}

/** A seat's decision maker. `choose` returns an index into `legal`. */
export interface Agent {
  readonly kind: string;
  choose(game: Game, legal: readonly Action[], seat: Seat): number | Promise<number>;
}
