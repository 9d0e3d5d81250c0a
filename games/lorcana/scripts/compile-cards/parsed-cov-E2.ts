/**
 * Parse-tree steps of issue 16's effects coverage (helper E2, `effects-cov-E2.ts`): members of
 * `ParsedStep` in `parsed.ts`. They lower unchanged to the verbs of `verbs-cov-E2.ts`.
 *
 * @module
 */
import type { KeywordGrant } from '../../src/cards/vocabulary-abilities.js';
import type { Duration } from '../../src/cards/vocabulary-refs.js';
import type { Target } from './parsed.js';

/** A step of the effects coverage family. */
export type ParsedCovE2Step =
  /** Remove `amount` damage from each target, or all it has (CR 1.9.1.3). */
  | { readonly do: 'removeDamageEach'; readonly target: Target; readonly amount: number }
  /** The targets lose keywords for a duration (CR 6.6). */
  | {
      readonly do: 'loseKeywords';
      readonly target: Target;
      readonly keywords: readonly KeywordGrant[];
      readonly duration: Duration;
    };
