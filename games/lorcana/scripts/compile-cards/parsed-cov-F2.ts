/**
 * Parse-tree steps of issue 16's coverage helper F2 (`effects-cov-F2.ts`): members of `ParsedStep`
 * in `parsed.ts`. They lower unchanged to the verbs of `verbs-cov-F2.ts` (or the shared `choose`).
 *
 * @module
 */
import type { Amount, CardFilter, PlayerRef } from '../../src/cards/vocabulary-refs.js';
import type { ParsedEffect, Target } from './parsed.js';

/** A step of the coverage F2 family. */
export type ParsedCovF2Step =
  /** Each of the players chooses and discards a counted number of cards (CR 6.1.8, 7.3.4). */
  | { readonly do: 'discardCounted'; readonly amount: Amount; readonly player: PlayerRef }
  /** Choose cards and remember them under a slot for a later step's amount (CR 6.1.8). */
  | { readonly do: 'choose'; readonly target: Target; readonly as: string }
  /** The characters that sang the resolving song, if at least that many did (CR 8.12). */
  | { readonly do: 'singers'; readonly atLeast: number }
  /** Each of the players chooses one kind of discard they can do and does it (CR 6.1.5.2). */
  | {
      readonly do: 'discardEither';
      readonly player: PlayerRef;
      readonly options: readonly { readonly amount: number; readonly filter?: CardFilter }[];
    }
  /** The shared language's `repeat`: the steps once for each card the target names (CR 6.1.8). */
  | {
      readonly do: 'repeat';
      readonly times: { readonly cards: Target };
      readonly steps: ParsedEffect;
    };
