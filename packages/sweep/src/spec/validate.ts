/**
 * Shape checks of a sweep file: every value has the type and range the runner needs, and the first
 * one that does not raises a {@link SweepSpecError} naming its path. Game-specific checks (ruleset
 * and deck names, player counts, bots) happen when the plan is built against a catalogue.
 */
import { SweepSpecError } from '../errors';
import type { DeckSpec, SweepDimensions, SweepFile, SweepGameEntry } from './types';

const TOP = [
  'name',
  'seed',
  'games',
  'gamesPerCell',
  'batchSize',
  'maxActions',
  'rulesets',
  'players',
  'bots',
  'decks',
];
const ENTRY = ['game', 'rulesets', 'players', 'bots', 'decks'];

/** Checks that `value` is a well-formed {@link SweepFile} and returns it typed. */
export function checkSweepFile(value: unknown): SweepFile {
  const file = record(value, 'file');
  unknownKeys(file, TOP, '');
  const games = array(file.games, 'games');
  if (games.length === 0) throw new SweepSpecError('games', 'must name at least one game');
  return {
    ...(file.name === undefined ? {} : { name: text(file.name, 'name') }),
    seed: whole(file.seed, 'seed', 0, 2 ** 32 - 1),
    games: games.map((g, i) => gameEntry(g, `games[${i}]`)),
    gamesPerCell: whole(file.gamesPerCell, 'gamesPerCell', 1),
    ...(file.batchSize === undefined ? {} : { batchSize: whole(file.batchSize, 'batchSize', 1) }),
    ...(file.maxActions === undefined ? {} : { maxActions: whole(file.maxActions, 'maxActions', 1) }),
    ...dimensions(file, ''),
  };
}

function gameEntry(value: unknown, path: string): string | SweepGameEntry {
  if (typeof value === 'string') return text(value, path);
  const entry = record(value, path);
  unknownKeys(entry, ENTRY, `${path}.`);
  return { game: text(entry.game, `${path}.game`), ...dimensions(entry, `${path}.`) };
}

function dimensions(source: Record<string, unknown>, prefix: string): SweepDimensions {
  const out: { -readonly [K in keyof SweepDimensions]: SweepDimensions[K] } = {};
  if (source.rulesets !== undefined)
    out.rulesets = nonEmpty(source.rulesets, `${prefix}rulesets`).map((r, i) =>
      text(r, `${prefix}rulesets[${i}]`),
    );
  if (source.players !== undefined)
    out.players = nonEmpty(source.players, `${prefix}players`).map((p, i) =>
      whole(p, `${prefix}players[${i}]`, 1, 64),
    );
  if (source.bots !== undefined) out.bots = bots(source.bots, `${prefix}bots`);
  if (source.decks !== undefined) out.decks = decks(source.decks, `${prefix}decks`);
  return out;
}

function bots(value: unknown, path: string): readonly string[] | readonly (readonly string[])[] {
  const list = nonEmpty(value, path);
  if (list.every((b) => typeof b === 'string')) return list.map((b, i) => text(b, `${path}[${i}]`));
  return list.map((seats, i) =>
    nonEmpty(seats, `${path}[${i}]`).map((b, j) => text(b, `${path}[${i}][${j}]`)),
  );
}

function decks(value: unknown, path: string): DeckSpec {
  if (Array.isArray(value)) return nonEmpty(value, path).map((d, i) => text(d, `${path}[${i}]`));
  const spec = record(value, path);
  const keys = Object.keys(spec);
  if (keys.length !== 1 || (keys[0] !== 'pairs' && keys[0] !== 'matrix')) {
    throw new SweepSpecError(
      path,
      'must be a list of deck names, { "pairs": [[…], …] } or { "matrix": [...] | "all" }',
    );
  }
  if (spec.pairs !== undefined) {
    return {
      pairs: nonEmpty(spec.pairs, `${path}.pairs`).map((pair, i) =>
        nonEmpty(pair, `${path}.pairs[${i}]`).map((d, j) => text(d, `${path}.pairs[${i}][${j}]`)),
      ),
    };
  }
  if (spec.matrix === 'all') return { matrix: 'all' };
  return { matrix: nonEmpty(spec.matrix, `${path}.matrix`).map((d, i) => text(d, `${path}.matrix[${i}]`)) };
}

function record(value: unknown, path: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new SweepSpecError(path, `must be an object, got ${describe(value)}`);
  }
  return value as Record<string, unknown>;
}

function array(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) throw new SweepSpecError(path, `must be a list, got ${describe(value)}`);
  return value;
}

function nonEmpty(value: unknown, path: string): unknown[] {
  const list = array(value, path);
  if (list.length === 0) throw new SweepSpecError(path, 'must not be empty');
  return list;
}

function text(value: unknown, path: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new SweepSpecError(path, `must be a non-empty string, got ${describe(value)}`);
  }
  return value.trim();
}

function whole(value: unknown, path: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new SweepSpecError(path, `must be a whole number, got ${describe(value)}`);
  }
  if (value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `at least ${min}` : `between ${min} and ${max}`;
    throw new SweepSpecError(path, `must be ${range}, got ${value}`);
  }
  return value;
}

function unknownKeys(value: Record<string, unknown>, known: readonly string[], prefix: string): void {
  for (const key of Object.keys(value)) {
    if (!known.includes(key))
      throw new SweepSpecError(`${prefix}${key}`, `unknown field (known: ${known.join(', ')})`);
  }
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return JSON.stringify(value);
  return typeof value === 'object' ? 'an object' : String(value);
}
