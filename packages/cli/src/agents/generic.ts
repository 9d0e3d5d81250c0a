/**
 * Seats that work for any plugin: `random` (uniform over legal actions, seeded) and `greedy` (one-ply
 * lookahead scored with the game's `evaluate`). Game-specific bots (e.g. `mcts`) come from the plugin.
 */
import { UsageError } from '../errors';
import type { Agent, GamePlugin, Seat } from '../games/types';
import { SeededRandom } from '../sim/seed';

/** Uniform choice among the legal actions, from its own seeded stream. */
export function randomAgent<S, A>(seed: number): Agent<S, A> {
  const rng = new SeededRandom(seed);
  return { kind: 'random', choose: (_state, legal) => rng.int(legal.length) };
}

/**
 * Tries every legal action on a copy of the state and keeps the one the game's evaluation scores best
 * for the acting seat; ties are broken by the seeded stream so the bot is not biased to list order.
 */
export function greedyAgent<S, A>(plugin: GamePlugin<S, A>, seed: number): Agent<S, A> {
  const evaluate = plugin.evaluate;
  if (!evaluate) throw new UsageError(`${plugin.name} provides no evaluation, so it has no greedy bot`);
  const rng = new SeededRandom(seed);
  return {
    kind: 'greedy',
    choose(state, legal, seat) {
      if (legal.length === 1) return 0;
      let best = Number.NEGATIVE_INFINITY;
      let bestIndexes: number[] = [];
      for (let i = 0; i < legal.length; i++) {
        const next = plugin.engine.apply(plugin.engine.clone(state), legal[i]).state;
        const outcome = plugin.engine.outcome(next);
        const score = outcome ? outcomeScore(outcome.winners, seat) : evaluate(next, seat);
        if (score > best) {
          best = score;
          bestIndexes = [i];
        } else if (score === best) bestIndexes.push(i);
      }
      return bestIndexes[rng.int(bestIndexes.length)];
    },
  };
}

function outcomeScore(winners: readonly Seat[], seat: Seat): number {
  if (winners.includes(seat)) return Number.POSITIVE_INFINITY;
  return winners.length === 0 ? 0 : Number.NEGATIVE_INFINITY;
}

/** Names of the bots a plugin offers: the generic ones it supports plus its own. */
export function botNames(plugin: GamePlugin): string[] {
  const names = ['random'];
  if (plugin.evaluate || plugin.bots?.greedy) names.push('greedy');
  for (const name of Object.keys(plugin.bots ?? {})) if (!names.includes(name)) names.push(name);
  return names;
}

/** Builds the bot `kind` for a seat; plugin bots take precedence over the generic ones. */
export function createBot<S, A>(
  plugin: GamePlugin<S, A>,
  kind: string,
  seat: Seat,
  seed: number,
): Agent<S, A> {
  const [base, arg] = splitKind(kind);
  const own = plugin.bots?.[base];
  if (own) return own(seat, seed, arg);
  if (kind === 'random') return randomAgent(seed);
  if (kind === 'greedy' && plugin.evaluate) return greedyAgent(plugin, seed);
  throw new UsageError(`${plugin.name} has no bot '${kind}' (available: ${botNames(plugin).join(', ')})`);
}

/** Checks bot names before any game starts, so a typo is a usage error and not a crash mid-run. */
export function checkBots(
  plugin: GamePlugin,
  kinds: readonly string[],
  command: string,
  extra: string[] = [],
): void {
  const known = [...botNames(plugin), ...extra];
  for (const kind of kinds) {
    const [base, arg] = splitKind(kind);
    if (arg !== undefined && plugin.bots?.[base]) plugin.bots[base](0, 0, arg);
    if (!known.includes(base)) {
      throw new UsageError(
        `${plugin.name} has no seat type '${kind}' (available: ${known.join(', ')})`,
        command,
      );
    }
  }
}

/** `mcts:500` → [`mcts`, `500`]; `random` → [`random`, undefined]. */
function splitKind(kind: string): [string, string | undefined] {
  const at = kind.indexOf(':');
  return at < 0 ? [kind, undefined] : [kind.slice(0, at), kind.slice(at + 1)];
}
