/** Games for the unit tests: ready-deck setups of any module, played on by a seeded random bot. */
import { randomBot } from '@cardloom/bots';
import { apply, createGame, type Game, type GameModule } from '@cardloom/core';

/** A new game of `module` with its default seat count, ready decks in turn and `seed`. */
export function newGame(module: GameModule, seed = 1): Game {
  const n = module.players.default;
  return createGame(module.definition, {
    players: Array.from({ length: n }, (_, i) => `p${i + 1}`),
    decks: Array.from({ length: n }, (_, i) => module.decks[i % module.decks.length].cards),
    seed,
    ruleset: module.rulesets[0].name,
  });
}

/** Plays random moves until `stop(game)` holds or the game ends; returns whether `stop` was reached. */
export function playUntil(game: Game, stop: (game: Game) => boolean, seed = 7, limit = 5000): boolean {
  const bot = randomBot({ seed });
  for (let i = 0; i < limit && !game.over; i++) {
    if (stop(game)) return true;
    apply(game, bot.choose(game));
  }
  return !game.over && stop(game);
}
