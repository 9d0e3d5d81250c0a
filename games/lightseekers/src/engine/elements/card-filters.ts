/**
 * Card filters and validity (Lightseekers 6 Valid): which cards an effect may pick.
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import type { Card } from '../../cards/vocabulary-cards.js';
import type { CardFilter } from '../../cards/vocabulary-effects.js';
import { type Affinity, isOrder, orderOf, satisfies } from '../../cards/vocabulary-elements.js';
import { affinitiesOf, cardOf, requirementsOf } from '../table/catalog.js';
import { hasAccess } from './access.js';

/** Whether any of `affinities` matches the filter affinity `want` (an Element, or an Order). */
export function affinityMatches(affinities: readonly Affinity[], want: Affinity): boolean {
  return affinities.some((a) =>
    isOrder(want) ? (isOrder(a) ? a === want : orderOf(a) === want) : !isOrder(a) && satisfies(a, want),
  );
}

/** Whether a card matches a filter (category, affinity, Unaligned). */
export function cardMatches(card: Card, filter: CardFilter | undefined): boolean {
  if (!filter) return true;
  if (card.kind === 'hero') return false;
  // A combo matches `combo` alone, whatever its category.
  if (filter.category && filter.category !== (card.kind === 'combo' ? 'combo' : card.category)) return false;
  const affinities = affinitiesOf(card);
  if (filter.unaligned && affinities.length > 0) return false;
  return !filter.affinity || affinityMatches(affinities, filter.affinity);
}

/** The cards of `p`'s `zone` that match a filter. */
export function matching(ctx: Ctx, zone: string, p: PlayerId, filter: CardFilter | undefined): CardId[] {
  return ctx.cards(zone, p).filter((c) => cardMatches(cardOf(ctx, c), filter));
}

/** Whether `p` has access to every Element a card requires: the card is Valid (6 Valid). */
export function isValid(ctx: Ctx, p: PlayerId, card: CardId): boolean {
  return requirementsOf(cardOf(ctx, card)).every((a) => hasAccess(ctx, p, a));
}
