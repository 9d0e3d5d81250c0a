/**
 * Moving cards between zones the Lorcana way: stacks travel together (CR 8.10.7), drawing one card at
 * a time (CR 1.12.2) with each edition's empty-deck rule, discarding (CR 7.3.4) and inking.
 *
 * @module
 */
import type { CardId, Ctx, PlayerId, Position } from '@cardloom/core';
import { opt } from '../../rulesets.js';
import { historyRead } from '../history/history.js';
import { C, Z } from '../state/board.js';
import { numberedKey } from '../state/keys.js';
import { canLoseLore, effectDiscardsPrevented } from '../state/player-rules.js';
import { playerStatOf } from '../state/stats.js';

/** The player stat of “cards enter opponents' inkwells exerted”, on each affected player. */
export const INK_ENTERS_EXERTED = 'inkEntersExerted';

/** Lorcana event types emitted by the rules (besides the kernel's). */
export const E = {
  played: 'played',
  quested: 'quested',
  challenged: 'challenged',
  banished: 'banished',
  movedHere: 'moved-here',
  sang: 'sang',
  startOfTurn: 'start-of-turn',
  endOfTurn: 'end-of-turn',
  drew: 'drew',
  discarded: 'discarded',
  support: 'support',
  chosen: 'chosen',
  damaged: 'damaged',
  inked: 'inked',
  loreGained: 'lore-gained',
  /** A player put a card under another (Boost or an effect): `card` the host, `other` the card. */
  putUnder: 'put-under',
  /** A card in play is about to leave it (`card`, its `player`), for “when this character leaves play”. */
  leftPlay: 'left-play',
  readied: 'readied',
  damageRemoved: 'damage-removed',
  /** Its player chose that a card enter play exerted (“may enter play exerted to …”, CR 6.7.8). */
  enteredExerted: 'entered-exerted',
} as const;

/**
 * Moves a card out of play (or anywhere) together with the cards under it, which go to the same
 * kind of zone, each to its owner's (CR 8.10.7, 5.1.1.7).
 */
export function moveWithStack(
  ctx: Ctx,
  card: CardId,
  zone: string,
  options: { position?: Position; faceDown?: boolean; cause?: string; by?: PlayerId } = {},
): void {
  const under = ctx.isIn(card, Z.play) ? cardsUnder(ctx, card) : [];
  // “When this character leaves play” sees it while it is still there (CR 6.2.3).
  if (zone !== Z.play && ctx.isIn(card, Z.play) && ctx.wants(E.leftPlay))
    ctx.emit({ type: E.leftPlay, card, player: ctx.card(card).controller, to: zone });
  ctx.move(card, zone, ctx.card(card).owner, options);
  for (const u of under) ctx.move(u, zone, ctx.card(u).owner, Object.assign({}, options));
}

/** The cards under a card in play (a Shift stack or Boost cards), top first. */
export function cardsUnder(ctx: Ctx, card: CardId): CardId[] {
  const out: CardId[] = [];
  for (let p = 0; p < ctx.playerCount; p++) {
    for (const u of ctx.cards(Z.under, p)) if (ctx.card(u).attachedTo === card) out.push(u);
  }
  return out;
}

/** Puts a card under another card in play (Shift base, Boost), keeping it attached. */
export function putUnder(ctx: Ctx, card: CardId, host: CardId, faceDown: boolean): void {
  ctx.move(card, Z.under, ctx.card(card).owner, { faceDown, cause: 'under' });
  ctx.setCard(card, 'attachedTo', host);
}

/**
 * A player draws `n` cards one at a time (CR 1.12). From an empty deck nothing is drawn; under the
 * 2024 edition that player loses at the next game state check (2024 1.9.2.2).
 */
export function drawCards(ctx: Ctx, player: PlayerId, n: number): CardId[] {
  const drawn: CardId[] = [];
  for (let i = 0; i < n; i++) {
    if (ctx.count(Z.deck, player) === 0 && opt(ctx).refillFromDiscard) refillDeck(ctx, player);
    const top = ctx.cards(Z.deck, player)[0];
    if (top === undefined) {
      if (opt(ctx).loseOnEmptyDraw) ctx.setVar(numberedKey('emptyDraw.', player), true);
      break;
    }
    ctx.move(top, Z.hand, player, { cause: 'draw', by: player });
    drawn.push(top);
    ctx.emit({ type: E.drew, player, card: top });
  }
  return drawn;
}

/** Pack Rush: the discard, shuffled, becomes the new deck (CR 10.2.5). */
function refillDeck(ctx: Ctx, player: PlayerId): void {
  const discard = ctx.cards(Z.discard, player).slice();
  if (discard.length === 0) return;
  for (const c of discard) ctx.move(c, Z.deck, player, { cause: 'refill' });
  ctx.shuffle(Z.deck, player);
}

/** Discards the given cards from their owners' hands (CR 7.3.4), one event per player. */
export function discardCards(
  ctx: Ctx,
  player: PlayerId,
  cards: readonly CardId[],
  cause: 'effect' | 'cost' = 'effect',
): void {
  if (cards.length === 0) return;
  // “If an effect would cause you to discard …, you don't discard” (a replacement, CR 6.5); costs still discard.
  if (cause === 'effect' && effectDiscardsPrevented(ctx, player)) return;
  for (const c of cards) ctx.move(c, Z.discard, ctx.card(c).owner, { cause: 'discard', by: player });
  ctx.emit({ type: E.discarded, player, count: cards.length, cards: [...cards] });
}

/**
 * Puts a card into its owner's inkwell facedown, ready or exerted (CR 7.5.2, 7.5.6), with the cards
 * under it. Each card put there is an `inked` event for “whenever a card is put into your inkwell”
 * triggers, whether the ink turn action or an effect put it there (CR 4.2.2, 4.2.3.2).
 */
export function putIntoInkwell(
  ctx: Ctx,
  card: CardId,
  exerted: boolean,
  by: PlayerId,
  turnAction = false,
): void {
  const cards = ctx.isIn(card, Z.play) ? [card, ...cardsUnder(ctx, card)] : [card];
  moveWithStack(ctx, card, Z.inkwell, { faceDown: true, cause: 'ink', by });
  // “Cards enter opponents' inkwells exerted”: a player stat of the card's owner (CR 7.5).
  if (exerted || playerStatOf(ctx, ctx.card(card).owner, INK_ENTERS_EXERTED) > 0) ctx.setTapped(card, true);
  for (const c of cards) {
    if (!ctx.isIn(c, Z.inkwell)) continue;
    if (ctx.card(c).owner === by && historyRead(ctx, 'youInked')) ctx.bump(numberedKey('youInked.', by));
    ctx.emit({ type: E.inked, player: ctx.card(c).owner, card: c, by, turnAction });
  }
}

/** Exerts `n` ready ink cards of a player (paying ink, CR 4.3.2.4). Returns false if short. */
export function payInk(ctx: Ctx, player: PlayerId, n: number): boolean {
  if (n <= 0) return true;
  const ready = ctx.cards(Z.inkwell, player).filter((c) => !ctx.card(c).tapped);
  if (ready.length < n) return false;
  for (let i = 0; i < n; i++) ctx.setTapped(ready[i], true);
  return true;
}

/** Adds lore to a player (CR 1.11). */
export function gainLore(ctx: Ctx, player: PlayerId, n: number): void {
  if (n <= 0) return;
  ctx.addPlayerCounter(player, 'lore', n);
  ctx.emit({ type: E.loreGained, player, amount: n });
}

/** Removes lore from a player, never below 0 (CR 1.11.1). */
export function loseLore(ctx: Ctx, player: PlayerId, n: number): number {
  if (!canLoseLore(ctx, player)) return 0;
  const have = ctx.playerCounter(player, 'lore');
  const lost = Math.min(have, Math.max(0, n));
  if (lost > 0) ctx.addPlayerCounter(player, 'lore', -lost);
  return lost;
}

/** Records that a character is at a location (CR 4.7.3.3). */
export function setLocation(ctx: Ctx, character: CardId, location: CardId): void {
  ctx.setCounter(character, C.at, location + 1);
  ctx.setCounter(character, C.atStamp, ctx.card(location).stamp);
}
