/**
 * Parse-tree steps of `grammar/effects/damage-each-and-keyword-loss.ts` and
 * `grammar/amounts/amounts-from-cards.ts`: members of `ParsedStep` in `parsed/parse-tree.ts`. They
 * lower unchanged to the engine's verbs of the same names (or the shared `choose`).
 *
 * @module
 */
import type { KeywordGrant } from '../../../src/cards/vocabulary-abilities.js';
import type { Amount, CardFilter, Duration, PlayerRef } from '../../../src/cards/vocabulary-refs.js';
import type { ParsedEffect, Target } from './parse-tree.js';

/** Damage removed from each target, keywords lost for a duration. */
export type ParsedDamageKeywordStep =
  /** Remove `amount` damage from each target, or all it has (CR 1.9.1.3). */
  | { readonly do: 'removeDamageEach'; readonly target: Target; readonly amount: number }
  /** The targets lose keywords for a duration (CR 6.6). */
  | {
      readonly do: 'loseKeywords';
      readonly target: Target;
      readonly keywords: readonly KeywordGrant[];
      readonly duration: Duration;
    };

/** Counted discards, remembered choices, singers and repeats. */
export type ParsedCountRepeatStep =
  /** Each of the players chooses and discards a counted number of cards (CR 6.1.8, 7.3.4). */
  | { readonly do: 'discardCounted'; readonly amount: Amount; readonly player: PlayerRef }
  /** Choose cards and remember them under a slot for a later step's amount (CR 6.1.8). */
  | { readonly do: 'choose'; readonly target: Target; readonly as: string }
  /** The characters that sang the resolving song, if at least that many did (CR 8.12). */
  | {
      readonly do: 'singers';
      readonly atLeast: number;
      /** The song of the trigger event (“whenever … sings a song, … those characters”), not the source. */
      readonly of?: 'eventCard';
    }
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
