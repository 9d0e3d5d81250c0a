/**
 * "Cards discarded during a player's last turn" (Lightseekers 3.4.4): any player may ask for them, but
 * no further back. When a turn ends, the cards that entered a discard pile during it are kept.
 * @module
 */
import type { CardId, Ctx, Game, PlayerId } from '@cardloom/core';
import { Z } from './catalog.js';
import { living } from './seating.js';

const key = (p: PlayerId) => `ls.discardedLastTurn.${p}`;

/** Turn end: the cards that reached a discard pile during the acting player's turn (this turn number). */
export function noteTurnEnd(ctx: Ctx): void {
  const turn = ctx.turnNumber;
  const discarded: CardId[] = [];
  for (const p of living(ctx))
    for (const c of ctx.cards(Z.discard, p)) if (ctx.card(c).enteredTurn === turn) discarded.push(c);
  ctx.setVar(key(ctx.active), discarded);
}

/** The cards discarded (into any pile) during `p`'s last turn, as card ids. */
export function discardedLastTurn(game: Game, p: PlayerId): CardId[] {
  return (game.state.vars[key(p)] as CardId[] | undefined) ?? [];
}
