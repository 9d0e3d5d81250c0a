/**
 * What a match is created from, checked: the module, seat count, ruleset, seed, decks and which seats
 * bots take. Stored with the match so a restarted server can rebuild it.
 * @module
 */
import type { GameModule } from '@cardloom/core';
import type { SeatKind } from '../protocol';
import { MatchSetupError } from './errors';

/** Bot strengths a seat can get. */
export type BotKind = 'random' | 'greedy' | 'mcts';

/** A match's setup, as stored. */
export interface MatchSetup {
  /** Module name. */
  readonly game: string;
  readonly ruleset: string;
  readonly seed: string | number;
  /** Seat names, one per seat. */
  readonly names: readonly string[];
  /** One deck (card definition ids) per seat. */
  readonly decks: readonly (readonly string[])[];
  /** Who plays each seat. */
  readonly seats: readonly SeatKind[];
  /** Bot used for bot seats and for human seats whose time runs out. */
  readonly bot: BotKind;
  /** Milliseconds a human seat has for each decision, or null for no timer. */
  readonly turnMs: number | null;
  /** Milliseconds after which unclaimed human seats are given to bots, or null to wait. */
  readonly fillAfterMs: number | null;
}

/** What a client may ask for when it creates a match (every field optional). */
export interface CreateOptions {
  readonly game?: unknown;
  readonly players?: unknown;
  readonly ruleset?: unknown;
  readonly seed?: unknown;
  /** How many seats (the last ones) bots take. */
  readonly bots?: unknown;
  readonly bot?: unknown;
  readonly turnMs?: unknown;
  readonly fillAfterMs?: unknown;
  readonly name?: unknown;
  /** Ready deck names of the module, one per seat (default: the module's ready decks in turn). */
  readonly decks?: unknown;
}

const BOTS: readonly BotKind[] = ['random', 'greedy', 'mcts'];

function int(value: unknown, name: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    throw new MatchSetupError(
      `${name} must be an integer from ${min} to ${max}, got ${JSON.stringify(value)}`,
    );
  return value;
}

/** The cards of the ready decks `names` (one name per seat) of `module`. */
function readyDecks(module: GameModule, names: unknown, players: number): (readonly string[])[] {
  if (!Array.isArray(names) || names.length !== players)
    throw new MatchSetupError(`decks must list one ready deck name per seat (${players})`);
  return names.map((name) => {
    const deck = module.decks.find((d) => d.name === name);
    if (!deck)
      throw new MatchSetupError(
        `unknown deck ${JSON.stringify(name)} for ${module.name}; ready decks: ${module.decks.map((d) => d.name).join(', ')}`,
      );
    return deck.cards;
  });
}

/** Checks a create request against the module list and builds the setup; throws {@link MatchSetupError}. */
export function resolveSetup(
  modules: readonly GameModule[],
  options: CreateOptions,
  defaultSeed: () => number,
): MatchSetup {
  const name = options.game ?? modules[0]?.name;
  const module = modules.find((m) => m.name === name);
  if (!module)
    throw new MatchSetupError(
      `unknown game ${JSON.stringify(name)}; this server hosts ${modules.map((m) => m.name).join(', ')}`,
    );
  const players =
    options.players === undefined
      ? module.players.default
      : int(options.players, 'players', module.players.min, module.players.max);
  const ruleset = options.ruleset ?? module.rulesets[0].name;
  if (!module.rulesets.some((r) => r.name === ruleset))
    throw new MatchSetupError(
      `unknown ruleset ${JSON.stringify(ruleset)} for ${module.name}; known: ${module.rulesets.map((r) => r.name).join(', ')}`,
    );
  const seed = options.seed ?? defaultSeed();
  if (typeof seed !== 'string' && !(typeof seed === 'number' && Number.isSafeInteger(seed)))
    throw new MatchSetupError('seed must be a string or a safe integer');
  const bots = options.bots === undefined ? 0 : int(options.bots, 'bots', 0, players);
  const bot = options.bot ?? (module.evaluate ? 'greedy' : 'random');
  if (!BOTS.includes(bot as BotKind))
    throw new MatchSetupError(`bot must be one of ${BOTS.join(', ')}, got ${JSON.stringify(bot)}`);
  const turnMs = options.turnMs === undefined ? null : int(options.turnMs, 'turnMs', 1, 86_400_000);
  const fillAfterMs =
    options.fillAfterMs === undefined ? null : int(options.fillAfterMs, 'fillAfterMs', 0, 86_400_000);
  if (module.decks.length === 0) throw new MatchSetupError(`${module.name} has no ready decks`);
  const decks = options.decks === undefined ? null : readyDecks(module, options.decks, players);
  const seats = Array.from({ length: players }, (_, i): SeatKind => (i >= players - bots ? 'bot' : 'human'));
  return {
    game: module.name,
    ruleset: ruleset as string,
    seed,
    names: seats.map((kind, i) => (kind === 'bot' ? `Bot ${i + 1}` : `Player ${i + 1}`)),
    decks: decks ?? seats.map((_, i) => module.decks[i % module.decks.length].cards),
    seats,
    bot: bot as BotKind,
    turnMs,
    fillAfterMs,
  };
}
