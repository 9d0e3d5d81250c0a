/**
 * Element access (Lightseekers 2.3, 2.5.4, 4.3, L5–L7): a hero's three Elements plus those granted by
 * its active items, each at its best grade; Orders follow their Elements.
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import {
  type Affinity,
  type Element,
  type Grade,
  isOrder,
  orderOf,
  satisfies,
} from '../../cards/vocabulary-elements.js';
import { itemsDormant } from '../modifiers/dormant.js';
import { cardOf, itemOf, Z } from '../table/catalog.js';

/** The hero card instance of a player. */
export function heroCard(ctx: Ctx, p: PlayerId): CardId {
  return ctx.cards(Z.hero, p)[0];
}

/** Every Element `p` can use, at its best grade (L7). Computed for every player at once per state. */
export function accessOf(ctx: Ctx, p: PlayerId): Map<Element, Grade> {
  return ctx.memo('ls.access', () =>
    Array.from({ length: ctx.playerCount }, (_, q) => computeAccess(ctx, q)),
  )[p];
}

/** Grants an Element at a grade; superior is never downgraded (2.5.4). */
function grant(access: Map<Element, Grade>, element: Element, grade: Grade): void {
  if (access.get(element) !== 'superior') access.set(element, grade);
}

function computeAccess(ctx: Ctx, p: PlayerId): Map<Element, Grade> {
  const access = new Map<Element, Grade>();
  const hero = cardOf(ctx, heroCard(ctx, p));
  if (hero.kind === 'hero') for (const s of hero.stats) grant(access, s.element, s.grade);
  if (!itemsDormant(ctx, p)) {
    for (const item of ctx.cards(Z.items, p)) {
      const def = itemOf(ctx, item);
      if (def?.grants) grant(access, def.grants.element, def.grants.grade);
    }
  }
  return access;
}

/** Whether `p` has access to an Element or Order (at least `grade`, when given). */
export function hasAccess(ctx: Ctx, p: PlayerId, affinity: Affinity, grade?: Grade): boolean {
  for (const [element, g] of accessOf(ctx, p)) {
    if (satisfies(element, affinity) && (grade !== 'superior' || g === 'superior')) return true;
  }
  return false;
}

/**
 * The basic Elements an action needing `requires` would use now, or null when `p` can't take it (4.3,
 * L5): each affinity needs an accessible Element; a superior one is free, a basic one only once a turn.
 */
export function elementUses(
  ctx: Ctx,
  p: PlayerId,
  requires: readonly Affinity[],
  usedThisTurn: readonly Element[],
): Element[] | null {
  const access = [...accessOf(ctx, p)];
  const uses: Element[] = [];
  for (const affinity of requires) {
    if (access.some(([e, g]) => g === 'superior' && satisfies(e, affinity))) continue;
    const free = access.find(
      ([e]) => satisfies(e, affinity) && !usedThisTurn.includes(e) && !uses.includes(e),
    );
    if (!free) return null;
    uses.push(free[0]);
  }
  return uses;
}

/** The Orders of a list of affinities. */
export function ordersOf(affinities: readonly Affinity[]): Set<string> {
  return new Set(affinities.map((a) => (isOrder(a) ? a : orderOf(a))));
}
