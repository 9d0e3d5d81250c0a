/**
 * The turn-by-turn log of `play` and `replay`: a header per turn, one line per action (who did what)
 * and the events it caused, indented. With a viewer seat, lines are described as that seat sees them.
 */
import type { Game, GameModule } from '@cardloom/core';
import { outcomeOf } from '../games/kernel';
import type { Seat } from '../games/types';
import type { GameObserver } from '../sim/run-game';

/** Builds an observer that writes log lines to `write`, in the module's words. */
export function narrator(module: GameModule, write: (line: string) => void, viewer?: Seat): GameObserver {
  let turn = 0;
  const seatName = (seat: Seat) => `P${seat + 1}`;
  const header = (game: Game, number: number, active?: Seat) => {
    if (number === turn || outcomeOf(game) !== null) return;
    turn = number;
    write(active === undefined ? `── Turn ${number} ──` : `── Turn ${number} · ${seatName(active)} ──`);
  };
  return {
    onEvents(game, events) {
      for (const event of events) {
        // The kernel announces turns with an event; the header then sits before that turn's draws.
        if (event.type === 'turn-start' && typeof event.turn === 'number') {
          header(game, event.turn, typeof event.player === 'number' ? event.player : undefined);
        }
        const line = module.describeEvent(game, event, viewer);
        if (line !== null) write(`    · ${line}`);
      }
    },
    beforeAction: (game) => header(game, game.state.turn.number),
    onAction(game, seat, action) {
      write(`${seatName(seat)} › ${module.describeAction(game, action, viewer)}`);
    },
  };
}
