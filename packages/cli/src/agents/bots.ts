/**
 * The bot seats of any game module, from `@cardloom/bots`: `random`, `greedy` (when the module has an
 * evaluation) and `mcts[:iterations[:playout depth]]` (IS-MCTS, cut off with the evaluation if any).
 */
import { type Bot, greedyBot, mctsBot, randomBot } from '@cardloom/bots';
import type { GameModule } from '@cardloom/core';
import { UsageError } from '../errors';
import type { Agent, Seat } from '../games/types';
import { indexOfValue } from '../json/same-value';

/** Names of the bots a module offers. */
export function botNames(module: GameModule): string[] {
  return module.evaluate ? ['random', 'greedy', 'mcts'] : ['random', 'mcts'];
}

/**
 * Builds the bot `kind` (`mcts:500` passes `500` on; random and greedy take no argument) for a seat with its own seed; a usage error names
 * the bots the game offers otherwise.
 */
export function createBot(module: GameModule, kind: string, _seat: Seat, seed: number): Agent {
  const [base, arg] = splitKind(kind);
  const { evaluate } = module;
  if (base === 'random') return agent('random', randomBot({ seed }));
  if (base === 'greedy' && evaluate) return agent('greedy', greedyBot({ seed, evaluate }));
  if (base === 'mcts')
    return agent('mcts', mctsBot({ seed, evaluate, ...mctsArgs(arg, module.searchIterations) }));
  throw new UsageError(`${module.name} has no bot '${kind}' (available: ${botNames(module).join(', ')})`);
}

/** Checks seat types before any game starts, so a typo is a usage error and not a crash mid-run. */
export function checkBots(
  module: GameModule,
  kinds: readonly string[],
  command: string,
  extra: string[] = [],
): void {
  const known = [...botNames(module), ...extra];
  for (const kind of kinds) {
    const [base, arg] = splitKind(kind);
    if (base === 'mcts' && arg !== undefined) mctsArgs(arg, module.searchIterations);
    if (!known.includes(base)) {
      throw new UsageError(
        `${module.name} has no seat type '${kind}' (available: ${known.join(', ')})`,
        command,
      );
    }
  }
}

/** `mcts:<iterations>[:<playout depth>]`: iterations ≥ 1, depth ≥ 0 (0 scores each new leaf at once). */
function mctsArgs(
  arg: string | undefined,
  iterations: number,
): { iterations: number; playoutDepth?: number } {
  if (arg === undefined) return { iterations };
  const match = /^(\d+)(?::(\d+))?$/.exec(arg);
  if (!match || Number(match[1]) < 1) {
    throw new UsageError(
      `mcts:<iterations>[:<playout depth>] needs iterations ≥ 1 and a depth ≥ 0, got '${arg}'`,
    );
  }
  return {
    iterations: Number(match[1]),
    ...(match[2] === undefined ? {} : { playoutDepth: Number(match[2]) }),
  };
}

/** Wraps a bot as a command seat: the bot returns an action, the seat its index in the legal list. */
function agent(kind: string, bot: Bot): Agent {
  return {
    kind,
    choose(game, legal) {
      return indexOfValue(legal, bot.choose(game));
    },
  };
}

/** `mcts:500` → [`mcts`, `500`]; `random` → [`random`, undefined]. */
function splitKind(kind: string): [string, string | undefined] {
  const at = kind.indexOf(':');
  return at < 0 ? [kind, undefined] : [kind.slice(0, at), kind.slice(at + 1)];
}
