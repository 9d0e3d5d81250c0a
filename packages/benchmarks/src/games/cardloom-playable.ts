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
  type DeckIds,
  type Game,
  type GameModule,
  legalActions,
  viewFor,
} from '@cardloom/core';
import type { PlayableGame } from '../suites/playable';

/** How the suite plays a module: its first two ready decks and the default ruleset, unless told otherwise. */
export interface PlayableOptions {
  /** Section id (default: the module's name). */
  readonly id?: string;
  /** Section title (default: random self-play with the first two ready decks). */
  readonly title?: string;
  /** The two decks of the game for `seed` (default: the module's first two ready decks). */
  readonly decksFor?: (seed: number) => readonly DeckIds[];
}

/** A two-player cardloom game as a {@link PlayableGame}. */
export function cardloomPlayable(
  module: GameModule,
  options: PlayableOptions = {},
): PlayableGame<Game, Action> {
  const { definition } = module;
  const [first, second] = module.decks;
  const decks = [first.cards, second.cards];
  const decksFor = options.decksFor ?? (() => decks);
  return {
    id: options.id ?? module.name,
    title: options.title ?? `${module.title}: random self-play, ${first.title} vs ${second.title}`,
    players: 2,
    newGame: (seed) => {
      const game = createGame(definition, {
        players: 2,
        decks: decksFor(seed),
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
