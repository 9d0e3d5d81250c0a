/**
 * The replay file: a game's setup (game, ruleset, seed, players, decks) plus every action applied, in
 * order. Replaying re-creates the game from the seed and re-applies the actions, so a replay holds no
 * state and cannot leak hidden cards beyond what the viewer chooses to show. For kernel games the file
 * is also a kernel replay (`replay(definition, data)` in `@cardloom/core` reads it), with the seat
 * types, deck names and result added.
 */
import { CliError } from '../errors';

/** Current replay format version (the command's own files). */
export const REPLAY_VERSION = 1;

/** Versions read: the command's own (1) and the kernel's `toReplay` files with integrity records (2). */
const READABLE_VERSIONS: readonly unknown[] = [1, 2];

/** A saved game. */
export interface ReplayFile {
  format: 'cardloom-replay';
  version: number;
  /** The game: its definition id for kernel games, else its command name. */
  game: string;
  ruleset: string;
  seed: number | string;
  /** Player names, one per seat. */
  players: string[];
  /** Seat types (`random`, `greedy`, `mcts`, `human`), when the command wrote the file. */
  seats?: string[];
  /** Deck names, for display. */
  deckNames?: string[];
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
  if (!READABLE_VERSIONS.includes(r.version)) {
    fail(
      `unsupported replay version ${JSON.stringify(r.version)} (this cardloom reads versions ${READABLE_VERSIONS.join(', ')})`,
    );
  }
  for (const key of ['game', 'ruleset'] as const) {
    if (typeof r[key] !== 'string' || r[key] === '') fail(`"${key}" must be a non-empty string`);
  }
  if (typeof r.seed !== 'string' && (!Number.isInteger(r.seed) || (r.seed as number) < 0)) {
    fail('"seed" must be a whole number or a string');
  }
  for (const key of ['players', 'decks', 'actions'] as const) {
    if (!Array.isArray(r[key])) fail(`"${key}" must be an array`);
  }
  const players = r.players as unknown[];
  if (players.length === 0 || players.some((s) => typeof s !== 'string'))
    fail('"players" must list the player names');
  for (const key of ['decks', 'seats', 'deckNames'] as const) {
    const list = r[key];
    if (list === undefined && key !== 'decks') continue;
    if (!Array.isArray(list) || list.length !== players.length) {
      fail(`"${key}" must have one entry per player (${players.length})`);
    }
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
