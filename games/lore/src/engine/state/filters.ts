/**
 * Evaluating the vocabulary's object filters against the game (Lore's card language reads its other
 * nouns in `language/nouns.ts`).
 *
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import type { CardFilter, ObjectFilter } from '../../cards/vocabulary-effects.js';
import { isAttacking, isBlocking } from './combat.js';
import { hasKeyword, loreCard, objectsInPlay, remainingHp, strOf } from './queries.js';

/** Players are stored in selections as `-(seat + 1)`, cards as their ids. */
export const encodePlayer = (p: PlayerId): number => -(p + 1);
/** The seat of an encoded player, or null for a card id. */
export const decodePlayer = (v: number): PlayerId | null => (v < 0 ? -v - 1 : null);

/** Who is looking: the controller of an effect and the card it comes from ("this", -1 for none). */
export interface Viewpoint {
  readonly controller: PlayerId;
  readonly self: CardId;
}

/** Whether a card matches the printed-characteristics part of a filter. */
export function matchesCard(ctx: Ctx, card: CardId, filter: CardFilter): boolean {
  const lore = loreCard(ctx, card);
  if (filter.types && !filter.types.includes(lore.type)) return false;
  if (filter.supertype && !lore.supertypes.includes(filter.supertype)) return false;
  if (filter.notSupertype && lore.supertypes.includes(filter.notSupertype)) return false;
  if (filter.subtype && !ctx.hasTrait(card, filter.subtype)) return false;
  return true;
}

/** Whether an object in play matches a filter, seen from `controller` with `self` as "this". */
export function matchesObject(
  ctx: Ctx,
  card: CardId,
  filter: ObjectFilter,
  controller: PlayerId,
  self: CardId,
): boolean {
  if (!matchesCard(ctx, card, filter)) return false;
  const owner = ctx.card(card).controller;
  if (filter.controller === 'you' && owner !== controller) return false;
  if (filter.controller === 'opponent' && owner === controller) return false;
  if (filter.other && card === self) return false;
  if (filter.keyword && !hasKeyword(ctx, card, filter.keyword)) return false;
  if (filter.maxStr !== undefined && strOf(ctx, card) > filter.maxStr) return false;
  if (filter.maxHp !== undefined && remainingHp(ctx, card) > filter.maxHp) return false;
  if (filter.combat === 'attacking' && !isAttacking(ctx, card)) return false;
  if (filter.combat === 'blocking' && !isBlocking(ctx, card)) return false;
  if (filter.token !== undefined && ctx.card(card).token !== filter.token) return false;
  return true;
}

/** Whether `chooser` may select this object: opponents cannot select Beneath notice objects. */
export function selectable(ctx: Ctx, card: CardId, chooser: PlayerId): boolean {
  return ctx.card(card).controller === chooser || !hasKeyword(ctx, card, 'beneathNotice');
}

/** Objects in play a selection may pick. */
export function selectionCandidates(ctx: Ctx, filter: ObjectFilter, env: Viewpoint): CardId[] {
  return objectsInPlay(ctx).filter(
    (c) => matchesObject(ctx, c, filter, env.controller, env.self) && selectable(ctx, c, env.controller),
  );
}

/** Objects in play matching a filter, no selection involved ("each …"). */
export function allMatching(ctx: Ctx, filter: ObjectFilter, env: Viewpoint): CardId[] {
  return objectsInPlay(ctx).filter((c) => matchesObject(ctx, c, filter, env.controller, env.self));
}
