/**
 * Card stats of issue 16's effects coverage (E3) read by the rules: classifications added by effects
 * (“gain the Detective classification”, CR 5.2.7), read by `hasClassification` next to the printed
 * ones, and “can quest the turn he's played” (read by `canQuest`). No imports: the stat reads of
 * `stats.ts` and the filters of `match.ts` name them.
 *
 * @module
 */

/** The card stat of an added classification. */
export function classificationStat(classification: string): string {
  return `cls.${classification}`;
}

/** The card stat of “this character can quest the turn he's played” (CR 5.1.1.11 lifted for questing). */
export const QUEST_WHILE_DRYING = 'questWhileDrying';
