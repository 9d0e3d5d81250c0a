/**
 * Binds any cardloom game module to the self-play suite through the kernel's public API.
 *
 * @module
 */
import {
  type Action,
  apply,
  clone,
  createGame,
  type Game,
  type GameModule,
  legalActions,
  viewFor,
} from '@cardloom/core';
import type { PlayableGame } from '../suites/playable';

/** How the suite plays a module: its first two ready decks, the default ruleset, and issue 6's budgets. */
export interface PlayableOptions {
  readonly budgets?: PlayableGame<Game, Action>['budgets'];
}

/** A two-player cardloom game as a {@link PlayableGame}. */
export function cardloomPlayable(
  module: GameModule,
  options: PlayableOptions = {},
): PlayableGame<Game, Action> {
  const { definition } = module;
  const [first, second] = module.decks;
  const decks = [first.cards, second.cards];
  return {
    id: module.name,
    title: `${module.title}: random self-play, ${first.title} vs ${second.title}`,
    players: 2,
    ...(options.budgets && { budgets: options.budgets }),
    newGame: (seed) => {
      const game = createGame(definition, {
        players: 2,
        decks,
        seed,
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
