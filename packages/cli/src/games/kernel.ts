/**
 * The few readings of a kernel game every command shares, generic over any {@link GameModule}: starting
 * one from a module's definition, its outcome, and the version of a ruleset's rules.
 */
import {
  type CardIdOrder,
  createGame,
  type DeckIds,
  type Game,
  type GameModule,
  rulesVersionOf,
} from '@cardloom/core';
import type { GameOutcome } from './types';

/** Everything needed to start one game of a module. */
export interface GameStart {
  players: number;
  decks: readonly DeckIds[];
  seed: number | string;
  ruleset: string;
  /**
   * How the game hands out card instance ids (`@cardloom/core`'s `GameOptions.cardIds`): `shuffled` by
   * default; replay files written before it was recorded replay in `deck-order`.
   */
  cardIds?: CardIdOrder;
}

/** Creates a game of `module` (runs its setup until someone must act). */
export function startGame(module: GameModule, start: GameStart): Game {
  return createGame(module.definition, {
    players: start.players,
    decks: start.decks,
    seed: start.seed,
    ruleset: start.ruleset,
    cardIds: start.cardIds ?? 'shuffled',
  });
}

/** The outcome once the game is over, otherwise `null`. */
export function outcomeOf(game: Game): GameOutcome | null {
  return game.over
    ? { winners: game.state.status.winners, reason: game.state.status.reason ?? 'unknown' }
    : null;
}

/**
 * The version of a ruleset's rules, when it has one (`RulesetSpec.version`): replay files record it, and
 * `cardloom replay` refuses a file recorded under another version, naming both.
 */
export function rulesVersion(module: GameModule, ruleset: string): number | undefined {
  return rulesVersionOf(module.definition, ruleset).rulesVersion;
}
