/**
 * Lore keyword Festering: when the object dies, its owner divides damage equal to its STR among
 * selections, one point at a time (README A29). With Rot, object damage becomes -1 HP counters.
 *
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import { damageObject, damagePlayer } from '../state/damage.js';
import { decodePlayer, encodePlayer, selectable } from '../state/filters.js';
import { hasHp, objectsInPlay } from '../state/queries.js';

/**
 * Asks for one of these objects or any player, as options `c<card>` / `p<seat>` with readable labels.
 * Returns a card id, or a player encoded as `-(seat + 1)`.
 */
function chooseObjectOrPlayer(
  ctx: Ctx,
  chooser: PlayerId,
  objects: readonly CardId[],
  prompt: string,
  rule?: string,
): number {
  const players = ctx.playersInOrder(-1);
  const key = ctx.chooseOption(chooser, [...objects.map((c) => `c${c}`), ...players.map((p) => `p${p}`)], {
    prompt,
    labels: () => [...objects.map((c) => ctx.cardDef(c).name), ...players.map((p) => `player ${p + 1}`)],
    rule,
  });
  return key.startsWith('c') ? Number(key.slice(1)) : encodePlayer(Number(key.slice(1)));
}

/** Objects a player may select among all objects in play that can be dealt damage. */
function damageableObjects(ctx: Ctx, chooser: PlayerId): CardId[] {
  return objectsInPlay(ctx).filter((c) => hasHp(ctx, c) && selectable(ctx, c, chooser));
}

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
