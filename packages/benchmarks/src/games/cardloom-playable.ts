/**
 * Binds any cardloom game definition to the self-play suite through the kernel's public API.
 *
 * @module
 */
import {
  type Action,
  apply,
  clone,
  createGame,
  type Game,
  type GameDefinition,
  legalActions,
  viewFor,
} from '@cardloom/core';
import type { PlayableGame } from '../suites/playable';

/** What the suite needs to know about a cardloom game besides its definition. */
export interface CardloomGameOptions {
  readonly id: string;
  readonly title: string;
  readonly definition: GameDefinition;
  /** The two decks (card definition ids) for a seed; the game's own setup shuffles them. */
  readonly decks: (seed: number) => readonly (readonly string[])[];
  readonly ruleset?: string;
  readonly budgets?: PlayableGame<Game, Action>['budgets'];
}

/** A two-player cardloom game as a {@link PlayableGame}. */
export function cardloomPlayable(options: CardloomGameOptions): PlayableGame<Game, Action> {
  const { definition, decks, ruleset } = options;
  return {
    id: options.id,
    title: options.title,
    players: 2,
    ...(options.budgets && { budgets: options.budgets }),
    newGame: (seed) => {
      const game = createGame(definition, {
        players: 2,
        decks: decks(seed),
        seed,
        ...(ruleset && { ruleset }),
      });
      // Self-play never reads the events apply returns: simulation mode (nothing unwatched is built).
      game.recordEvents = false;
      return game;
    },
    legalActions: (game) => legalActions(game),
    apply: (game, action) => {
      apply(game, action);
      return game;
    },
    isOver: (game) => game.over,
    clone: (game) => clone(game),
    viewFor: (game, player) => viewFor(game, player),
  };
}
