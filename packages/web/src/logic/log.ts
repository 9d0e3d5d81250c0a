/**
 * The game log in the game's own words (`describeAction`/`describeEvent` of the module), written once
 * per seat: each seat reads only lines built with itself as the viewer, so the log leaks nothing.
 * @module
 */
import { type Action, apply, type Game, type GameEvent, type GameModule, seatLabel } from '@cardloom/core';

/** One log entry: the lines each seat reads (`lines[seat]`). */
export interface LogEntry {
  /** Seat that acted, or `null` for the game's setup. */
  readonly actor: number | null;
  readonly lines: readonly (readonly string[])[];
}

function eventLines(module: GameModule, game: Game, events: readonly GameEvent[], viewer: number): string[] {
  const lines: string[] = [];
  for (const event of events) {
    const line = module.describeEvent(game, event, viewer);
    if (line) lines.push(line);
  }
  return lines;
}

/** The log entry of the game's setup (shuffles, opening hands). */
export function setupEntry(module: GameModule, game: Game): LogEntry {
  const seats = game.state.players.map((p) => p.id);
  return { actor: null, lines: seats.map((v) => eventLines(module, game, game.setupEvents, v)) };
}

/**
 * Applies `action` to `game` and returns its log entry: the action's line (`P1 › plays …`), as each
 * seat may read it,
 * then the lines of the events it caused. Throws what `apply` throws (the game is then unchanged).
 */
export function applyLogged(module: GameModule, game: Game, action: Action): LogEntry {
  const seats = game.state.players.map((p) => p.id);
  const head = seats.map((v) => `${seatLabel(action.player)} › ${module.describeAction(game, action, v)}`);
  const { events } = apply(game, action);
  return {
    actor: action.player,
    lines: seats.map((v, i) => [head[i], ...eventLines(module, game, events, v)]),
  };
}
