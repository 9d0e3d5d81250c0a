/**
 * The one thing every tool consumes: a {@link GameModule} bundles a game's compiled definition with what
 * a definition cannot say — its ready decks, its decklist format and deck rules, the evaluation bots
 * use, the lines that describe its actions, events and cards, and the facts of its rule system that the
 * static comparison prints. The CLI, bots, benchmarks, web app, match server and sweeps only list modules.
 * @module
 */

import type { Game } from '../engine/game';
import type { Action, CardDefinition, GameDefinition } from '../rules/definition';
import type { GameEvent } from '../state/events';
import type { PlayerId } from '../state/state';

/** A deck as the kernel takes it: card definition ids, in the order the game's setup expects. */
export type DeckIds = readonly string[];

/** A ready-made deck (a starter deck, a precon). */
export interface ReadyDeck {
  /** Short name used on command lines and in URLs (`amber-amethyst`). */
  readonly name: string;
  /** Display title (`The Heart of Magic`). */
  readonly title: string;
  readonly cards: DeckIds;
}

/** One problem found in a decklist or a deck. */
export interface DeckProblem {
  /** 1-based line of the decklist text, when the problem belongs to one line. */
  readonly line?: number;
  readonly message: string;
  /** The rule the deck breaks, when there is one (`CR 1.10.1.1`, `D2`). */
  readonly rule?: string;
}

/** Reading a decklist: the deck when it could be built, and every problem found. */
export interface DeckCheck {
  readonly deck?: DeckIds;
  readonly problems: readonly DeckProblem[];
}

/** Heuristic value of a state for a seat (higher is better), read by greedy and search bots. */
export type Evaluate = (game: Game, player: PlayerId) => number;

/** One implemented card as deck builders and `cardloom cards` list it. */
export interface CardInfo {
  readonly id: string;
  readonly name: string;
  /** Card types joined by `/` (`character`, `action/song`). */
  readonly type: string;
  /** Numeric characteristics by name (cost, strength, willpower, lore…). */
  readonly stats: Readonly<Record<string, number>>;
  /** Classifications, traits, keywords. */
  readonly tags: readonly string[];
  /** Readable ability lines generated from the encoding. */
  readonly abilities: readonly string[];
  /** Whatever else the game keeps about the printed card (inks, set, rarity…). */
  readonly data?: unknown;
}

/** A zone of the static rules comparison. */
export interface ZoneInfo {
  readonly name: string;
  readonly owner: 'player' | 'shared';
  readonly ordered: boolean;
  /** `public`, `owner`, `hidden` or `count`, with `face down` when cards enter face down. */
  readonly visibility: string;
}

/** The rule system of one game under one ruleset, drawn from its definition plus {@link RulesFacts}. */
export interface RulesSummary {
  readonly zones: readonly ZoneInfo[];
  readonly phases: readonly { readonly name: string; readonly steps: readonly string[] }[];
  /** How simultaneous triggered abilities are ordered (bag, LIFO stack with priority, fixed order…). */
  readonly triggerPolicy: string;
  readonly costModel: string;
  readonly winConditions: readonly string[];
  readonly lossConditions: readonly string[];
  readonly keywords: readonly string[];
  readonly deckRules: readonly string[];
  /** The ruleset's option values, as `name value`. */
  readonly options: readonly string[];
}

/** The parts of a {@link RulesSummary} a game states itself (its definition cannot say them). */
export type RulesFacts = Partial<
  Pick<RulesSummary, 'costModel' | 'winConditions' | 'lossConditions' | 'deckRules' | 'keywords'>
>;

/**
 * How a game reads in words. Every function is optional: the kernel's generic describers fill in
 * (card ids become names, answers become their labels). A `viewer` other than the actor must learn
 * nothing it may not see.
 */
export interface GameDescriber {
  /** One line naming what an action does; `undefined` falls back to the generic line. */
  action?(game: Game, action: Action, viewer?: PlayerId): string | undefined;
  /** One line for an event; `null` hides it, `undefined` falls back to the generic line. */
  event?(game: Game, event: GameEvent, viewer?: PlayerId): string | null | undefined;
  /** Readable ability lines of a card, generated from its encoding. */
  card?(card: CardDefinition): readonly string[];
}

/** What a game author writes; {@link defineModule} fills in the rest from the definition. */
export interface GameModuleSpec {
  /** Command-line name, lower case (default: the definition id). */
  readonly name?: string;
  /** Display title (default: the definition's name). */
  readonly title?: string;
  readonly definition: GameDefinition;
  /** Player count used when none is given (default: the smallest the definition allows). */
  readonly defaultPlayers?: number;
  /** Ready decks; seats without a chosen deck get these in turn. */
  readonly decks: readonly ReadyDeck[];
  /** Reads the game's decklist text (default: `N <card id or name>` lines, see {@link parseIdDeck}). */
  readonly parseDeck?: (text: string) => DeckCheck;
  /** Checks a deck against a ruleset's deck rules (default: only that every card exists). */
  readonly validateDeck?: (deck: DeckIds, ruleset: string) => readonly DeckProblem[];
  /** Heuristic evaluation for greedy bots and cut-off search playouts. */
  readonly evaluate?: Evaluate;
  /** Search iterations per decision when a tool asks for the default search bot (default 200). */
  readonly searchIterations?: number;
  /** Each seat's score by the game's own measure (lore, victory points…), for lead changes. */
  readonly scores?: (game: Game) => readonly number[];
  readonly describe?: GameDescriber;
  /** Facts about the rule system, per ruleset when a function. */
  readonly rules?: RulesFacts | ((ruleset: string) => RulesFacts);
}

/**
 * A game, ready for every tool: built once per game by {@link defineModule} and exported by the game's
 * package (`import { lorcanaModule } from '@cardloom/lorcana'`).
 */
export interface GameModule {
  /** Command-line name (`lorcana`). */
  readonly name: string;
  /** The definition id, as replays store it. */
  readonly id: string;
  readonly title: string;
  readonly definition: GameDefinition;
  readonly players: { readonly min: number; readonly max: number; readonly default: number };
  /** Ruleset names with their summaries; the first is the default. */
  readonly rulesets: readonly { readonly name: string; readonly summary: string }[];
  readonly decks: readonly ReadyDeck[];
  readonly evaluate?: Evaluate;
  readonly searchIterations: number;
  /** Each seat's score (lead changes); `undefined` when the game has no single score. */
  readonly scores?: (game: Game) => readonly number[];
  /** One line for an action, the game's own words first. */
  describeAction(game: Game, action: Action, viewer?: PlayerId): string;
  /** One line for an event, or `null` when it is not worth a log line. */
  describeEvent(game: Game, event: GameEvent, viewer?: PlayerId): string | null;
  /** Every implemented card with its characteristics and generated ability text. */
  cards(): readonly CardInfo[];
  /** Reads a decklist, reporting every problem. */
  parseDeck(text: string): DeckCheck;
  /** Checks a deck against a ruleset's deck rules; unknown card ids are problems. */
  validateDeck(deck: DeckIds, ruleset: string): readonly DeckProblem[];
  /** The static description of the rule system under a ruleset. */
  rules(ruleset: string): RulesSummary;
  /** The game's matches (a best-of-N round with deck changes between games), when it has them. */
  readonly match?: MatchFormat;
}

/** A card and its number of copies, in a match seat's deck or sideboard. */
export interface MatchDeckEntry {
  /** The card definition id. */
  readonly card: string;
  /** Copies of it. */
  readonly count: number;
}

/** One seat's change of deck between the games of a match: cards out to the sideboard, cards in. */
export interface MatchSwap {
  /** Cards that leave the deck for the sideboard. */
  readonly out: readonly MatchDeckEntry[];
  /** Cards that enter the deck from the sideboard. */
  readonly in: readonly MatchDeckEntry[];
}

/** One finished game of a match. */
export interface MatchGameResult {
  /** 1 for the first game. */
  readonly number: number;
  /** Empty for a drawn game. */
  readonly winners: readonly PlayerId[];
  /** How the game ended (the game's own reason). */
  readonly reason: string | null;
  /** The seat that took the first turn. */
  readonly first: PlayerId;
  /** Turns the game lasted. */
  readonly turns: number;
}

/** Where a match stands. */
export interface MatchStanding {
  /** Whether the match is decided (or every game of it played). */
  readonly over: boolean;
  /** The match's winner, or null (still playing, or drawn). */
  readonly winner: PlayerId | null;
  /** Games won by each seat. */
  readonly wins: readonly number[];
  /** Drawn games. */
  readonly draws: number;
  /** The number of the next game, or null when the match is over. */
  readonly nextGame: number | null;
  /** The games played so far, in order. */
  readonly games: readonly MatchGameResult[];
}

/** What one seat may know between games: its own deck and sideboard, and the results so far. */
export interface MatchSeatView {
  /** The seat this view belongs to. */
  readonly seat: PlayerId;
  /** Its deck for the next game. */
  readonly deck: readonly MatchDeckEntry[];
  /** The cards it may bring in. */
  readonly sideboard: readonly MatchDeckEntry[];
  /** The results so far. */
  readonly standing: MatchStanding;
}

/** The setup of a match's next game: create it with the match's ruleset and these decks and seed. */
export interface MatchGameSetup {
  /** 1 for the first game. */
  readonly number: number;
  /** Each seat's deck for this game. */
  readonly decks: readonly DeckIds[];
  /** This game's seed, derived from the match's. */
  readonly seed: string | number;
}

/**
 * A match in progress. Values are immutable: recording a game or sideboarding returns a new match. The
 * game's own rules (how many games, who wins, what a legal deck change is) live behind it.
 */
export interface MatchRound {
  /** The ruleset every game of the match is played under. */
  readonly ruleset: string;
  /** Where the match stands. */
  standing(): MatchStanding;
  /** The next game's setup; throws when the match is over. */
  nextGame(): MatchGameSetup;
  /**
   * Records the next game from the actions that played it (from {@link MatchRound.nextGame}'s setup);
   * throws a typed error when they do not play it to its end.
   */
  record(actions: readonly Action[]): MatchRound;
  /** One seat's view between games. */
  view(seat: PlayerId): MatchSeatView;
  /** Changes a seat's deck between games; problems name what is wrong, and then nothing changes. */
  sideboard(
    seat: PlayerId,
    swap: MatchSwap,
  ): { readonly match: MatchRound; readonly problems: readonly DeckProblem[] };
  /** The game's own record of the match (plain JSON, its games' replays included). */
  toJSON(): unknown;
}

/** How a game plays matches: {@link GameModule.match}. */
export interface MatchFormat {
  /** One line, e.g. `best of 3, sideboarding between games`. */
  readonly summary: string;
  /** Starts a match between two or more decks; throws a typed error naming a deck that is not legal. */
  start(options: {
    readonly decks: readonly DeckIds[];
    readonly seed: string | number;
    readonly ruleset?: string;
    readonly players?: readonly string[];
  }): MatchRound;
}
