/**
 * Dormant items (Lightseekers 2.5.4, 6 Dormant, L22): a hero's items are Dormant while a modifier says
 * so. Items and buffs' Element access are left out of this pass, since access itself depends on items.
 * @module
 */
import type { Ctx, PlayerId } from '@cardloom/core';
import { isActiveIgnoringAccess } from '../buffs/corners.js';
import { collectModifiers, type Pass } from './lingering.js';

const DORMANT_PASS: Pass = {
  dormantOnly: true,
  buffWorks: isActiveIgnoringAccess,
  itemsWork: () => false,
};

/** Whether `p`'s items are Dormant (2.5.4); computed for every player at once per state. */
export function itemsDormant(ctx: Ctx, p: PlayerId): boolean {
  return ctx.memo('ls.dormant', () => collectModifiers(ctx, DORMANT_PASS))[p].length > 0;
}
