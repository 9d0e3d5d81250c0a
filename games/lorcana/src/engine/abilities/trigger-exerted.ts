/**
 * “Whenever … becomes exerted” (CR 5.1.1.2): the kernel's `tapped` event of a card in play turning
 * exerted, whatever exerted it — a turn action, a cost, an effect or entering play exerted
 * (CR 8.10.3). Ink cards being exerted to pay are not in play and never match.
 *
 * @module
 */
import { type Ctx, type GameEvent, KernelEvents } from '@cardloom/core';
import { isInPlay } from '../state/board.js';

/** The event type an `exerted` trigger waits for. */
export const EXERTED: string = KernelEvents.tapped;

/** Whether a `tapped` event is a card in play becoming exerted. */
export function becameExerted(ctx: Ctx, event: GameEvent): boolean {
  return event.tapped === true && typeof event.card === 'number' && isInPlay(ctx, event.card);
}
