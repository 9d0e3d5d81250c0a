/**
 * The contract between the `cardloom` command and a game package. A game plugs in by providing a
 * {@link GamePlugin}: its engine (create / legal actions / apply / outcome), its rulesets and ready decks,
 * and the formatters the command needs to print a readable log, card lists and rule comparisons.
 */

import type { CardIdOrder, CardInfo, DeckProblem, MatchFormat, RulesSummary } from '@cardloom/core';

export type { CardInfo, DeckProblem, RulesSummary, ZoneInfo } from '@cardloom/core';

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

/** Everything needed to start one game. */
export interface GameSetup<D = unknown> {
  players: number;
  decks: readonly D[];
  seed: number | string;
  ruleset: string;
  /**
   * How a kernel game hands out card instance ids (`@cardloom/core`'s `GameOptions.cardIds`): `shuffled`
   * by default; replay files written before it was recorded replay in `deck-order`.
   */
  cardIds?: CardIdOrder;
}

/** The result of applying one action: the new state and what happened, in order. */
export interface Applied<S, E> {
  state: S;
  events: readonly E[];
}

/**
 * The rules engine as the command drives it. `S` is a game state, `A` an action, `E` an event and `D` a
 * deck. Implementations must be deterministic given the setup's seed.
 */
export interface Engine<S, A, E, D> {
  create(setup: GameSetup<D>): Applied<S, E>;
  /** The seat that must act now, or `null` when the game is over. */
  toAct(state: S): Seat | null;
  /** Every legal action of the seat to act (turn actions and decision answers alike). */
  legalActions(state: S): readonly A[];
  /** Performs an action; throws (leaving `state` usable) when it is illegal. */
  apply(state: S, action: A): Applied<S, E>;
  /** The outcome once the game is over, otherwise `null`. */
  outcome(state: S): GameOutcome | null;
  /** The current turn number, counting from 1. */
  turn(state: S): number;
  /** The seat that took the first turn. */
  firstPlayer(state: S): Seat;
  /** An independent copy (for lookahead). */
  clone(state: S): S;
  /** Each seat's score by the game's own measure (lore, victory points…), for lead-change counts. */
  scores?(state: S): readonly number[];
}

/** A named option set over one definition, e.g. Lorcana's `cr-2.0.0` and `2024`. */
export interface RulesetInfo {
  name: string;
  summary: string;
}

/** A ready-made deck, e.g. a starter deck. */
export interface NamedDeck<D> {
  /** Short name used on the command line (`--decks amber-amethyst,sapphire-steel`). */
  name: string;
  title: string;
  deck: D;
}

/** The result of reading a decklist: the deck (when it could be built) and every problem found. */
export interface DeckCheck<D> {
  deck?: D;
  problems: readonly DeckProblem[];
}

/** The rule system of one game/ruleset, drawn from its definition, for `cardloom compare`. */
/** A zone as a seat is allowed to see it, for the interactive `zones` command and replays. */
export interface VisibleZone {
  name: string;
  /** The seat owning it, `null` for shared zones. */
  owner: Seat | null;
  /** Card descriptions, or `null` entries for cards this seat may not see. */
  cards: readonly (string | null)[];
}

/**
 * A game as the `cardloom` command knows it. Register one with a {@link GameRegistry}.
 *
 * @example
 * ```ts
 * const registry = new GameRegistry().register(pluginOf(lorcanaModule));
 * await runCli(['play', 'lorcana'], processIo(), { registry });
 * ```
 */
export interface GamePlugin<S = any, A = any, E = any, D = any> {
  /** Command-line name, lower case (`lorcana`). */
  name: string;
  /** The game's id in replay files, when it differs from `name` (a kernel definition's id). */
  id?: string;
  /** Display title (`Disney Lorcana`). */
  title: string;
  players: { min: number; max: number; default: number };
  /** Rulesets; the first is the default. */
  rulesets: readonly RulesetInfo[];
  /** Ready decks; seats without `--decks` get these in turn. */
  decks: readonly NamedDeck<D>[];
  engine: Engine<S, A, E, D>;
  /** Heuristic value of a state for a seat (higher is better), used by the greedy bot. */
  evaluate?(state: S, seat: Seat): number;
  /**
   * One line naming what an action does, with card names, in the state it is chosen in. With a `viewer`
   * other than the acting seat, the line must reveal nothing that seat may not see.
   */
  describeAction(state: S, action: A, viewer?: Seat): string;
  /**
   * One line describing an event, or `null` for events not worth a log line. With a `viewer`, the line
   * must reveal nothing that seat may not see (an opponent's drawn card, a facedown card…).
   */
  describeEvent(state: S, event: E, viewer?: Seat): string | null;
  /** The zones as `seat` may see them (hidden cards as `null`). */
  zones(state: S, seat: Seat): readonly VisibleZone[];
  /** Public per-player lines (life, lore, resources…) shown with the zones. */
  status?(state: S): readonly string[];
  /** The open question `seat` must answer, if any, shown above its numbered actions. */
  prompt?(state: S, seat: Seat): string | null;
  /**
   * The open decision of `seat` as a menu of options, so a person can pick several by number instead of
   * reading every combination; `null` when `seat` faces no such decision.
   */
  menu?(state: S, seat: Seat, legal: readonly A[]): DecisionMenu | null;
  /** The player's name for a seat in logs (defaults to `P1`, `P2`…). */
  seatName?(state: S, seat: Seat): string;
  /** Every implemented card with its characteristics, keywords and generated ability text. */
  cards(): readonly CardListing[];
  /** Reads a decklist in the game's text format, reporting every problem (unknown card, bad line…). */
  parseDeck(text: string): DeckCheck<D>;
  /** Checks a deck against the ruleset's deck rules (size, copies, colours…). */
  validateDeck(deck: D, ruleset: string): readonly DeckProblem[];
  /** The static description of the rule system under a ruleset. */
  rules(ruleset: string): RulesSummary;
  /**
   * The version of a ruleset's rules, when it has one (`RulesetSpec.version`): replay files record it,
   * and `cardloom replay` refuses a file recorded under another version, naming both.
   */
  rulesVersion?(ruleset: string): number | undefined;
  /** Bots beyond the generic random and greedy seats (e.g. `mcts`), built per seat and seed. */
  bots?: Readonly<Record<string, BotFactory<S, A>>>;
  /**
   * The game's matches (best of N with deck changes between games), from its module's `match`. Match
   * games are played with this plugin's engine, which must be the kernel (its actions are recorded).
   */
  match?: MatchFormat;
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
export interface Agent<S, A> {
  readonly kind: string;
  choose(state: S, legal: readonly A[], seat: Seat): number | Promise<number>;
}

/** Builds a bot for a seat with its own seed; `arg` is what follows a colon (`mcts:500` → `500`). */
export type BotFactory<S, A> = (seat: Seat, seed: number, arg?: string) => Agent<S, A>;
