/**
 * The player stats of “[players] can't play [type]” (CR 1.2.2: “can't” wins over any permission),
 * read where cards are played (the turn action and playing from an effect) and set by the
 * `restrictPlay` verb. No imports: the stat reads of `stats.ts` name them too.
 *
 * @module
 */

/** The player stat of “can't play items” (actions use the older `cant.playActions`). */
export const CANT_PLAY_ITEMS = 'cant.playItems';

/** The player stat of “can't play [type]”. */
export function cantPlayStat(type: 'action' | 'item'): string {
  return type === 'action' ? 'cant.playActions' : CANT_PLAY_ITEMS;
}
