/**
 * Builds the small views the pure combat checks (`rules/combat-legality.ts`) read.
 *
 * @module
 */
import type { CardId, Ctx } from '@cardloom/core';
import type { ObjectKeyword } from '../cards/vocabulary.js';
import type { CombatView } from '../rules/combat-legality.js';
import { S } from './keys.js';
import { creatureTypes, hasHp, hasKeyword, isCreature, isDazed, isEvoked } from './queries.js';

/** The keywords combat checks look at. */
const COMBAT_KEYWORDS: readonly ObjectKeyword[] = [
  'beneathNotice',
  'blistering',
  'bloat',
  'colossal',
  'flight',
  'maul',
  'relentless',
  'target',
  'terrifying',
];

/** How many attackers a creature can block (Lore 4.3b). */
export function blockCapacity(ctx: Ctx, card: CardId): number {
  return 1 + Math.max(0, ctx.stat(card, S.blockExtra));
}

/** The combat view of an object in play. */
export function viewOf(ctx: Ctx, card: CardId): CombatView {
  return {
    id: String(card),
    controller: ctx.card(card).controller,
    isCreature: isCreature(ctx, card),
    hasHp: hasHp(ctx, card),
    keywords: new Set(COMBAT_KEYWORDS.filter((k) => hasKeyword(ctx, card, k))),
    creatureTypes: creatureTypes(ctx, card),
    evoked: isEvoked(ctx, card),
    dazed: isDazed(ctx, card),
    blockCapacity: blockCapacity(ctx, card),
  };
}
