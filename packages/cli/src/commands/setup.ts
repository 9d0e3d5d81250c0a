/**
 * Option handling shared by the commands that start games (`play`, `simulate`, `compare`, `bench`):
 * game, ruleset, players, seats, decks (ready-made names or decklist files) and seed.
 */
import { webcrypto } from 'node:crypto';
import type { Action, GameModule, ReadyDeck } from '@cardloom/core';
import { checkBots } from '../agents/bots';
import { int, list, type OptionSpec, type Parsed, seedFrom, str } from '../args';
import { UsageError } from '../errors';
import { rulesVersion } from '../games/kernel';
import { checkPlayers, resolveDecks, resolveRuleset } from '../games/registry';
import type { RulesetInfo } from '../games/types';
import { loadDeckFile } from '../input/deck-file';
import type { Io } from '../io';
import { REPLAY_VERSION, type ReplayFile } from '../sim/replay';
import type { GameRecord } from '../sim/run-game';

/** Options every game-starting command accepts. */
export const gameOptions: OptionSpec = {
  ruleset: { type: 'string', short: 'r' },
  seed: { type: 'string', short: 's' },
  decks: { type: 'string', short: 'd' },
  players: { type: 'string', short: 'n' },
  'max-actions': { type: 'string' },
};

/** Options of the commands that run batches of bot games (`simulate`, `bench`). */
export const batchOptions: OptionSpec = {
  ...gameOptions,
  games: { type: 'string' },
  bots: { type: 'string', short: 'b' },
  workers: { type: 'string', short: 'w' },
  json: { type: 'boolean' },
};

/** The resolved setup of a run of games. */
export interface GameSetupOptions {
  module: GameModule;
  ruleset: RulesetInfo;
  players: number;
  decks: ReadyDeck[];
  seed: number;
  maxActions: number | undefined;
}

/** Resolves the shared options for `module`; `players` defaults to the seat count implied by other options. */
export async function resolveSetup(
  command: string,
  parsed: Parsed,
  module: GameModule,
  io: Io,
  impliedPlayers?: number,
): Promise<GameSetupOptions> {
  const ruleset = resolveRuleset(module, str(parsed, 'ruleset'), command);
  const players = int(command, parsed, 'players', impliedPlayers ?? module.players.default, 1, 64);
  checkPlayers(module, players, command);
  const deckNames = list(parsed, 'decks');
  const named = deckNames?.filter((n) => !isPath(n));
  const decks = deckNames?.some(isPath)
    ? await Promise.all(
        Array.from({ length: players }, (_, seat) => deckNames[seat % deckNames.length]).map((n) =>
          isPath(n) ? loadDeck(module, n, io) : resolveDecks(module, [n], 1, command)[0],
        ),
      )
    : resolveDecks(module, named, players, command);
  const rawSeed = str(parsed, 'seed');
  const seed = rawSeed === undefined ? webcrypto.getRandomValues(new Uint32Array(1))[0] : seedFrom(rawSeed);
  const maxActions =
    str(parsed, 'max-actions') === undefined ? undefined : int(command, parsed, 'max-actions', 0, 1);
  return { module, ruleset, players, decks, seed, maxActions };
}

function isPath(name: string): boolean {
  return name.includes('/') || name.includes('\\') || /\.[a-z0-9]+$/i.test(name);
}

async function loadDeck(module: GameModule, path: string, io: Io): Promise<ReadyDeck> {
  return { name: path, title: path, cards: await loadDeckFile(module, io, path) };
}

/** Seat types from a comma list, cycled over `players` seats (e.g. `--bots mcts,random`). */
export function seatsFrom(
  command: string,
  kinds: readonly string[] | undefined,
  players: number,
  fallback: string,
): string[] {
  const given = kinds && kinds.length > 0 ? kinds : [fallback];
  if (given.length > players) {
    throw new UsageError(`${given.length} seat types given for ${players} players`, command);
  }
  return Array.from({ length: players }, (_, seat) => given[seat % given.length]);
}

/** The setup plus one bot per seat from `--bots` (default random), checked against the game's bots. */
export async function resolveBotSetup(
  command: string,
  parsed: Parsed,
  module: GameModule,
  io: Io,
): Promise<GameSetupOptions & { bots: string[] }> {
  const botList = list(parsed, 'bots');
  const setup = await resolveSetup(
    command,
    parsed,
    module,
    io,
    botList && botList.length > 1 ? botList.length : undefined,
  );
  const bots = seatsFrom(command, botList, setup.players, 'random');
  checkBots(module, bots, command);
  return { ...setup, bots };
}

/** The replay file of a game played from `setup` with `seed` (a game's own seed in simulations). */
export function replayFor(
  setup: GameSetupOptions,
  seats: string[],
  seed: number | string,
  actions: readonly Action[],
  record: Pick<GameRecord, 'winners' | 'reason' | 'error'>,
): ReplayFile {
  return {
    format: 'cardloom-replay',
    version: REPLAY_VERSION,
    game: setup.module.id,
    ruleset: setup.ruleset.name,
    seed,
    players: seats.map((_, seat) => `P${seat + 1}`),
    seats,
    deckNames: setup.decks.map((d) => d.name),
    decks: setup.decks.map((d) => d.cards),
    cardIds: 'shuffled',
    ...rulesVersionField(rulesVersion(setup.module, setup.ruleset.name)),
    actions: [...actions],
    outcome: {
      winners: [...record.winners],
      reason: record.reason,
      ...(record.error ? { error: record.error } : {}),
    },
  };
}

function rulesVersionField(version: number | undefined): { rulesVersion?: number } {
  return version === undefined ? {} : { rulesVersion: version };
}
