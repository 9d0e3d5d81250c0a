/**
 * Effects delayed until the challenge is over (“ready this character after the challenge”, CR 4.6.7):
 * the clause before “after the challenge” is kept and resolves once the challenge ends. `grammar/effects.ts`
 * asks {@link afterChallengeClause} before its own clause rules.
 *
 * @module
 */
import type { ParsedEffect, ParsedStep as Step } from '../../parsed/parse-tree.js';

/** The parse-tree step of this family (a member of `ParsedStep`). */
export type ParsedAfterChallengeStep = {
  readonly do: 'afterChallenge';
  readonly effect: ParsedEffect;
};

/** “[clause] after the challenge” → a delayed step, or undefined. */
export function afterChallengeClause(c: string, clauses: (text: string) => Step[]): Step[] | undefined {
  const m = /^(.+) after the challenge$/.exec(c);
  return m ? [{ do: 'afterChallenge', effect: clauses(m[1]) }] : undefined;
}
