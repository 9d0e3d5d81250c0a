/**
 * Loading a replay file (the format `cardloom play/simulate --replay` writes, which is the kernel's
 * replay with a few display fields added): every problem is a {@link ReplayLoadError} that names it,
 * and loading builds every step of the game for the timeline.
 * @module
 */
import {
  CardloomError,
  clone,
  createGame,
  type Game,
  type GameModule,
  parseReplay,
  type Replay,
} from '@cardloom/core';
import { findGame, GAMES } from './games';
import { applyLogged, type LogEntry, setupEntry } from './log';

/** A replay file that cannot be shown, with the reason. */
export class ReplayLoadError extends Error {
  override readonly name = 'ReplayLoadError';
}

/** One point of the timeline: the game after `index` actions, and the entry that led there. */
export interface ReplayFrame {
  readonly game: Game;
  readonly entry: LogEntry;
}

/** A loaded replay: its game module, the checked replay, and one frame per step (setup first). */
export interface LoadedReplay {
  readonly module: GameModule;
  readonly replay: Replay;
  /** `frames[0]` is the game after setup; `frames[i]` the game after action `i`. */
  readonly frames: readonly ReplayFrame[];
  /** Seat names from the file. */
  readonly players: readonly string[];
}

/** Reads a replay file's text into its timeline. Throws {@link ReplayLoadError} naming the problem. */
export function loadReplay(text: string): LoadedReplay {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new ReplayLoadError(`not a replay file: the text is not JSON (${(e as Error).message})`);
  }
  let parsed: Replay;
  try {
    parsed = parseReplay(data);
  } catch (e) {
    throw new ReplayLoadError((e as Error).message);
  }
  const module = findGame(parsed.game);
  if (!module) {
    const known = GAMES.map((m) => m.id).join(', ');
    throw new ReplayLoadError(
      `this replay is for game "${parsed.game}", which this app does not have (${known})`,
    );
  }
  let game: Game;
  try {
    game = createGame(module.definition, {
      players: parsed.players,
      decks: parsed.decks,
      seed: parsed.seed,
      ruleset: parsed.ruleset,
      ...(parsed.teams ? { teams: parsed.teams } : {}),
      ...(parsed.firstPlayer !== undefined ? { firstPlayer: parsed.firstPlayer } : {}),
    });
  } catch (e) {
    if (e instanceof CardloomError)
      throw new ReplayLoadError(`the replay's setup is not valid: ${e.message}`);
    throw e;
  }
  const frames: ReplayFrame[] = [{ game: clone(game, { log: false }), entry: setupEntry(module, game) }];
  parsed.actions.forEach((action, i) => {
    let entry: LogEntry;
    try {
      entry = applyLogged(module, game, action);
    } catch (e) {
      if (e instanceof CardloomError)
        throw new ReplayLoadError(`replay action ${i} (${action.type}) was refused: ${e.message}`);
      throw e;
    }
    frames.push({ game: clone(game, { log: false }), entry });
  });
  return { module, replay: parsed, frames, players: parsed.players };
}
