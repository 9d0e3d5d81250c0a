/**
 * The greedy bot: one-ply lookahead. It tries every legal action on a determinized copy of the game (hidden
 * cards replaced by a guess consistent with its own view, so it never reads what it may not see) and
 * keeps the action the game's evaluation scores best. A win is worth more than any score, a loss less.
 */
import { type Action, apply, clone, Random } from '@cardloom/core';
import type { Bot, Evaluate } from './bot';
import { actionsOf, rewards } from './outcome';
import { sampleWorld } from './worlds';

/** Options of {@link greedyBot}. */
export interface GreedyBotOptions {
  /** The game's evaluation (higher is better for the player). */
  evaluate: Evaluate;
  /** Seed for determinization and tie-breaking. */
  seed: string | number;
}

/** A one-ply lookahead bot over any game definition. */
export function greedyBot(options: GreedyBotOptions): Bot {
  const random = new Random(options.seed);
  return {
    name: 'greedy',
    choose(game) {
      const legal = actionsOf(game, 'greedy');
      if (legal.length === 1) return legal[0];
      const player = game.toAct as number;
      const world = sampleWorld(game, player, random);
      let best = Number.NEGATIVE_INFINITY;
      let chosen: Action[] = [];
      for (const action of legal) {
        const next = clone(world, { log: false });
        // A throwaway copy: nothing reads the events of its action.
        next.recordEvents = false;
        let score: number;
        try {
          apply(next, action);
          score = next.over ? outcomeScore(rewards(next)[player]) : options.evaluate(next, player);
        } catch {
          // Legal in the real game but not in this guessed world: judge it on the real options only.
          score = -Number.MAX_VALUE / 2;
        }
        if (score > best) {
          best = score;
          chosen = [action];
        } else if (score === best) chosen.push(action);
      }
      return chosen.length > 0 ? chosen[random.int(chosen.length)] : legal[random.int(legal.length)];
    },
  };
}

function outcomeScore(reward: number): number {
  if (reward === 1) return Number.MAX_VALUE;
  return reward === 0 ? -Number.MAX_VALUE : 0;
}
