/**
 * The replay file: a game's setup (game, ruleset, seed, players, decks) plus every action applied, in
 * order. Replaying re-creates the game from the seed and re-applies the actions, so a replay holds no
 * state and cannot leak hidden cards beyond what the viewer chooses to show. For kernel games the file
 * is also a kernel replay (`replay(definition, data)` in `@cardloom/core` reads it), with the seat
 * types, deck names and result added.
 */
import type { CardIdOrder } from '@cardloom/core';
import { ReplayFileError } from '../errors';
import { clip } from '../format/escape';
import { MAX_DECK_CARDS, MAX_REPLAY_ACTIONS, MAX_REPLAY_DEPTH, MAX_REPLAY_STRING } from '../input/limits';
import { tooDeepAt } from '../json/depth';

/** Current replay format version (the command's own files). */
export const REPLAY_VERSION = 1;

/** Versions read: the command's own (1) and the kernel's `toReplay` files with integrity records (2, 3). */
const READABLE_VERSIONS: readonly unknown[] = [1, 2, 3];

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
  /** How card ids were handed out (kernel games; absent in files written before: `deck-order`). */
  cardIds?: CardIdOrder;
  /** The version of the ruleset's rules it was recorded under (absent: 1, or a ruleset without versions). */
  rulesVersion?: number;
  actions: unknown[];
  /** How the game ended when it was saved, if it had ended; `error` when it failed. */
  outcome?: { winners: number[]; reason: string; error?: string };
}

/**
 * Reads and checks a replay file's text before any of it is used. Every problem is a
 * {@link ReplayFileError} naming the field that is wrong, e.g. `replay.json: "seed" must be a whole
 * number or a string`. Nesting deeper than `MAX_REPLAY_DEPTH` (64) levels is refused before the text is parsed.
 */
export function parseReplay(text: string, source: string): ReplayFile {
  const fail = (field: string | undefined, message: string): never => {
    throw new ReplayFileError(source, field, message);
  };
  const deep = tooDeepAt(text, MAX_REPLAY_DEPTH);
  if (deep !== undefined)
    fail(undefined, `JSON nested deeper than ${MAX_REPLAY_DEPTH} levels (at character ${deep + 1})`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    fail(undefined, `not a replay file (invalid JSON: ${clip((error as Error).message, 120)})`);
  }
  if (!isRecord(data)) return fail(undefined, 'not a replay file (expected a JSON object)');
  const r = data;
  const field = (key: string): unknown => {
    if (r[key] === undefined) fail(key, 'is missing');
    return r[key];
  };
  if (field('format') !== 'cardloom-replay') fail('format', 'must be "cardloom-replay" (not a replay file)');
  if (!READABLE_VERSIONS.includes(field('version'))) {
    fail(
      'version',
      `is ${clip(JSON.stringify(r.version))}, but this cardloom reads replay versions ${READABLE_VERSIONS.join(', ')}`,
    );
  }
  for (const key of ['game', 'ruleset'] as const) checkString(field(key), key, fail);
  const seed = field('seed');
  if (typeof seed === 'string') checkString(seed, 'seed', fail);
  else if (!Number.isSafeInteger(seed) || (seed as number) < 0)
    fail('seed', 'must be a whole number or a string');
  const players = checkArray(field('players'), 'players', fail, 64);
  if (players.length === 0) fail('players', 'must name at least one player');
  for (const [i, name] of players.entries()) checkString(name, `players[${i}]`, fail);
  for (const key of ['seats', 'deckNames'] as const) {
    if (r[key] === undefined) continue;
    const list = checkArray(r[key], key, fail, players.length);
    if (list.length !== players.length) fail(key, `must have one entry per player (${players.length})`);
    for (const [i, name] of list.entries()) checkString(name, `${key}[${i}]`, fail);
  }
  const decks = checkArray(field('decks'), 'decks', fail, players.length);
  if (decks.length !== players.length) fail('decks', `must have one entry per player (${players.length})`);
  decks.forEach((deck, i) => {
    const cards = checkArray(deck, `decks[${i}]`, fail, MAX_DECK_CARDS);
    cards.forEach((card, j) => {
      if (typeof card === 'string') checkString(card, `decks[${i}][${j}]`, fail);
      else if (typeof card !== 'number' || !Number.isFinite(card))
        fail(`decks[${i}][${j}]`, 'must be a card id');
    });
  });
  if (r.cardIds !== undefined && r.cardIds !== 'shuffled' && r.cardIds !== 'deck-order')
    fail('cardIds', 'must be "shuffled" or "deck-order"');
  if (
    r.rulesVersion !== undefined &&
    !(Number.isSafeInteger(r.rulesVersion) && (r.rulesVersion as number) >= 1)
  )
    fail('rulesVersion', 'must be a whole number from 1');
  const actions = checkArray(field('actions'), 'actions', fail, MAX_REPLAY_ACTIONS);
  actions.forEach((action, i) => {
    if (!isRecord(action)) fail(`actions[${i}]`, 'must be an object');
    else checkString(action.type, `actions[${i}].type`, fail);
  });
  if (r.outcome !== undefined) checkOutcome(r.outcome, players.length, fail);
  return data as unknown as ReplayFile;
}

type Fail = (field: string | undefined, message: string) => never;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkString(value: unknown, key: string, fail: Fail): void {
  if (typeof value !== 'string' || value === '') fail(key, 'must be a non-empty string');
  else if (value.length > MAX_REPLAY_STRING) fail(key, `is longer than ${MAX_REPLAY_STRING} characters`);
}

function checkArray(value: unknown, key: string, fail: Fail, max: number): unknown[] {
  if (!Array.isArray(value)) return fail(key, 'must be an array');
  if (value.length > max) fail(key, `has ${value.length} entries, more than ${max}`);
  return value;
}

function checkOutcome(value: unknown, players: number, fail: Fail): void {
  if (!isRecord(value)) {
    fail('outcome', 'must be an object');
    return;
  }
  const { winners, reason, error } = value;
  if (!Array.isArray(winners) || winners.some((w) => !Number.isInteger(w) || w < 0 || w >= players))
    fail('outcome.winners', `must be an array of seat numbers (0 to ${players - 1})`);
  if (typeof reason !== 'string' || reason.length > MAX_REPLAY_STRING)
    fail('outcome.reason', 'must be a string');
  if (error !== undefined && typeof error !== 'string') fail('outcome.error', 'must be a string');
}

/** Serialises a replay (stable key order, one action per line for readable diffs). */
export function formatReplay(replay: ReplayFile): string {
  const { actions, ...head } = replay;
  const body = JSON.stringify(head, null, 2).replace(/\n}$/, '');
  const lines = actions.map((a) => `    ${JSON.stringify(a)}`).join(',\n');
  return `${body},\n  "actions": [\n${lines}\n  ]\n}\n`;
}
