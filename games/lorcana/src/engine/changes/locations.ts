/**
 * Characters at locations (CR 4.7): moving there and the `moved-here` event.
 *
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import { locationOf } from '../state/board.js';
import { E, setLocation } from './moves.js';

/**
 * Moves `character` to `location` (CR 4.7.3.3) and announces it, with the location it came from
 * (`from`, -1 if none). Costs are paid by the caller.
 */
export function moveCharacterTo(ctx: Ctx, character: CardId, location: CardId, player: PlayerId): void {
  const from = locationOf(ctx, character);
  setLocation(ctx, character, location);
  ctx.emit({ type: E.movedHere, card: character, other: location, player, from });
}
