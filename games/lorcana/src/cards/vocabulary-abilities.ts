/**
 * The ability layer of the Lorcana card vocabulary: keywords (CR 8) and activated abilities (CR 6.3)
 * here; triggered (CR 6.2, `vocabulary-triggers.ts`) and static abilities (CR 6.4, including
 * replacement effects, CR 6.5, `vocabulary-statics.ts`) beside it, re-exported from here.
 *
 * @module
 */
import type { Effect } from './vocabulary-effects.js';
import type { CardFilter, Condition, KeywordName } from './vocabulary-refs.js';
import type { StaticAbility } from './vocabulary-statics.js';
import type { TriggeredAbility } from './vocabulary-triggers.js';

export type { Affected, StaticAbility, StaticEffect, StaticKey, StaticWords } from './vocabulary-statics.js';
export type { Trigger, TriggerEvent, TriggeredAbility, TriggerWords } from './vocabulary-triggers.js';

/** A keyword as granted by an effect; `value` is the +N of stacking keywords (CR 8.1.2). */
export interface KeywordGrant {
  readonly keyword: KeywordName;
  readonly value?: number;
}

/**
 * Shift's alternate cost: ink, or discarding cards (e.g. “Shift: Discard 2 cards”); `filter` limits
 * which cards may be discarded (“Shift: Discard a song card”).
 */
export type ShiftCost = { readonly ink: number } | { readonly discard: number; readonly filter?: CardFilter };

/** A printed keyword ability (CR 8.2–8.15). */
export type KeywordAbility =
  | {
      readonly keyword:
        | 'alert'
        | 'bodyguard'
        | 'evasive'
        | 'reckless'
        | 'rush'
        | 'support'
        | 'vanish'
        | 'ward';
    }
  | { readonly keyword: 'challenger' | 'resist'; readonly value: number }
  /** Singer N and Sing Together N count cost N (CR 8.11, 8.12); Boost N costs N ink (CR 8.4). */
  | { readonly keyword: 'singer' | 'singTogether' | 'boost'; readonly value: number }
  /**
   * Shift (CR 8.10): onto a character with the same name, or with a classification
   * ([Classification] Shift, CR 8.10.8.1), or any character (Universal Shift, CR 8.10.8.2).
   */
  | {
      readonly keyword: 'shift';
      readonly cost: ShiftCost;
      readonly onto?: { readonly classification: string } | 'any';
    };

/** Things a restriction can forbid a card from doing (`move`: moving to locations, CR 4.7). */
export type Restriction =
  | 'quest'
  | 'challenge'
  | 'beChallenged'
  | 'ready'
  | 'sing'
  | 'move'
  /**
   * “can't ready at the start of their (next) turn”: only the Ready step is refused (CR 3.2.1.1);
   * effects still ready it. As a lasting effect or a static ability alike.
   */
  | 'readyStep'
  /** “takes no damage from challenges”: challenge damage to it is not dealt (CR 4.6.6). */
  | 'takeChallengeDamage'
  /** “can't be dealt damage”: damage dealt to it is not dealt; put or moved damage still lands (CR 1.9.1.2). */
  | 'beDealtDamage'
  /** “can't be dealt damage unless being challenged”: only as the challenged character of a challenge (CR 4.6). */
  | 'beDealtDamageUnlessChallenged'
  /** “can't ready at the start of their next turn unless they're at a location” (CR 3.2.1.1). */
  | 'readyStepAway'
  /** “Damage counters can't be removed” from it (CR 1.9.1.3: removing damage does nothing). */
  | 'loseDamage'
  /** “Opponents can't choose your items for abilities or effects” (as Ward does, CR 8.15.1). */
  | 'beChosenByOpponents';

/** The cost of an activated ability (CR 4.4.3). */
export interface ActivationCost {
  /** The exert symbol: only dry characters can pay it (CR 4.4.2). */
  readonly exert?: boolean;
  readonly ink?: number;
  /** “Banish this item / location”. */
  readonly banishSelf?: boolean;
  /** “Banish one of your (other) items”: banish one card of yours in play matching the filter. */
  readonly banish?: CardFilter;
  /**
   * “{E} one of your characters”: exert one ready card of yours matching the filter; a character
   * must be dry to pay it (CR 4.4.2.1).
   */
  readonly exertOne?: CardFilter;
  /** “Exert 4 items of yours”: exert that many ready cards of yours matching the filter (CR 4.4.2.1). */
  readonly exertMany?: { readonly count: number; readonly filter: CardFilter };
  /** “(Choose and) discard a (character) card”: discard cards of your hand matching the filter. */
  readonly discard?: { readonly count: number; readonly filter?: CardFilter };
  /** “Put a Toy character card from your discard on the bottom of your deck”: one matching card of your discard. */
  readonly discardToDeckBottom?: CardFilter;
  /**
   * “Banish 2 of your items”: banish exactly that many cards of yours in play matching the filter; with
   * fewer the cost can't be paid (CR 1.5.3, 6.3).
   */
  readonly banishMany?: { readonly count: number; readonly filter: CardFilter };
  /** “Deal 1 damage to this character”: damage dealt to the source itself as a cost (CR 1.9.1, 6.3). */
  readonly damageSelf?: number;
}

/** An activated ability (CR 6.3). */
export interface ActivatedAbility {
  readonly kind: 'activated';
  readonly name: string;
  readonly cost: ActivationCost;
  /** A “while …” condition that must hold to use it. */
  readonly condition?: Condition;
  /** “Once during your turn, you may …”: usable once per turn (CR 6.1.13.2). */
  readonly oncePerTurn?: boolean;
  readonly effect: Effect;
}

/** Any non-keyword ability with a story name (CR 5.2.8). */
export type Ability = TriggeredAbility | ActivatedAbility | StaticAbility;
