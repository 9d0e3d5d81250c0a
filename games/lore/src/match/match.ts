/**
 * A round of Lore between two players: best of 3 games, with sideboarding between games (Lore The
 * Basics; Zones: The sideboard). A match is plain, serializable data that grows one game at a time:
 * `createMatch`, then for each game `startGame` → play it → `recordGame`, with `sideboard` between
 * games. Every game keeps its replay, so a whole round can be checked again with `replayMatch`.
 *
 * @module
 */
import {
  CardloomError,
  createGame,
  type Game,
  jsonEqual,
  type PlayerId,
  type Replay,
  replay,
  toReplay,
} from '@cardloom/core';
import type { Lexicon } from '../decks/lexicon.js';
import { type LexiconError, validateLexicon } from '../decks/validate.js';
import { LORE_RULESETS, lore } from '../engine/definition.js';
import { deckList } from '../engine/turn/setup.js';
import { checkSideboarding, type SideboardError, type SideboardSwap, swapCards } from './sideboard.js';

/** Games in a round, and the wins that take it (Lore The Basics: best of 3). */
export const ROUND = { games: 3, winsNeeded: 2 } as const;

const RULE = 'Lore The Basics: the winner of a round is decided through best of 3';

/** One finished game of a round. */
export interface MatchGame {
  /** 1, 2 or 3. */
  readonly number: number;
  /** The lexicons as played in this game, by seat. */
  readonly lexicons: readonly [Lexicon, Lexicon];
  /** The winner, or nobody for a drawn game (README A4). */
  readonly winners: readonly PlayerId[];
  readonly reason: string | null;
  /** Who took the first turn (the game's own roll-off, Lore 1.2). */
  readonly first: PlayerId;
  readonly turns: number;
  readonly replay: Replay;
}

/** A best-of-3 round: who plays, with which cards, and the games so far. Plain JSON. */
export interface LoreMatch {
  readonly format: 'lore-match';
  readonly version: 1;
  readonly seed: string | number;
  readonly ruleset: string;
  readonly players: readonly [string, string];
  /** The lexicons registered for the round: sideboarding rearranges these cards, never others. */
  readonly registered: readonly [Lexicon, Lexicon];
  /** The lexicons for the next game (after any sideboarding). */
  readonly next: readonly [Lexicon, Lexicon];
  readonly games: readonly MatchGame[];
}

/** Where a round stands. */
export interface MatchStatus {
  readonly over: boolean;
  /** The round's winner, or null (still playing, or drawn). */
  readonly winner: PlayerId | null;
  /** Games won by each seat. */
  readonly wins: readonly [number, number];
  readonly draws: number;
  /** The number of the next game, or null when the round is over. */
  readonly nextGame: number | null;
}

/** A round used out of order, or a lexicon that cannot be registered. */
export class MatchError extends CardloomError {
  constructor(
    readonly code:
      | 'illegal-lexicon'
      | 'unknown-ruleset'
      | 'match-over'
      | 'game-not-over'
      | 'not-this-game'
      | 'illegal-sideboard'
      | 'replay-mismatch',
    message: string,
    readonly errors: readonly (LexiconError | SideboardError)[] = [],
  ) {
    super(message, { rule: RULE });
  }
}

/** What a round needs to begin. */
export interface MatchOptions {
  readonly lexicons: readonly [Lexicon, Lexicon];
  readonly seed: string | number;
  /** Default: the definition's first ruleset. */
  readonly ruleset?: string;
  readonly players?: readonly [string, string];
}

/** Registers two legal lexicons for a round. Throws a {@link MatchError} naming each problem. */
export function createMatch(options: MatchOptions): LoreMatch {
  const ruleset = options.ruleset ?? LORE_RULESETS[0].name;
  if (!LORE_RULESETS.some((r) => r.name === ruleset))
    throw new MatchError('unknown-ruleset', `unknown Lore ruleset "${ruleset}"`);
  options.lexicons.forEach((lexicon, seat) => {
    const errors = validateLexicon(lexicon);
    if (errors.length > 0)
      throw new MatchError(
        'illegal-lexicon',
        `player ${seat + 1}'s lexicon "${lexicon.name}" is not legal: ${errors.map((e) => e.code).join(', ')}`,
        errors,
      );
  });
  return {
    format: 'lore-match',
    version: 1,
    seed: options.seed,
    ruleset,
    players: options.players ?? ['Player 1', 'Player 2'],
    registered: options.lexicons,
    next: options.lexicons,
    games: [],
  };
}

/** Wins, draws and whether the round is decided: two wins, or three games played. */
export function matchStatus(match: LoreMatch): MatchStatus {
  const wins: [number, number] = [0, 0];
  let draws = 0;
  for (const g of match.games) {
    if (g.winners.length === 1) wins[g.winners[0]]++;
    else draws++;
  }
  const decided = wins.findIndex((w) => w >= ROUND.winsNeeded);
  const over = decided >= 0 || match.games.length >= ROUND.games;
  // After three games without two wins (drawn games count for nobody), the most wins takes it.
  const winner = decided >= 0 ? decided : over && wins[0] !== wins[1] ? (wins[0] > wins[1] ? 0 : 1) : null;
  return { over, winner, wins, draws, nextGame: over ? null : match.games.length + 1 };
}

/** The seed of game `number` of a round: derived from the round's seed, different for each game. */
export function gameSeed(match: LoreMatch, number: number): string {
  return `${match.seed}/game-${number}`;
}

/** Creates the next game of the round with the current lexicons. Throws when the round is over. */
export function startGame(match: LoreMatch): Game {
  const { nextGame } = matchStatus(match);
  if (nextGame === null) throw new MatchError('match-over', 'the round is over');
  return createGame(lore, {
    players: match.players,
    decks: match.next.map(deckList),
    seed: gameSeed(match, nextGame),
    ruleset: match.ruleset,
  });
}

/** Records the finished game that {@link startGame} created; returns the round with it. */
export function recordGame(match: LoreMatch, game: Game): LoreMatch {
  const { nextGame } = matchStatus(match);
  if (nextGame === null) throw new MatchError('match-over', 'the round is over');
  if (!game.over) throw new MatchError('game-not-over', 'only a finished game can be recorded');
  const played = toReplay(game);
  if (
    played.game !== lore.id ||
    played.seed !== gameSeed(match, nextGame) ||
    played.ruleset !== match.ruleset ||
    !jsonEqual(played.decks, match.next.map(deckList))
  )
    throw new MatchError(
      'not-this-game',
      `this is not game ${nextGame} of the round (seed, ruleset or decks differ)`,
    );
  const entry: MatchGame = {
    number: nextGame,
    lexicons: match.next,
    winners: [...game.state.status.winners],
    reason: game.state.status.reason,
    first: game.state.turn.first,
    turns: game.state.turn.number,
    replay: played,
  };
  return { ...match, games: [...match.games, entry] };
}

/** A change of lexicon between games: a swap of cards, or the whole next lexicon. */
export type SideboardChange = SideboardSwap | Lexicon;

/**
 * Sideboards for one player between games: the change must keep the registered cards (only their
 * places change) and give a legal lexicon. Returns the round with the new lexicon, or the errors
 * and the round unchanged.
 */
export function sideboard(
  match: LoreMatch,
  player: PlayerId,
  change: SideboardChange,
): { readonly match: LoreMatch; readonly errors: readonly SideboardError[] } {
  const status = matchStatus(match);
  if (status.over || match.games.length === 0)
    return { match, errors: [{ code: 'not-between-games', rule: RULE }] };
  const current = match.next[player];
  const result = 'main' in change ? { lexicon: change, errors: [] } : swapCards(current, change);
  const errors =
    result.errors.length > 0 ? result.errors : checkSideboarding(match.registered[player], result.lexicon);
  if (errors.length > 0) return { match, errors };
  const next: [Lexicon, Lexicon] = [match.next[0], match.next[1]];
  next[player] = result.lexicon;
  return { match: { ...match, next }, errors: [] };
}

/**
 * Plays every recorded game of a round again from its replay and checks the record: game 1 used the
 * registered lexicons, every later lexicon is a legal sideboarding of them, each game's seed and decks
 * follow from the round, each result is the replayed result, and no game was played after the round
 * was decided. Throws a {@link MatchError} (`replay-mismatch`) naming the first problem.
 */
export function replayMatch(match: LoreMatch): void {
  let rebuilt = createMatch({
    lexicons: match.registered,
    seed: match.seed,
    ruleset: match.ruleset,
    players: match.players,
  });
  for (const g of match.games) {
    const fail: (what: string) => never = (what) => {
      throw new MatchError('replay-mismatch', `game ${g.number}: ${what}`);
    };
    if (matchStatus(rebuilt).over) fail('played after the round was decided');
    for (const seat of [0, 1] as const) {
      if (jsonEqual(rebuilt.next[seat], g.lexicons[seat])) continue;
      const done = sideboard(rebuilt, seat, g.lexicons[seat]);
      if (done.errors.length > 0) fail(`player ${seat + 1}'s lexicon is not a legal sideboarding`);
      rebuilt = done.match;
    }
    let game: Game;
    try {
      game = replay(lore, g.replay);
    } catch (e) {
      fail(`its replay does not play: ${(e as Error).message}`);
    }
    if (!game.over) fail('its replay does not finish the game');
    if (!jsonEqual([...game.state.status.winners], [...g.winners]) || game.state.status.reason !== g.reason)
      fail('the recorded result differs from the replayed one');
    try {
      rebuilt = recordGame(rebuilt, game);
    } catch (e) {
      fail((e as Error).message);
    }
  }
}
