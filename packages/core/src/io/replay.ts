/**
 * Saving and replaying games. A replay is the setup plus the action log: `(seed, actions)` reproduces
 * every intermediate state exactly. A saved game is the setup, the state and the log.
 * @module
 */

import { apply, cloneState, createGame, type Game } from '../engine/engine';
import type { Action, CardIdOrder, GameDefinition } from '../rules/definition';
import { CardloomError, ReplayError } from '../state/errors';
import { isJson } from '../state/json';
import type { GameState } from '../state/state';
import { Digest, digestOf, legacyDigestOf } from './digest';

/**
 * The replay format version this kernel writes. Version 2 adds {@link ReplayIntegrity}; version 1
 * replays (no integrity record) are still read and replayed.
 */
export const REPLAY_VERSION = 3;

/** Replay versions {@link parseReplay} accepts. */
const READABLE_VERSIONS: readonly number[] = [1, 2, 3];

/** Most actions a replay may hold, checked before anything is replayed. */
export const MAX_REPLAY_ACTIONS = 1_000_000;

/**
 * What makes an edited, truncated or re-ordered replay fail loudly instead of replaying to another game:
 * the number of actions, a hash chain over them (link `i` covers actions `0…i`), and the digest of the
 * final state. {@link replay} checks each link as it goes and names the first action that differs.
 */
export interface ReplayIntegrity {
  readonly actions: number;
  /** One 16-hex-digit link per action. */
  readonly chain: readonly string[];
  /** Digest of the state after the last action (`digestOf(game.state)`). */
  readonly final: string;
}

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
  /** How card ids were handed out (from version 3; absent: `deck-order`). */
  readonly cardIds?: CardIdOrder;
  /** The ruleset's version it was recorded under (`RulesetSpec.version`; absent: 1). */
  readonly rulesVersion?: number;
  readonly actions: readonly Action[];
  /** Present from version 2 on. */
  readonly integrity?: ReplayIntegrity;
}

/** The hash chain over a list of actions (see {@link ReplayIntegrity}). */
function actionChain(actions: readonly Action[]): string[] {
  const chain: string[] = [];
  let link = '';
  for (const action of actions) {
    link = new Digest().text(link).json(action).hex();
    chain.push(link);
  }
  return chain;
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
    ...(s.cardIds !== undefined ? { cardIds: s.cardIds } : {}),
    ...rulesVersionOf(game.definition, s.ruleset),
    actions: game.log.slice(),
    integrity: { actions: game.log.length, chain: actionChain(game.log), final: digestOf(game.state) },
  };
}

/**
 * The replay field naming a ruleset's rules version (`RulesetSpec.version`), empty when the ruleset has
 * none: what {@link toReplay} and {@link saveGame} record, for tools that write replays of their own.
 */
export function rulesVersionOf(definition: GameDefinition, ruleset: string): { rulesVersion?: number } {
  const version = definition.compiled.rulesets.get(ruleset)?.version;
  return version === undefined ? {} : { rulesVersion: version };
}

function need(ok: boolean, message: string): void {
  if (!ok) throw new ReplayError(`malformed replay: ${message}`);
}

/** Checks that a parsed JSON value is a well-formed replay (for `definition`, when given). */
export function parseReplay(value: unknown, definition?: GameDefinition): Replay {
  need(typeof value === 'object' && value !== null && !Array.isArray(value), 'expected a JSON object');
  const r = value as Record<string, unknown>;
  need(r.format === 'cardloom-replay', '"format" must be "cardloom-replay"');
  need(
    READABLE_VERSIONS.includes(r.version as number),
    `"version" must be one of ${READABLE_VERSIONS.join(', ')}, got ${JSON.stringify(r.version)} (a newer cardloom wrote it?)`,
  );
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
  need((r.actions as unknown[]).length <= MAX_REPLAY_ACTIONS, `at most ${MAX_REPLAY_ACTIONS} actions`);
  need(
    r.teams === undefined || (Array.isArray(r.teams) && r.teams.every(Number.isInteger)),
    '"teams" must be a list of integers',
  );
  need(
    r.firstPlayer === undefined || Number.isInteger(r.firstPlayer),
    '"firstPlayer" must be an integer seat',
  );
  need(
    r.cardIds === undefined || r.cardIds === 'shuffled' || r.cardIds === 'deck-order',
    '"cardIds" must be "shuffled" or "deck-order"',
  );
  need(
    r.rulesVersion === undefined || (Number.isInteger(r.rulesVersion) && (r.rulesVersion as number) >= 1),
    '"rulesVersion" must be a whole number from 1',
  );
  if ((r.version as number) >= 2) {
    const i = r.integrity as Record<string, unknown> | undefined;
    need(
      typeof i === 'object' && i !== null && !Array.isArray(i),
      `a version ${r.version} replay needs "integrity"`,
    );
    const hex = (v: unknown) => typeof v === 'string' && /^[0-9a-f]{16}$/.test(v);
    need(Number.isInteger(i?.actions), '"integrity.actions" must be an integer');
    need(
      Array.isArray(i?.chain) && (i.chain as unknown[]).every(hex),
      '"integrity.chain" must be a list of digests',
    );
    need(hex(i?.final), '"integrity.final" must be a digest');
  }
  (r.actions as unknown[]).forEach((a, i) => {
    if (
      !(
        typeof a === 'object' &&
        a !== null &&
        typeof (a as Action).type === 'string' &&
        Number.isInteger((a as Action).player) &&
        isJson(a)
      )
    )
      throw new ReplayError(
        `malformed replay: action ${i} must be an object with a string "type" and an integer "player"`,
        { data: { index: i } },
      );
  });
  if (definition && r.game !== definition.id)
    throw new ReplayError(`this replay is for game "${r.game}", not "${definition.id}"`);
  const current = definition?.compiled.rulesets.get(r.ruleset as string)?.version;
  const recorded = (r.rulesVersion as number | undefined) ?? 1;
  if (current !== undefined && recorded !== current)
    throw new ReplayError(
      `this replay was recorded under version ${recorded} of the "${r.ruleset}" rules; this ${definition!.name} plays version ${current}`,
      { data: { recorded, current } },
    );
  return r as unknown as Replay;
}

/** Options for {@link replay}. */
export interface ReplayOptions {
  /** Called with the game after creation (index -1) and after each action (its index). */
  readonly onStep?: (game: Game, index: number) => void;
  /** Stop after this many actions. */
  readonly to?: number;
}

/**
 * Plays a replay again and returns the game. Throws {@link ReplayError} naming the first action that
 * fails, or — from version 2 on — the first action that differs from the recording (edited,
 * removed, inserted or moved), a truncated log, or a final state other than the recorded one.
 */
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
      // Recorded before card ids were shuffled: they followed the deck lists.
      cardIds: r.cardIds ?? 'deck-order',
    });
  } catch (e) {
    if (e instanceof CardloomError) throw new ReplayError(`replay setup is not valid: ${e.message}`);
    throw e;
  }
  options.onStep?.(game, -1);
  const integrity = r.integrity;
  if (integrity && integrity.actions !== r.actions.length)
    throw new ReplayError(
      `replay holds ${r.actions.length} actions but was recorded with ${integrity.actions}: it was truncated or extended`,
      { data: { index: Math.min(r.actions.length, integrity.actions) } },
    );
  const end = Math.min(options.to ?? r.actions.length, r.actions.length);
  let link = '';
  for (let i = 0; i < end; i++) {
    if (integrity) {
      link = new Digest().text(link).json(r.actions[i]).hex();
      if (link !== integrity.chain[i])
        throw new ReplayError(
          `replay action ${i} (${r.actions[i].type}) is not the action recorded there: the log was edited, re-ordered or cut`,
          { data: { index: i } },
        );
    }
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
  if (integrity && end === r.actions.length) {
    const final = digestOf(game.state);
    // A replay recorded before digests followed JSON may carry the older digest of the same state.
    if (final !== integrity.final && legacyDigestOf(game.state) !== integrity.final)
      throw new ReplayError(
        `replay ends in another state than the one recorded (digest ${final}, recorded ${integrity.final}): the rules or cards changed since it was recorded`,
        { data: { index: end - 1 } },
      );
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
    ...rulesVersionOf(game.definition, game.setup.ruleset),
    state: game.state,
    log: game.log,
  });
}

/**
 * Restores a game saved with {@link saveGame}. The saved state is never trusted: the game is rebuilt
 * from the saved setup and action log (checked like a replay) and must arrive at exactly the saved
 * state, so a hand-edited or foreign save is a {@link ReplayError}, never a broken game.
 */
export function restoreGame(definition: GameDefinition, text: string): Game {
  if (typeof text !== 'string') throw new ReplayError('a saved game is JSON text');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new ReplayError(`saved game is not valid JSON: ${(e as Error).message}`);
  }
  const save = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  if (save.format !== 'cardloom-save' || !READABLE_VERSIONS.includes(save.version as number))
    throw new ReplayError('not a cardloom saved game (format/version)');
  const state = save.state as Record<string, unknown> | undefined;
  if (typeof state !== 'object' || state === null || state.game !== definition.id)
    throw new ReplayError(`saved game is for "${String(state?.game)}", not "${definition.id}"`);
  const setup = save.setup as Record<string, unknown> | undefined;
  if (typeof setup !== 'object' || setup === null || !Array.isArray(save.log))
    throw new ReplayError('saved game lacks its setup or log');
  const rebuilt = replay(definition, {
    format: 'cardloom-replay',
    version: 1,
    game: definition.id,
    ruleset: setup.ruleset,
    seed: setup.seed,
    players: setup.players,
    decks: setup.decks,
    ...(setup.teams !== undefined ? { teams: setup.teams } : {}),
    ...(setup.firstPlayer !== undefined ? { firstPlayer: setup.firstPlayer } : {}),
    ...(setup.cardIds !== undefined ? { cardIds: setup.cardIds } : {}),
    ...(save.rulesVersion !== undefined ? { rulesVersion: save.rulesVersion } : {}),
    actions: save.log,
  });
  if (digestOf(rebuilt.state) !== digestOf(state))
    throw new ReplayError('saved state is not the state its setup and log lead to: the save was edited');
  return rebuilt;
}
