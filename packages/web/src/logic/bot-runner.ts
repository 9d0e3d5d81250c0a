/**
 * What the bot worker does, kept free of worker globals so it runs in tests too: keep one game in step
 * with the page's log and pick the next action with the seat's bot.
 * @module
 */
import { type Bot, greedyBot, mctsBot, randomBot } from '@cardloom/bots';
import { apply, createGame, type Game } from '@cardloom/core';
import type { BotReply, BotRequest } from './bot-protocol';
import { findGame } from './games';

/** Answers bot requests, reusing its game while the page's log only grows. */
export class BotRunner {
  private game: Game | null = null;
  private key = '';

  /** Chooses the next action for `request`; errors come back as a reply, never thrown. */
  choose(request: BotRequest): BotReply {
    try {
      const module = findGame(request.game);
      if (!module) return { id: request.id, ok: false, error: `unknown game "${request.game}"` };
      const game = this.catchUp(request, module.definition);
      let iterations: number | undefined;
      const bot = makeBot(request, module.evaluate, module.searchIterations, (n) => {
        iterations = n;
      });
      const start = performance.now();
      const action = bot.choose(game);
      const ms = performance.now() - start;
      return { id: request.id, ok: true, action, ms, ...(iterations === undefined ? {} : { iterations }) };
    } catch (e) {
      return { id: request.id, ok: false, error: (e as Error).message };
    }
  }

  private catchUp(request: BotRequest, definition: Parameters<typeof createGame>[0]): Game {
    const key = JSON.stringify([request.game, request.setup]);
    const known = this.game && this.key === key && this.game.log.length <= request.actions.length;
    const same =
      known && this.game!.log.every((a, i) => JSON.stringify(a) === JSON.stringify(request.actions[i]));
    if (!same) {
      this.game = createGame(definition, request.setup);
      this.game.recordEvents = false;
      this.key = key;
    }
    const game = this.game!;
    for (let i = game.log.length; i < request.actions.length; i++) apply(game, request.actions[i]);
    return game;
  }
}

function makeBot(
  request: BotRequest,
  evaluate: Parameters<typeof greedyBot>[0]['evaluate'] | undefined,
  searchIterations: number,
  onIterations: (n: number) => void,
): Bot {
  switch (request.kind) {
    case 'random':
      return randomBot({ seed: request.seed });
    case 'greedy':
      if (!evaluate) throw new Error('this game has no evaluation for a greedy bot');
      return greedyBot({ seed: request.seed, evaluate });
    case 'mcts':
      return mctsBot({
        seed: request.seed,
        iterations: request.iterations ?? searchIterations,
        ...(evaluate ? { evaluate } : {}),
        onSearch: (stats) => onIterations(stats.iterations),
      });
  }
}
