/** The random bot: uniform over the legal actions, from its own seeded generator. */
import { Random } from '@cardloom/core';
import type { Bot } from './bot';
import { actionsOf } from './outcome';

/** Options of {@link randomBot}. */
export interface RandomBotOptions {
  /** Seed of the bot's own generator (the game's generator is never touched). */
  seed: string | number;
}

/**
 * A bot that picks uniformly among the legal actions.
 *
 * @example
 * ```ts
 * const bot = randomBot({ seed: 1 });
 * while (!game.over) apply(game, bot.choose(game));
 * ```
 */
export function randomBot(options: RandomBotOptions): Bot {
  const random = new Random(options.seed);
  return {
    name: 'random',
    choose(game) {
      const legal = actionsOf(game, 'random');
      return legal.length === 1 ? legal[0] : legal[random.int(legal.length)];
    },
  };
}
