/**
 * The card vocabulary, part 3: abilities. Triggered and activated abilities put their effects on the
 * stack (F7.1); static abilities modify the game while their card is face up in play; a support ability is
 * paid for with the card's support fee when the card is played (F2.4, D17).
 * @module
 */

import type { CardFilter, Keyword } from './vocabulary';
import type { Condition, Effect } from './vocabulary-effects';

/** The events a triggered ability waits for. "This" is the ability's card. */
export type Trigger =
  /** This card is played from hand, or a set item is turned face up (D16). Not for tokens. */
  | { readonly on: 'played' }
  /** This card leaves play (it is already gone when the effect resolves). */
  | { readonly on: 'leavesPlay' }
  /** This card is declared as an attacker. */
  | { readonly on: 'attacks' }
  /** This card is assigned as a blocker. */
  | { readonly on: 'blocks' }
  /** This card deals combat damage to an opposing main character. */
  | { readonly on: 'damagesMain' }
  /** The Morning phase of this card's controller begins (after its exhaustion counters are removed). */
  | { readonly on: 'morning' }
  /** Another character enters play under this card's controller (played or created). */
  | { readonly on: 'allyEnters' }
  /** An item becomes attached to a card this card's controller controls. */
  | { readonly on: 'itemAttached' };

/** What an activated ability costs. All parts are paid when it is activated. */
export interface ActivationCost {
  /** Exhaust the ability's own card (one counter; it turns face down, D9). */
  readonly exhaust?: boolean;
  /** Factionless resources from the pool (D7). */
  readonly resources?: number;
  /** Cards to discard from hand. */
  readonly discard?: number;
}

/** When an activated ability may be used. */
export type Timing =
  /** In its controller's Day phase while the stack is empty (F4.2f) and in the end-of-Day window (F4.2h). */
  | 'day'
  /** Whenever its controller could act: as above, and in any response window (F7.2). */
  | 'response';

/** A static change to characteristics or rules while its card is face up in play. */
export type StaticModifier =
  /** Attack/defense change for the cards that the scope names. */
  | { readonly mod: 'stats'; readonly scope: Scope; readonly attack?: number; readonly defense?: number }
  /** A keyword for the cards that the scope names. */
  | { readonly mod: 'keyword'; readonly scope: Scope; readonly keyword: Keyword }
  /** Extra victory token capacity on the cards that the scope names. */
  | { readonly mod: 'victoryField'; readonly scope: Scope; readonly amount: number }
  /** Cards of this filter cost less to play from the controller's hand (not below 1 for faction cards, D8). */
  | { readonly mod: 'costReduction'; readonly filter: CardFilter; readonly amount: number };

/** Which cards a static modifier reaches. */
export type Scope =
  | { readonly kind: 'self' }
  | { readonly kind: 'host' }
  | { readonly kind: 'all'; readonly filter: CardFilter };

/** A named ability of a card. Names are the card's own, for logs and descriptions. */
export type Ability =
  | {
      readonly kind: 'triggered';
      readonly name: string;
      readonly trigger: Trigger;
      /** Checked when the event happens; a false condition means nothing goes on the stack. */
      readonly condition?: Condition;
      readonly effects: readonly Effect[];
    }
  | {
      readonly kind: 'activated';
      readonly name: string;
      readonly cost: ActivationCost;
      readonly timing: Timing;
      /** At most once per turn (F4.2). */
      readonly oncePerTurn?: boolean;
      readonly effects: readonly Effect[];
    }
  | {
      readonly kind: 'static';
      readonly name: string;
      /** The modifier applies only while this holds. */
      readonly condition?: Condition;
      readonly modifier: StaticModifier;
    };

/** The optional support ability of a card (F2.4): pay the fee while playing the card to add its effects. */
export interface SupportAbility {
  readonly name: string;
  /** Factionless resources paid on top of the acquisition cost. */
  readonly fee: number;
  readonly effects: readonly Effect[];
}
