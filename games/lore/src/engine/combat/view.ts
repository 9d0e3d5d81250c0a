/**
 * Builds the small views the pure combat checks (`rules/combat-legality.ts`) read.
 *
 * @module
 */
import type { CardId, Ctx } from '@cardloom/core';
import type { ObjectKeyword } from '../../cards/vocabulary.js';
import type { CombatView } from '../../rules/combat-legality.js';
import { S } from '../state/keys.js';
import { hasHp, hasKeyword, isCreature, isDazed, isEvoked } from '../state/queries.js';

/** How many attackers a creature can block (Lore 4.3b). */
export function blockCapacity(ctx: Ctx, card: CardId): number {
  return 1 + Math.max(0, ctx.stat(card, S.blockExtra));
}

/** The combat view of an object in play. Keywords, types and capacity are read only when asked. */
export function viewOf(ctx: Ctx, card: CardId): CombatView {
  return {
    id: String(card),
    controller: ctx.card(card).controller,
    isCreature: isCreature(ctx, card),
    hasHp: hasHp(ctx, card),
    keywords: { has: (k: ObjectKeyword) => hasKeyword(ctx, card, k) },
    creatureTypes: { has: (t: string) => ctx.hasTrait(card, t) },
    evoked: isEvoked(ctx, card),
    dazed: isDazed(ctx, card),
    get blockCapacity() {
      return blockCapacity(ctx, card);
    },
  };
}
