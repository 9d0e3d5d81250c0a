/**
 * The cards-under family (CR 5.1.1.5–5.1.1.7, 8.4): putting a card under another as an effect or with
 * Boost, announced for “whenever you put a card under …” triggers.
 *
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import { E, putUnder } from './moves.js';

/**
 * `player` puts `card` under `host` (faceup or facedown, CR 8.4.2) and the `put-under` event
 * announces it: `card` is the host, `other` the card put under it.
 */
export function putCardUnder(
  ctx: Ctx,
  card: CardId,
  host: CardId,
  faceDown: boolean,
  player: PlayerId,
): void {
  putUnder(ctx, card, host, faceDown);
  ctx.emit({ type: E.putUnder, card: host, other: card, player });
}
