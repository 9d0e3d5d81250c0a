/**
 * The turn-by-turn log of `play` and `replay`: a header per turn, one line per action (who did what)
 * and the events it caused, indented. With a viewer seat, lines are described as that seat sees them.
 */
import type { GamePlugin, Seat } from '../games/types';
import type { GameObserver } from '../sim/run-game';

/** Builds an observer that writes log lines to `write`. */
export function narrator<S, A, E>(
  plugin: GamePlugin<S, A, E>,
  write: (line: string) => void,
  viewer?: Seat,
): GameObserver<S, A, E> {
  let turn = 0;
  const seatName = (state: S, seat: Seat) => plugin.seatName?.(state, seat) ?? `P${seat + 1}`;
  const header = (state: S, number: number, active?: Seat) => {
    if (number === turn || plugin.engine.outcome(state) !== null) return;
    turn = number;
    write(
      active === undefined ? `── Turn ${number} ──` : `── Turn ${number} · ${seatName(state, active)} ──`,
    );
  };
  return {
    onEvents(state, events) {
      for (const event of events) {
        // Kernel games announce turns with an event; the header then sits before that turn's draws.
        const e = event as { type?: unknown; turn?: unknown; player?: unknown };
        if (e.type === 'turn-start' && typeof e.turn === 'number') {
          header(state, e.turn, typeof e.player === 'number' ? e.player : undefined);
        }
        const line = plugin.describeEvent(state, event, viewer);
        if (line !== null) write(`    · ${line}`);
      }
    },
    beforeAction: (state) => header(state, plugin.engine.turn(state)),
    onAction(state, seat, action) {
      write(`${seatName(state, seat)} › ${plugin.describeAction(state, action, viewer)}`);
    },
  };
}
