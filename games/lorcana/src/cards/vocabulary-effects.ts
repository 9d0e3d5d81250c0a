/**
 * The verb layer of the Lorcana card vocabulary: the steps an effect performs when it resolves, in the
 * shared card language of `@cardloom/core/cards`.
 *
 * An {@link Effect} is a list of steps performed in the order written (CR 6.1.2). Lorcana's verbs act
 * (draw, deal damage, banish …; see `engine/language`); the structure is the shared language's:
 * - “you may …” (CR 6.1.4) is the step flag `may: true` (`may: 'thatPlayer'`: that player may) —
 *   declining skips only that step;
 * - “[A] to [B]” / “[A]. If you do, [B]” (CR 6.1.5.1) is `[A, { ...B, if: 'youDid' }]` (or
 *   `{ do: 'if', if: 'youDid', steps }` for several steps);
 * - a secondary “if” (CR 6.2.4) is `{ do: 'if', if, steps, otherwise? }`;
 * - “[A] or [B]” / “Choose one:” (CR 6.1.5.2) is `{ do: 'chooseOne', options }`;
 * - “each player …” in turn (CR 6.7.5) is `{ do: 'forEach', each: { players }, steps }`.
 *
 * @module
 */
import type { Step as CoreStep, Steps } from '@cardloom/core/cards';
import type { LorcanaVerbs } from '../engine/language/verbs.js';
import type { CardFilter, CardRef, Condition, LorcanaNouns, PlayerRef, ZoneName } from './vocabulary-refs.js';

/**
 * Which cards a step acts on.
 * - a {@link CardRef}: a card already known to the effect (`'it'`: the cards the previous step acted
 *   on; `{ slot }`: the cards a step remembered with `as`);
 * - `choose`: the chooser picks cards as the step resolves (CR 1.7.3, 6.1.3). Picks become the
 *   step's `it` for later steps. Ward and “can't be chosen” apply.
 * - `each`: every matching card, without choosing (Ward doesn't protect, CR 8.15.2). With
 *   `continuous`, a lasting effect also covers cards that enter play later (CR 6.4.2.1);
 *   otherwise it applies to the cards present now (CR 6.4.2.2).
 */
export type Target =
  | CardRef
  | {
      readonly choose: CardFilter;
      /** Exactly this many if able (default 1), or at most this many with `upTo` (CR 6.1.3). */
      readonly count?: number;
      readonly upTo?: boolean;
      /** “any number of chosen …”: none to all of the candidates (CR 6.1.3). */
      readonly anyNumber?: boolean;
      /** Where to look (default `play`); hand, deck and inkwell are the chooser's own. */
      readonly zone?: ZoneName;
      /**
       * Whose zone to look in when not `play` (default `you`; `eachPlayer` for “any discard”); in
       * `play`, whose cards may be chosen (default anyone's: “a character of theirs”).
       */
      readonly player?: PlayerRef;
    }
  | { readonly each: CardFilter; readonly continuous?: boolean };

/** A self-replacement on a number: “If [condition], [value] instead” (CR 6.5.1.1, 6.5.6). */
export interface Instead {
  readonly if: Condition;
  readonly amount: number;
}

/**
 * Where the looked-at cards that were picked go (`playFree`: played for free, CR 1.5.5.3, 6.7.7;
 * `play`: played paying its cost, as if it were in the hand, CR 6.7.7; `inkwellExerted`: into the
 * inkwell facedown and exerted).
 */
export type LookDestination = 'hand' | 'deckTop' | 'deckBottom' | 'playFree' | 'play' | 'inkwellExerted';

/**
 * Where the looked-at cards that were not picked go: back on top or on the bottom of the deck (in
 * any order, CR 7.2.3), into the discard, or into the inkwell facedown and exerted.
 */
export type LookRest = 'deckTop' | 'deckBottom' | 'discard' | 'inkwellExerted';

/** One step of an effect: a Lorcana verb or a step of the shared control flow. */
export type Step = CoreStep<LorcanaNouns, LorcanaVerbs>;

/** An effect: steps resolved in the order written (CR 6.1.2, 6.7.2). */
export type Effect = Steps<LorcanaNouns, LorcanaVerbs>;
