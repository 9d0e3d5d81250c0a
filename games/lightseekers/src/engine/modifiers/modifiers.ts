/**
 * Every passive modifier in force (Lightseekers 2.6, 4.2.3, 6.1.2), per bearer, and the tests built on
 * it: whether a hero bears a kind of modifier, whether an item works.
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import type { Modifier } from '../../cards/vocabulary-effects.js';
import { isActiveBuff } from '../buffs/state.js';
import { itemOf, Z } from '../table/catalog.js';
import { itemsDormant } from './dormant.js';
import { type BoundModifier, collectModifiers, type Pass } from './lingering.js';

const EVERY: Pass = {
  dormantOnly: false,
  buffWorks: isActiveBuff,
  itemsWork: (ctx, q) => !itemsDormant(ctx, q),
};

/**
 * Every modifier `p` bears now: for each living player clockwise, hero, items (unless Dormant), then
 * active buffs; then lasting effects. Computed for every player at once, cached until the state changes.
 */
export function modifiersOn(ctx: Ctx, p: PlayerId): readonly BoundModifier[] {
  return ctx.memo('ls.mods', () => collectModifiers(ctx, EVERY))[p];
}

/** Whether `p` bears a modifier of this kind. */
export function bears(ctx: Ctx, p: PlayerId, kind: Modifier['kind']): boolean {
  return modifiersOn(ctx, p).some((m) => m.modifier.kind === kind);
}

/** Whether the item is one whose effects count (not Dormant). */
export function itemWorks(ctx: Ctx, item: CardId): boolean {
  return itemOf(ctx, item) !== null && ctx.isIn(item, Z.items) && !itemsDormant(ctx, ctx.card(item).owner);
}
