/**
 * "Cards discarded during a player's last turn" (Lightseekers 3.4.4): any player may ask for them, but
 * no further back. When a turn ends, the cards that entered a discard pile during it are kept and shown
 * to everyone (the kernel's `shown` flag, so views list them); the ones kept from that player's
 * previous turn are hidden again. The rest of a pile below its public top card is its owner's alone.
 * @module
 */
import type { CardId, Ctx, Game, PlayerId } from '@cardloom/core';
import { Z } from './catalog.js';
import { living } from './seating.js';

const key = (p: PlayerId) => `ls.discardedLastTurn.${p}`;

/** What is kept of a player's last turn: its number and the cards discarded during it. */
type Reminder = {
  readonly turn: number;
  readonly cards: CardId[];
};

/** The kept cards still lying where that turn put them (a card that left a pile since is no longer one). */
function stillThere(ctx: Ctx, reminder: Reminder | undefined): CardId[] {
  if (!reminder) return [];
  return reminder.cards.filter(
    (c) => ctx.zoneOf(c) === Z.discard && ctx.card(c).enteredTurn === reminder.turn,
  );
}

/** Turn end: the cards that reached a discard pile during the acting player's turn (this turn number). */
export function noteTurnEnd(ctx: Ctx): void {
  const turn = ctx.turnNumber;
  const discarded: CardId[] = [];
  for (const p of living(ctx))
    for (const c of ctx.cards(Z.discard, p)) if (ctx.card(c).enteredTurn === turn) discarded.push(c);
  // No further back: the reminder of this player's previous turn ends.
  for (const c of stillThere(ctx, ctx.getVar<Reminder>(key(ctx.active)))) ctx.setCard(c, 'shown', false);
  for (const c of discarded) ctx.setCard(c, 'shown', true);
  ctx.setVar(key(ctx.active), { turn, cards: discarded });
}

/** The cards discarded (into any pile) during `p`'s last turn and still there, as card ids. */
export function discardedLastTurn(game: Game, p: PlayerId): CardId[] {
  return stillThere(game.ctx, game.ctx.getVar<Reminder>(key(p)));
}
