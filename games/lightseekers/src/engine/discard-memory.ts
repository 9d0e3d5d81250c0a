/**
 * "Cards discarded during a player's last turn" (Lightseekers 3.4.4): any player may ask for them, but
 * no further back. Discard piles are noted when a turn starts; what is new when it ends is kept.
 * @module
 */
import type { CardId, Ctx, Game, PlayerId } from '@cardloom/core';
import { Z } from './catalog.js';
import { living } from './seating.js';

const SNAPSHOT = 'ls.pilesAtTurnStart';
const key = (p: PlayerId) => `ls.discardedLastTurn.${p}`;

function piles(ctx: Ctx): CardId[] {
  return living(ctx).flatMap((p) => [...ctx.cards(Z.discard, p)]);
}

/** Turn start: remember what the discard piles hold. */
export function noteTurnStart(ctx: Ctx): void {
  ctx.setVar(SNAPSHOT, piles(ctx));
}

/** Turn end: the cards that reached a discard pile during the acting player's turn. */
export function noteTurnEnd(ctx: Ctx): void {
  const before = new Set(ctx.getVar<CardId[]>(SNAPSHOT) ?? []);
  ctx.setVar(
    key(ctx.active),
    piles(ctx).filter((c) => !before.has(c)),
  );
}

/** The cards discarded (into any pile) during `p`'s last turn, as card ids. */
export function discardedLastTurn(game: Game, p: PlayerId): CardId[] {
  return (game.state.vars[key(p)] as CardId[] | undefined) ?? [];
}
