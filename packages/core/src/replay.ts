/**
 * Saving and replaying games. A replay is the setup plus the action log: `(seed, actions)` reproduces
 * every intermediate state exactly. A saved game is the setup, the state and the log.
 * @module
 */
import type { Action, GameDefinition } from './definition';
import { apply, cloneState, createGame, Game, type GameSetup, resolveSetup } from './engine';
import { CardloomError, ReplayError } from './errors';
import { isJson } from './json';
import type { GameState } from './state';

/** The replay format version this kernel writes and reads. */
export const REPLAY_VERSION = 1;

/** A replay: everything needed to play a game again, action by action. */
export interface Replay {
  readonly format: 'cardloom-replay';
  readonly version: number;
  /** Definition id. */
  readonly game: string;
  readonly ruleset: string;
  readonly seed: string | number;
  readonly players: readonly string[];
  readonly decks: readonly (readonly string[])[];
  readonly teams?: readonly number[];
  readonly firstPlayer?: number;
  readonly actions: readonly Action[];
}

/** The replay of a game so far. */
export function toReplay(game: Game): Replay {
  const s = game.setup;
  return {
    format: 'cardloom-replay',
    version: REPLAY_VERSION,
    game: game.definition.id,
    ruleset: s.ruleset,
    seed: s.seed,
    players: [...s.players],
    decks: s.decks.map((d) => [...d]),
    ...(s.teams ? { teams: [...s.teams] } : {}),
    ...(s.firstPlayer !== undefined ? { firstPlayer: s.firstPlayer } : {}),
    actions: game.log.slice(),
  };
}

function need(ok: boolean, message: string): void {
  if (!ok) throw new ReplayError(`malformed replay: ${message}`);
}

/** Checks that a parsed JSON value is a well-formed replay (for `definition`, when given). */
export function parseReplay(value: unknown, definition?: GameDefinition): Replay {
  need(typeof value === 'object' && value !== null && !Array.isArray(value), 'expected a JSON object');
  const r = value as Record<string, unknown>;
  need(r.format === 'cardloom-replay', '"format" must be "cardloom-replay"');
  need(r.version === REPLAY_VERSION, `"version" must be ${REPLAY_VERSION}, got ${JSON.stringify(r.version)}`);
  need(typeof r.game === 'string', '"game" must be a string');
  need(typeof r.ruleset === 'string', '"ruleset" must be a string');
  need(typeof r.seed === 'string' || typeof r.seed === 'number', '"seed" must be a string or number');
  need(
    Array.isArray(r.players) && r.players.every((p) => typeof p === 'string'),
    '"players" must be a list of names',
  );
  need(
    Array.isArray(r.decks) && r.decks.every((d) => Array.isArray(d) && d.every((c) => typeof c === 'string')),
    '"decks" must be a list of lists of card ids',
  );
  need(Array.isArray(r.actions), '"actions" must be a list');
  (r.actions as unknown[]).forEach((a, i) => {
    need(
      typeof a === 'object' &&
        a !== null &&
        typeof (a as Action).type === 'string' &&
        Number.isInteger((a as Action).player) &&
        isJson(a),
      `action ${i} must be an object with a string "type" and an integer "player"`,
    );
  });
  if (definition && r.game !== definition.id)
    throw new ReplayError(`this replay is for game "${r.game}", not "${definition.id}"`);
  return r as unknown as Replay;
}

/** Options for {@link replay}. */
export interface ReplayOptions {
  /** Called with the game after creation (index -1) and after each action (its index). */
  readonly onStep?: (game: Game, index: number) => void;
  /** Stop after this many actions. */
  readonly to?: number;
}

/** Plays a replay again and returns the game. Throws {@link ReplayError} naming the first action that fails. */
export function replay(
  definition: GameDefinition,
  data: Replay | unknown,
  options: ReplayOptions = {},
): Game {
  const r = parseReplay(data, definition);
  let game: Game;
  try {
    game = createGame(definition, {
      players: r.players,
      decks: r.decks,
      seed: r.seed,
      ruleset: r.ruleset,
      ...(r.teams ? { teams: r.teams } : {}),
      ...(r.firstPlayer !== undefined ? { firstPlayer: r.firstPlayer } : {}),
    });
  } catch (e) {
    if (e instanceof CardloomError) throw new ReplayError(`replay setup is not valid: ${e.message}`);
    throw e;
  }
  options.onStep?.(game, -1);
  const end = Math.min(options.to ?? r.actions.length, r.actions.length);
  for (let i = 0; i < end; i++) {
    try {
      apply(game, r.actions[i]);
    } catch (e) {
      if (e instanceof CardloomError)
        throw new ReplayError(`replay action ${i} (${r.actions[i].type}) was refused: ${e.message}`, {
          data: { index: i },
        });
      throw e;
    }
    options.onStep?.(game, i);
  }
  return game;
}

/** Every state of a replay, from creation to the last action (copies). */
export function replayStates(definition: GameDefinition, data: Replay | unknown): GameState[] {
  const states: GameState[] = [];
  replay(definition, data, { onStep: (g) => states.push(cloneState(g.state)) });
  return states;
}

/** A saved game: setup, state and log, as JSON text. */
export function saveGame(game: Game): string {
  return JSON.stringify({
    format: 'cardloom-save',
    version: REPLAY_VERSION,
    setup: game.setup,
    state: game.state,
    log: game.log,
  });
}

/** Restores a game saved with {@link saveGame}. Throws {@link ReplayError} when it does not fit `definition`. */
export function restoreGame(definition: GameDefinition, text: string): Game {
  let data: { format?: unknown; version?: unknown; setup?: GameSetup; state?: GameState; log?: Action[] };
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new ReplayError(`saved game is not valid JSON: ${(e as Error).message}`);
  }
  if (data?.format !== 'cardloom-save' || data.version !== REPLAY_VERSION)
    throw new ReplayError('not a cardloom saved game (format/version)');
  if (!data.state || data.state.game !== definition.id)
    throw new ReplayError(`saved game is for "${data.state?.game}", not "${definition.id}"`);
  if (!data.setup || !Array.isArray(data.log)) throw new ReplayError('saved game lacks its setup or log');
  try {
    resolveSetup(definition, data.setup);
  } catch (e) {
    throw new ReplayError(`saved game setup is not valid: ${(e as Error).message}`);
  }
  return new Game(definition, data.state, data.setup, data.log);
}
