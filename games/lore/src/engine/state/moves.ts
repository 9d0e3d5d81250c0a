/**
 * Cards entering and leaving play, with everything that rides along: dazing (Lore Card Types:
 * Creatures), wax seals (Lore Mythos), the event horizon (Phenomena), cards under a host (Consume,
 * Spellcasting), weapons falling off, tokens, gods going to the aether, and drawing.
 *
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import { hasSupertype } from '../../cards/card.js';
import { C, E, S, V, Z } from './keys.js';
import { hasKeyword, isCreature, loreCard, mythos, strOf } from './queries.js';

/** Adds (or removes) mythos; the pool never goes below 0 (README A31). */
export function addMythos(ctx: Ctx, amount: number): void {
  if (amount === 0) return;
  const total = Math.max(0, mythos(ctx) + amount);
  ctx.setVar(V.mythos, total);
  ctx.emit({ type: E.mythos, amount, total });
}

/** How a card came into play. */
export type EntryKind = 'played' | 'called' | 'token' | 'put';

/**
 * Puts a card into play for `player`: phenomena into the event horizon (replacing the old one),
 * everything else into the player's play zone. Creatures enter dazed unless they have Blistering;
 * a wax seal adds mythos before any trigger resolves.
 */
export function enterPlay(ctx: Ctx, card: CardId, player: PlayerId, how: EntryKind): void {
  const lore = loreCard(ctx, card);
  if (lore.type === 'phenomenon') {
    const old = ctx.cards(Z.horizon).slice();
    ctx.move(card, Z.horizon, player, { controller: player, cause: how, by: player });
    for (const o of old) ctx.move(o, Z.grave, ctx.card(o).controller, { cause: 'replaced' });
  } else if (!ctx.isIn(card, Z.play)) {
    ctx.move(card, Z.play, player, { controller: player, cause: how, by: player });
  }
  enteredPlay(ctx, card, player, how);
}

/** What happens once a card is in play (also for tokens the kernel put there). */
export function enteredPlay(ctx: Ctx, card: CardId, player: PlayerId, how: EntryKind): void {
  if (isCreature(ctx, card) && !hasKeyword(ctx, card, 'blistering')) ctx.setCounter(card, C.dazed, 1);
  const seal = ctx.printed(card, S.seal);
  if (seal > 0) addMythos(ctx, seal);
  ctx.emit({ type: E.entered, card, player, how });
}

/** Creates a token under `player`'s control and puts it into play. */
export function createTokenFor(ctx: Ctx, defId: string, player: PlayerId): CardId {
  const id = ctx.createToken(defId, Z.play, player);
  enteredPlay(ctx, id, player, 'token');
  return id;
}

/** Where a card goes when it leaves play. */
export type Destination = 'grave' | 'aether' | 'hand' | 'lexicon';

/**
 * Moves a card out of play (or out of the event horizon): cards under it go to their owners'
 * respective zone without triggering (`under`, by default the zone the card goes to), weapons equipped
 * to it fall off, and a token headed for the lexicon goes to the aether instead (Lore Other
 * Terminology: Token).
 */
export function leavePlay(
  ctx: Ctx,
  card: CardId,
  to: Destination,
  cause: string,
  under: Destination = to,
): void {
  releaseUnder(ctx, card, under);
  for (const other of ctx.allCards(Z.play)) {
    if (ctx.card(other).attachedTo === card && other !== card) {
      ctx.setCard(other, 'attachedTo', -1);
      ctx.setCounter(other, C.equipStamp, 0);
    }
  }
  const owner = ctx.card(card).owner;
  const dest = to === 'lexicon' && ctx.card(card).token ? 'aether' : to;
  if (dest === 'lexicon') ctx.move(card, Z.lexicon, owner, { cause, position: 'bottom' });
  else ctx.move(card, dest === 'aether' ? Z.aether : dest === 'grave' ? Z.grave : Z.hand, owner, { cause });
}

/**
 * Cards under a host follow it to their owners' respective zone, with no triggers (Lore keyword
 * Consume; Card Types: Grimoire): a god that would go to a grave goes to the aether, a token that
 * would go to a lexicon goes to the aether (README A38).
 */
export function releaseUnder(ctx: Ctx, host: CardId, to: Destination): void {
  for (const under of ctx.allCards(Z.under)) {
    if (ctx.card(under).attachedTo !== host) continue;
    const owner = ctx.card(under).owner;
    const god = hasSupertype(loreCard(ctx, under), 'god');
    const dest =
      (to === 'grave' && god) || (to === 'lexicon' && ctx.card(under).token)
        ? Z.aether
        : { grave: Z.grave, aether: Z.aether, hand: Z.hand, lexicon: Z.lexicon }[to];
    ctx.move(
      under,
      dest,
      owner,
      dest === Z.lexicon ? { cause: 'released', position: 'bottom' } : { cause: 'released' },
    );
  }
}

/**
 * Kills a creature or destroys another object: gods go to the aether, everything else to its
 * owner's grave. The cards under it go to their owners' graves even when the dead card is a god:
 * dying is what happened to their host (Lore keyword Consume: "if the card that consumed it dies, the
 * consumed card would go to its owner's grave"; README A38). Emits `lore.died` with what the object was as it left (for Festering and "dies"
 * triggers). Returns false when Immortal stops it (`byHp` deaths come from HP and are not stopped).
 */
export function destroy(ctx: Ctx, card: CardId, byHp = false): boolean {
  if (!byHp && hasKeyword(ctx, card, 'immortal')) return false;
  const controller = ctx.card(card).controller;
  const str = strOf(ctx, card);
  const rot = hasKeyword(ctx, card, 'rot');
  const creature = isCreature(ctx, card);
  const god = hasSupertype(loreCard(ctx, card), 'god');
  leavePlay(ctx, card, god ? 'aether' : 'grave', 'destroyed', 'grave');
  ctx.emit({ type: E.died, card, owner: ctx.card(card).owner, controller, str, rot, creature });
  return true;
}

/** Draws cards from the lexicon; drawing from an empty lexicon marks the player to lose (README A3). */
export function drawCards(ctx: Ctx, player: PlayerId, n: number): void {
  for (let i = 0; i < n; i++) {
    if (ctx.count(Z.lexicon, player) === 0) {
      ctx.setVar(V.decked(player), true);
      return;
    }
    ctx.draw(player, 1, Z.lexicon, Z.hand);
  }
}
