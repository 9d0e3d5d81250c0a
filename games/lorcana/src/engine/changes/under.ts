/**
 * The cards-under family (CR 5.1.1.5–5.1.1.7, 8.4): putting a card under another as an effect or with
 * Boost, announced for “whenever you put a card under …” triggers.
 *
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import type { CardFilter } from '../../cards/vocabulary-refs.js';
import { matches } from '../effects/match.js';
import { PUT_UNDER } from '../history/history.js';
import { stored } from '../state/stored.js';
import { cardsUnder, E, putUnder } from './moves.js';

/** A “you may play [cards] from under this item” permission for this turn. */
interface UnderPermission {
  readonly host: CardId;
  readonly stamp: number;
  readonly player: PlayerId;
  readonly turn: number;
  readonly filter: CardFilter;
}

const PERMISSIONS = 'playFromUnder';

/** Lets `player` play cards matching `filter` from under `host` for the rest of this turn. */
export function allowPlayFromUnder(ctx: Ctx, host: CardId, player: PlayerId, filter: CardFilter): void {
  const now = (stored<UnderPermission[]>(ctx.getVar(PERMISSIONS)) ?? []).filter(
    (p) => p.turn === ctx.turnNumber,
  );
  const entry = { host, stamp: ctx.card(host).stamp, player, turn: ctx.turnNumber, filter };
  ctx.setVar(PERMISSIONS, [...now, entry] as never);
}

/** The cards `player` may play from under other cards now (CR 5.1.1.5). */
export function playableFromUnder(ctx: Ctx, player: PlayerId): CardId[] {
  const list = stored<UnderPermission[]>(ctx.getVar(PERMISSIONS));
  if (!list || list.length === 0) return [];
  const out: CardId[] = [];
  for (const p of list) {
    if (p.turn !== ctx.turnNumber || p.player !== player) continue;
    if (!ctx.isIn(p.host, 'play') || ctx.card(p.host).stamp !== p.stamp) continue;
    for (const c of cardsUnder(ctx, p.host))
      if (!out.includes(c) && matches(ctx, c, p.filter, p.host, player)) out.push(c);
  }
  return out;
}

/**
 * `player` puts `card` under `host` (faceup or facedown, CR 8.4.2) and the `put-under` event
 * announces it: `card` is the host, `other` the card put under it, `boost` when Boost put it there.
 */
export function putCardUnder(
  ctx: Ctx,
  card: CardId,
  host: CardId,
  faceDown: boolean,
  player: PlayerId,
  boost = false,
): void {
  putUnder(ctx, card, host, faceDown);
  ctx.bump(`${PUT_UNDER}${player}.${host}`);
  ctx.emit({ type: E.putUnder, card: host, other: card, player, ...(boost ? { boost: true } : {}) });
}
