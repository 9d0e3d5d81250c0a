/**
 * The board (F5): what is in play, main characters, character slots, exhaustion (D10), damage (F6.6,
 * D28), victory token fields (D13) and leaving play with attachments (F5.5, D19).
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import { walkSteps } from '@cardloom/core/cards';
import type { Card } from '../cards/card';
import { CARD_POOL, getCard } from '../cards/pool/index';
import type { Effect } from '../cards/vocabulary-effects';
import { C, CHARACTER_SLOTS, E, PLAY_ZONES, Z } from './keys';

/** The pool card a card instance was made from. */
export function cardOf(ctx: Ctx, card: CardId): Card {
  return getCard(ctx.card(card).def);
}

/** Whether a card is in play (main character slot, character slots, location slot, or attached there). */
export function inPlay(ctx: Ctx, card: CardId): boolean {
  const zone = ctx.zoneOf(card);
  return zone === Z.main || zone === Z.characters || zone === Z.location;
}

/** Adds every card a player has in play to `out`, attachments included, main character first. */
function collectBoard(ctx: Ctx, player: PlayerId, out: CardId[]): CardId[] {
  for (const zone of PLAY_ZONES) for (const card of ctx.cards(zone, player)) out.push(card);
  return out;
}

/** Every card a player has in play, attachments included, main character first. */
export function boardOf(ctx: Ctx, player: PlayerId): CardId[] {
  return collectBoard(ctx, player, []);
}

/** Every card in play, seat by seat. */
export function allInPlay(ctx: Ctx): CardId[] {
  const out: CardId[] = [];
  for (let p = 0; p < ctx.playerCount; p++) collectBoard(ctx, p, out);
  return out;
}

/** Whether the card is a character (has combat stats, F2.9). */
export function isCharacter(ctx: Ctx, card: CardId): boolean {
  return ctx.isType(card, 'character');
}

/** The player's main character in play, or -1 (F5.1). */
export function mainOf(ctx: Ctx, player: PlayerId): CardId {
  const found = ctx.cards(Z.main, player).find((c) => isCharacter(ctx, c));
  return found ?? -1;
}

/** Characters in the player's main and character slots. */
export function charactersOf(ctx: Ctx, player: PlayerId): CardId[] {
  return [...ctx.cards(Z.main, player), ...ctx.cards(Z.characters, player)].filter((c) =>
    isCharacter(ctx, c),
  );
}

/** Whether a character slot is open (F5.2). */
export function hasOpenSlot(ctx: Ctx, player: PlayerId): boolean {
  return ctx.cards(Z.characters, player).filter((c) => isCharacter(ctx, c)).length < CHARACTER_SLOTS;
}

/** Whether the card is exhausted (has exhaustion counters and lies face down, D10). */
export function isExhausted(ctx: Ctx, card: CardId): boolean {
  return ctx.card(card).tapped;
}

/** Whether the card's abilities function: in play, face up, not exhausted, controller still in the game. */
export function isLive(ctx: Ctx, card: CardId): boolean {
  const c = ctx.card(card);
  return !c.tapped && !c.faceDown && !ctx.player(c.controller).out && inPlay(ctx, card);
}

/** Puts exhaustion counters on a card and turns it (logically) face down (D10). */
export function exhaust(ctx: Ctx, card: CardId, counters = 1): void {
  ctx.addCounter(card, C.exhaustion, counters);
  ctx.setTapped(card, true);
}

/** Removes every exhaustion counter: the card is ready and face up again. */
export function ready(ctx: Ctx, card: CardId): void {
  ctx.setCounter(card, C.exhaustion, 0);
  ctx.setTapped(card, false);
}

/** Removes one exhaustion counter; with none left the card turns face up (F4.1b–c). */
export function refreshOne(ctx: Ctx, card: CardId): void {
  const left = Math.max(0, ctx.counter(card, C.exhaustion) - 1);
  ctx.setCounter(card, C.exhaustion, left);
  if (left === 0) ctx.setTapped(card, false);
}

/** Current attack (never below 0). */
export function attackOf(ctx: Ctx, card: CardId): number {
  return Math.max(0, ctx.stat(card, 'attack'));
}

/** Current defense. */
export function defenseOf(ctx: Ctx, card: CardId): number {
  return ctx.stat(card, 'defense');
}

/** Remaining defense: defense minus damage counters. */
export function healthOf(ctx: Ctx, card: CardId): number {
  return defenseOf(ctx, card) - ctx.counter(card, C.damage);
}

/** Whether a pool card can lower a defense: a static, or an effect at any depth, with a negative change. */
export function lowersDefense(card: Card): boolean {
  const lowers = (effects: readonly Effect[]): boolean => {
    let found = false;
    walkSteps(effects, (e) => {
      if (e.do === 'modify' && (e.defense ?? 0) < 0) found = true;
    });
    return found;
  };
  for (const a of card.abilities) {
    if (a.kind === 'static' ? a.modifier.mod === 'stats' && (a.modifier.defense ?? 0) < 0 : lowers(a.effects))
      return true;
  }
  if (card.support && lowers(card.support.effects)) return true;
  return card.type === 'item' && card.direct !== undefined && lowers(card.direct);
}

/**
 * While no card of the pool lowers a defense, printed defense is a floor, so a character with fewer
 * damage counters than that can be passed over without computing its defense (the check runs after
 * every change).
 */
const PRINTED_DEFENSE_IS_FLOOR = !CARD_POOL.some(lowersDefense);

/** F6.6: a character with damage counters at or above its defense is defeated (discarded). */
export function isDefeated(ctx: Ctx, card: CardId): boolean {
  const damage = ctx.counter(card, C.damage);
  if (damage === 0 || !isCharacter(ctx, card)) return false;
  if (PRINTED_DEFENSE_IS_FLOOR && damage < (ctx.cardDef(card).stats.defense ?? 0)) return false;
  return damage >= defenseOf(ctx, card);
}

/**
 * Deals damage to a card: the proposed event passes through replacement effects, then Armor reduces it
 * (D28). Returns the damage actually dealt.
 */
export function dealDamage(ctx: Ctx, card: CardId, amount: number, source: CardId): number {
  if (!inPlay(ctx, card) || amount <= 0) return 0;
  const event = ctx.replace({ type: E.damage, card, amount, source });
  if (!event) return 0;
  const dealt = Math.max(0, (event.amount as number) - Math.max(0, ctx.stat(card, 'kw.armor')));
  if (dealt === 0) return 0;
  ctx.addCounter(card, C.damage, dealt);
  ctx.emit({ type: E.damaged, card, amount: dealt, source });
  return dealt;
}

/** Removes up to `amount` damage counters (all with `all`). */
export function heal(ctx: Ctx, card: CardId, amount: number | 'all'): void {
  const damage = ctx.counter(card, C.damage);
  ctx.setCounter(card, C.damage, amount === 'all' ? 0 : Math.max(0, damage - amount));
}

/** Victory token capacity of a card (its field plus modifiers, D13). */
export function fieldOf(ctx: Ctx, card: CardId): number {
  return Math.max(0, ctx.stat(card, 'victoryField'));
}

/** Whether a card has room for another victory token. */
export function hasOpenField(ctx: Ctx, card: CardId): boolean {
  return ctx.counter(card, C.victory) < fieldOf(ctx, card);
}

/** Puts up to `amount` victory tokens on a card, as many as its field holds. Returns how many. */
export function addVictory(ctx: Ctx, card: CardId, amount: number): number {
  const room = Math.max(0, fieldOf(ctx, card) - ctx.counter(card, C.victory));
  const added = Math.min(room, amount);
  if (added <= 0) return 0;
  ctx.addCounter(card, C.victory, added);
  ctx.emit({ type: E.victory, card, amount: added, player: ctx.card(card).controller });
  return added;
}

/** A player's victory tokens: the total on cards they control (D13). */
export function scoreOf(ctx: Ctx, player: PlayerId): number {
  let total = 0;
  for (const zone of PLAY_ZONES) for (const c of ctx.cards(zone, player)) total += ctx.counter(c, C.victory);
  return total;
}

/** Whether the player has fewer victory tokens than every other player still in the game (F4.2c). */
export function isBehind(ctx: Ctx, player: PlayerId): boolean {
  const mine = scoreOf(ctx, player);
  const others = ctx.playersInOrder(player).filter((p) => p !== player);
  return others.length > 0 && others.every((p) => scoreOf(ctx, p) > mine);
}

/** Items attached to a card. */
export function attachmentsOf(ctx: Ctx, host: CardId): CardId[] {
  return ctx.attachments(host);
}

/**
 * Moves a card out of play: its attachments are discarded (F5.5), tokens go to the void (D19), other
 * cards to their owner's `to` zone. Leave triggers watch the `moved` event and its last known state.
 */
export function leavePlay(ctx: Ctx, card: CardId, to: 'discard' | 'hand' | 'void', cause: string): void {
  if (!inPlay(ctx, card)) return;
  for (const item of attachmentsOf(ctx, card)) leavePlay(ctx, item, 'discard', 'host-left');
  const owner = ctx.card(card).owner;
  ctx.move(card, ctx.card(card).token ? Z.void : to, owner, { cause });
}

/**
 * D35 (ruleset option `bounty`): an opposing character (not a main character) defeated during your turn
 * earns you that many victory tokens, put on your cards with open fields — your main character first,
 * then your other cards in board order (D13: no field, no token).
 */
function claimBounty(ctx: Ctx, card: CardId): void {
  const bounty = ctx.option<number>('bounty') ?? 0;
  const active = ctx.active;
  if (!bounty || ctx.player(active).out) return;
  if (ctx.card(card).controller === active || ctx.zoneOf(card) === Z.main) return;
  let left = bounty;
  for (const field of boardOf(ctx, active)) {
    if (left <= 0) break;
    if (!isDefeated(ctx, field)) left -= addVictory(ctx, field, left);
  }
}

/** F6.6: a defeated character is discarded; its defeat may earn the active player a bounty (D35). */
export function defeat(ctx: Ctx, card: CardId): void {
  claimBounty(ctx, card);
  leavePlay(ctx, card, 'discard', 'defeated');
}
