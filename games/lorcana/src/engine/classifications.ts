/**
 * Classifications added by effects (“gain the Detective classification”, CR 5.2.7): each is a card
 * stat, read by `hasClassification` next to the printed ones. No imports: the stat reads of
 * `stats.ts` and the filters of `match.ts` name them.
 *
 * @module
 */

/** The card stat of an added classification. */
export function classificationStat(classification: string): string {
  return `cls.${classification}`;
}
