/**
 * Expanding a checked {@link SweepFile} against a game catalogue into a {@link SweepPlan}: every
 * combination of the dimensions becomes a cell, every cell is cut into batches. Names that the
 * catalogue does not know raise a {@link SweepSpecError} naming the field.
 */
import { createHash } from 'node:crypto';
import { SweepSpecError } from '../errors';
import type { CatalogGame, DeckSpec, SweepCatalog, SweepDimensions, SweepFile } from '../spec/types';
import { cellSeed } from './seed';
import type { SweepBatch, SweepCell, SweepPlan } from './types';

/** Games per batch when the file does not say. */
export const DEFAULT_BATCH_SIZE = 100;

type Seating = { decks: string[]; matrix?: { row: string; column: string } };

/** Builds the plan of `file`, checking every name against `catalog`. */
export function planSweep(file: SweepFile, catalog: SweepCatalog): SweepPlan {
  const batchSize = file.batchSize ?? DEFAULT_BATCH_SIZE;
  const cells: SweepCell[] = [];
  const seen = new Set<string>();
  file.games.forEach((entry, g) => {
    const path = typeof entry === 'string' ? `games[${g}]` : `games[${g}].game`;
    const name = typeof entry === 'string' ? entry : entry.game;
    const game = catalog.game(name);
    if (!game)
      throw new SweepSpecError(path, `unknown game '${name}' (available: ${catalog.names().join(', ')})`);
    const own: SweepDimensions = typeof entry === 'string' ? {} : entry;
    const where = (key: keyof SweepDimensions) => (own[key] !== undefined ? `games[${g}].${key}` : key);
    const rulesets = own.rulesets ?? file.rulesets ?? [game.rulesets[0]?.name ?? 'default'];
    rulesets.forEach((ruleset, i) => {
      if (!game.rulesets.some((r) => r.name === ruleset)) {
        const known = game.rulesets.map((r) => r.name).join(', ');
        throw new SweepSpecError(
          `${where('rulesets')}[${i}]`,
          `${game.name} has no ruleset '${ruleset}' (available: ${known})`,
        );
      }
    });
    const playerCounts = own.players ?? file.players ?? [game.players.default];
    playerCounts.forEach((players, i) => {
      if (players < game.players.min || players > game.players.max) {
        throw new SweepSpecError(
          `${where('players')}[${i}]`,
          `${game.name} is played by ${game.players.min}–${game.players.max} players, got ${players}`,
        );
      }
    });
    const botLists = botSeatings(own.bots ?? file.bots ?? ['random']);
    const nested = Array.isArray((own.bots ?? file.bots)?.[0]);
    botLists.forEach((seats, i) => {
      seats.forEach((kind, j) => {
        const problem = game.checkBot?.(kind);
        const at = nested ? `${where('bots')}[${i}][${j}]` : `${where('bots')}[${j}]`;
        if (problem !== undefined) throw new SweepSpecError(at, problem);
      });
    });
    const deckSpec = own.decks ?? file.decks;
    for (const ruleset of rulesets) {
      for (const players of playerCounts) {
        const seatings = deckSeatings(game, deckSpec, players, where('decks'));
        for (const seats of botLists) {
          if (seats.length > players)
            throw new SweepSpecError(where('bots'), `${seats.length} seats given for ${players} players`);
          const bots = cycle(seats, players);
          for (const seating of seatings) {
            const id = `${game.name}/${ruleset}/${players}p/${bots.join('+')}/${seating.decks.join('+')}`;
            if (seen.has(id)) continue;
            seen.add(id);
            cells.push({
              id,
              position: cells.length,
              game: game.name,
              ruleset,
              players,
              bots,
              decks: seating.decks,
              seed: cellSeed(file.seed, id),
              games: file.gamesPerCell,
              ...(seating.matrix ? { matrix: seating.matrix } : {}),
            });
          }
        }
      }
    }
  });
  const batches = cells.flatMap((cell) => batchesOf(cell, batchSize));
  const id = createHash('sha256')
    .update(
      JSON.stringify({
        cells: cells.map((c) => [c.id, c.seed, c.games]),
        batchSize,
        maxActions: file.maxActions ?? null,
      }),
    )
    .digest('hex')
    .slice(0, 16);
  return {
    id,
    name: file.name ?? 'sweep',
    baseSeed: file.seed,
    gamesPerCell: file.gamesPerCell,
    batchSize,
    ...(file.maxActions === undefined ? {} : { maxActions: file.maxActions }),
    cells,
    batches,
  };
}

/** Cuts a cell's games into batches of `size` (the last one may be shorter). */
export function batchesOf(cell: SweepCell, size: number): SweepBatch[] {
  const out: SweepBatch[] = [];
  for (let index = 0, from = 0; from < cell.games; index++, from += size) {
    out.push({
      id: `${cell.id}#${index}`,
      cellId: cell.id,
      index,
      from,
      to: Math.min(cell.games, from + size),
    });
  }
  return out;
}

function isList(spec: DeckSpec): spec is readonly string[] {
  return Array.isArray(spec);
}

function botSeatings(bots: readonly string[] | readonly (readonly string[])[]): string[][] {
  return bots.every((b) => typeof b === 'string')
    ? [[...(bots as string[])]]
    : (bots as string[][]).map((s) => [...s]);
}

function cycle<T>(items: readonly T[], count: number): T[] {
  return Array.from({ length: count }, (_, i) => items[i % items.length]);
}

function deckSeatings(
  game: CatalogGame,
  spec: DeckSpec | undefined,
  players: number,
  path: string,
): Seating[] {
  const check = (name: string, at: string) => {
    if (!game.decks.some((d) => d.name === name)) {
      const known = game.decks.map((d) => d.name).join(', ');
      throw new SweepSpecError(at, `${game.name} has no deck '${name}' (available: ${known || 'none'})`);
    }
    return name;
  };
  if (spec === undefined) {
    if (game.decks.length === 0) throw new SweepSpecError(path, `${game.name} has no ready decks`);
    return [
      {
        decks: cycle(
          game.decks.map((d) => d.name),
          players,
        ),
      },
    ];
  }
  if (isList(spec)) {
    const names = spec.map((d, i) => check(d, `${path}[${i}]`));
    if (names.length > players)
      throw new SweepSpecError(path, `${names.length} decks given for ${players} players`);
    return [{ decks: cycle(names, players) }];
  }
  if ('pairs' in spec) {
    return spec.pairs.map((pair, i) => {
      const names = pair.map((d, j) => check(d, `${path}.pairs[${i}][${j}]`));
      if (names.length > players)
        throw new SweepSpecError(`${path}.pairs[${i}]`, `${names.length} decks given for ${players} players`);
      return { decks: cycle(names, players) };
    });
  }
  if (players !== 2)
    throw new SweepSpecError(
      `${path}.matrix`,
      `a deck matrix needs two-player games, got ${players} players`,
    );
  const names =
    spec.matrix === 'all'
      ? game.decks.map((d) => d.name)
      : spec.matrix.map((d, i) => check(d, `${path}.matrix[${i}]`));
  if (names.length === 0) throw new SweepSpecError(`${path}.matrix`, `${game.name} has no ready decks`);
  return names.flatMap((row) => names.map((column) => ({ decks: [row, column], matrix: { row, column } })));
}
