/**
 * The replay file: a game's setup (game, ruleset, seed, decks, seats) plus every action applied, in
 * order. Replaying re-creates the game from the seed and re-applies the actions, so a replay holds no
 * state and cannot leak hidden cards beyond what the viewer chooses to show.
 */
import { CliError } from '../errors';

/** Current replay format version. */
export const REPLAY_VERSION = 1;

/** A saved game. */
export interface ReplayFile {
  format: 'cardloom-replay';
  version: number;
  game: string;
  ruleset: string;
  seed: number;
  /** Seat types (`random`, `greedy`, `mcts`, `human`). */
  seats: string[];
  /** Deck names, for display. */
  deckNames: string[];
  /** Deck data per seat in the game's own deck format. */
  decks: unknown[];
  actions: unknown[];
  /** How the game ended when it was saved, if it had ended; `error` when it failed. */
  outcome?: { winners: number[]; reason: string; error?: string };
}

/**
 * Reads and checks a replay file's text. Every problem is a {@link CliError} naming the field that is
 * wrong, e.g. `replay.json: "seed" must be a whole number`.
 */
export function parseReplay(text: string, source: string): ReplayFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new CliError(`${source}: not a replay file (invalid JSON: ${(error as Error).message})`);
  }
  const fail = (message: string): never => {
    throw new CliError(`${source}: ${message}`);
  };
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    fail('not a replay file (expected a JSON object)');
  const r = data as Record<string, unknown>;
  if (r.format !== 'cardloom-replay') fail(`not a replay file ("format" must be "cardloom-replay")`);
  if (r.version !== REPLAY_VERSION) {
    fail(
      `unsupported replay version ${JSON.stringify(r.version)} (this cardloom reads version ${REPLAY_VERSION})`,
    );
  }
  for (const key of ['game', 'ruleset'] as const) {
    if (typeof r[key] !== 'string' || r[key] === '') fail(`"${key}" must be a non-empty string`);
  }
  if (!Number.isInteger(r.seed) || (r.seed as number) < 0) fail('"seed" must be a whole number');
  for (const key of ['seats', 'deckNames', 'decks', 'actions'] as const) {
    if (!Array.isArray(r[key])) fail(`"${key}" must be an array`);
  }
  const seats = r.seats as unknown[];
  if (seats.length === 0 || seats.some((s) => typeof s !== 'string'))
    fail('"seats" must list the seat types');
  if ((r.decks as unknown[]).length !== seats.length) {
    fail(`"decks" has ${(r.decks as unknown[]).length} entries for ${seats.length} seats`);
  }
  return data as ReplayFile;
}

/** Serialises a replay (stable key order, one action per line for readable diffs). */
export function formatReplay(replay: ReplayFile): string {
  const { actions, ...head } = replay;
  const body = JSON.stringify(head, null, 2).replace(/\n}$/, '');
  const lines = actions.map((a) => `    ${JSON.stringify(a)}`).join(',\n');
  return `${body},\n  "actions": [\n${lines}\n  ]\n}\n`;
}
