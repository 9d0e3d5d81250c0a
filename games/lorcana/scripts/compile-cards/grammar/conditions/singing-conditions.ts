/**
 * Condition phrases about the resolving song: “if a character sang this song” (CR 8.12). The parsed
 * conditions are the language's without their `test` name; {@link lowerSingingCondition} names them.
 *
 * @module
 */
import type { Condition, ConditionTests } from '../../../../src/cards/vocabulary-refs.js';

type SingingTest = 'sangThisSong';
const SINGING_TESTS: readonly SingingTest[] = ['sangThisSong'];

/** A parsed condition of this family. */
export type SingingCondition = ConditionTests[SingingTest];

/** A condition phrase of this family, or undefined. */
export function singingCondition(p: string): SingingCondition | undefined {
  if (p === 'a character sang this song') return { sangThisSong: 1 };
  const m = /^(\d+) or more characters sang this song$/.exec(p);
  return m ? { sangThisSong: Number(m[1]) } : undefined;
}

/** Whether a parsed condition is one of this family's. */
export function isSingingCondition(c: object): c is SingingCondition {
  return SINGING_TESTS.some((t) => t in c);
}

/** A condition of this family as a condition of the language. */
export function lowerSingingCondition(c: SingingCondition): Condition {
  const test = SINGING_TESTS.find((t) => t in c) as SingingTest;
  return { test, ...c } as Condition;
}
