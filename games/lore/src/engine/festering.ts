/**
 * Lore keyword Festering: when the object dies, its owner divides damage equal to its STR among
 * selections, one point at a time (README A29). With Rot, object damage becomes -1 HP counters.
 *
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import { damageObject, damagePlayer } from './damage-apply.js';
import { chooseObjectOrPlayer, damageableObjects } from './effects-select.js';
import { decodePlayer } from './filters.js';

/** Deals a dead Festering object's damage, point by point, where its owner selects. */
export function festeringDamage(ctx: Ctx, source: CardId, owner: PlayerId, str: number, rot: boolean): void {
  for (let point = 0; point < str; point++) {
    const pick = chooseObjectOrPlayer(
      ctx,
      owner,
      damageableObjects(ctx, owner),
      `Festering: deal 1 damage (${point + 1} of ${str})`,
      'Lore keyword Festering',
    );
    const player = decodePlayer(pick);
    if (player === null) damageObject(ctx, { card: source, rot }, pick, 1);
    else damagePlayer(ctx, { card: source, rot }, player, 1);
  }
}
