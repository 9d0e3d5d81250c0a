/**
 * Playing a whole best-of-3 round with callbacks: one picks each action, one may sideboard between
 * games. A player's sideboarding sees only their own cards and the results so far (the sideboard is
 * known only to its player, Lore Zones: The sideboard).
 *
 * @module
 */
import { type Action, apply, type Game, type PlayerId } from '@cardloom/core';
import type { Lexicon } from '../decks/lexicon.js';
import {
  createMatch,
  type LoreMatch,
  MatchError,
  type MatchOptions,
  matchStatus,
  recordGame,
  type SideboardChange,
  sideboard,
  startGame,
} from './match.js';

/** What one player knows when sideboarding: their own lexicons and the results so far. */
export interface MatchView {
  readonly player: PlayerId;
  /** Their lexicon as registered for the round. */
  readonly registered: Lexicon;
  /** Their lexicon for the next game, before this change. */
  readonly lexicon: Lexicon;
  readonly results: readonly {
    readonly number: number;
    readonly winners: readonly PlayerId[];
    readonly reason: string | null;
    readonly first: PlayerId;
  }[];
  readonly wins: readonly [number, number];
}

/** One player's view of a round. */
export function matchViewFor(match: LoreMatch, player: PlayerId): MatchView {
  return {
    player,
    registered: match.registered[player],
    lexicon: match.next[player],
    results: match.games.map((g) => ({
      number: g.number,
      winners: g.winners,
      reason: g.reason,
      first: g.first,
    })),
    wins: matchStatus(match).wins,
  };
}

/** How to play a round. */
export interface PlayMatchOptions extends MatchOptions {
  /** Picks the next action of whoever must act. */
  readonly choose: (game: Game) => Action;
  /** Between games, each player in seat order may change their lexicon (null: keep it). */
  readonly sideboard?: (view: MatchView) => SideboardChange | null;
  /** A game still running after this many actions stops the round with an error (default 100,000). */
  readonly maxActions?: number;
}

/** Plays a round to its end and returns its record. Throws a {@link MatchError} on an illegal sideboarding. */
export function playMatch(options: PlayMatchOptions): LoreMatch {
  let match = createMatch(options);
  const maxActions = options.maxActions ?? 100_000;
  while (!matchStatus(match).over) {
    if (match.games.length > 0 && options.sideboard) {
      for (const player of [0, 1] as const) {
        const change = options.sideboard(matchViewFor(match, player));
        if (!change) continue;
        const done = sideboard(match, player, change);
        if (done.errors.length > 0)
          throw new MatchError(
            'illegal-sideboard',
            `player ${player + 1}'s sideboarding is not legal: ${done.errors.map((e) => e.code).join(', ')}`,
            done.errors,
          );
        match = done.match;
      }
    }
    const game = startGame(match);
    game.recordEvents = false;
    for (let n = 0; !game.over; n++) {
      if (n >= maxActions)
        throw new MatchError(
          'game-not-over',
          `game ${match.games.length + 1} ran past ${maxActions} actions`,
        );
      apply(game, options.choose(game));
    }
    match = recordGame(match, game);
  }
  return match;
}
