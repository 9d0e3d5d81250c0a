/**
 * Static abilities of the Lorcana card vocabulary (CR 6.4): the continuous effects they have,
 * including replacement effects (CR 6.5), and the static words of the card language.
 *
 * @module
 */
import type { ActivatedAbility, ActivationCost, KeywordGrant, Restriction } from './vocabulary-abilities.js';
import type { Amount, CardFilter, Condition, KeywordName, Stat } from './vocabulary-refs.js';

/** Who a static ability affects: the source card or every matching card in play. */
export type Affected = 'self' | CardFilter;

/** The continuous effect of a static ability (CR 6.4). */
export type StaticEffect =
  | { readonly grant: readonly KeywordGrant[]; readonly to: Affected }
  | { readonly modify: Stat; readonly amount: Amount; readonly to: Affected }
  | { readonly restrict: Restriction; readonly to: Affected }
  | { readonly restrictPlayers: 'opponents'; readonly what: 'playActions' }
  /**
   * A payment modifier (CR 1.5.4, 4.3.6); `self` is a self-referential one working from hand. With
   * `oncePerTurn` it applies to the next matching card played each turn only (“Once during your turn,
   * you pay 1 {I} less for the next character you play this turn”). With `shift` it lowers only the
   * Shift cost (“… to play characters using their Shift ability”, CR 8.10.2).
   */
  | {
      readonly costReduction: Amount;
      readonly for: 'self' | CardFilter;
      readonly oncePerTurn?: boolean;
      readonly shift?: true;
    }
  /** “You may put an additional card into your inkwell” (CR 4.2.3.1). */
  | { readonly additionalInk: number }
  /** “Skip your turn's [step]” (CR 6.4.5). */
  | { readonly skipStep: 'draw' }
  /** “… can't be reduced below their printed value” (CR 6.6.4). */
  | { readonly statFloor: Stat; readonly to: Affected }
  /**
   * “You may play [cards] for free” — an alternate cost (CR 1.5.5.3); with `paying`, “you may banish
   * chosen item of yours to play this character for free” or “you may put a Toy character card from
   * your discard on the bottom of your deck to play this character for free”: that is paid instead of the ink.
   */
  | { readonly playForFree: 'self' | CardFilter; readonly paying?: ActivationCost }
  /**
   * “You may use this card's [named activated ability] for free” — an alternate cost: nothing is paid
   * but the exert symbol (CR 1.5.5.4).
   */
  | { readonly useForFree: string }
  /** “This character enters play with N damage” (CR 6.7.8). */
  | { readonly entersWithDamage: number }
  /**
   * “This character / item enters play exerted” (CR 6.7.8); with `to`, every matching card entering
   * play does (“Opposing items enter play exerted”).
   */
  | { readonly entersExerted: true; readonly to?: CardFilter }
  /** A replacement: damage that would be dealt to matching cards is put on this card instead (CR 6.5). */
  | { readonly redirectDamageFrom: CardFilter }
  /**
   * Deck building: any number of copies allowed (overrides CR 1.10.1.1), or up to `max` copies
   * (“You may have up to 99 copies of … in your deck”).
   */
  | { readonly anyNumberInDeck: true; readonly max?: number }
  /** “Your Pirate characters may move here for free” — an alternate move cost (CR 4.7.3.2). */
  | { readonly moveHereForFree: CardFilter }
  /**
   * “You pay N {I} less to move a character of yours here / your characters to a location”: a
   * payment modifier on move costs (CR 1.5.4, 4.7.3.2), at this location or at any of yours.
   */
  | {
      readonly moveCostReduction: number;
      readonly at: 'here' | 'anyLocation';
      /** Only the source itself moving (“… less to move this character to a location”). */
      readonly self?: true;
      /** “Once during your turn”: spent for the turn by the first move it lowers (CR 6.1.13.2). */
      readonly oncePerTurn?: true;
    }
  /** “Characters count as having +N cost to sing songs” (CR 5.4.4.2, 8.11). */
  | { readonly singCostBonus: number; readonly to: Affected }
  /** “This character also counts as being named X for Shift” (CR 8.10.1). */
  | { readonly shiftName: string }
  /** “You may play any character with Shift on this character as if this character had any name” (CR 8.10). */
  | { readonly shiftOntoAnyName: true }
  /** Matching cards in play gain an activated ability (`Your … gain "{E} — …"`, CR 6.4). */
  | { readonly grantAbility: ActivatedAbility; readonly to: Affected }
  /**
   * “During challenges, [cards] deal damage with their {W} instead of their {S}” (CR 4.6.6.1): the
   * stat matching characters deal challenge damage with.
   */
  | { readonly challengeDamageWith: 'willpower'; readonly to: Affected }
  /** “You can ink cards from your discard” (the ink turn action from another zone, CR 4.2). */
  | { readonly inkFrom: 'discard' }
  /** “Opponents can't play actions with cost 4 or more” (CR 1.2.2: “can't” wins). */
  | { readonly opponentsCantPlay: CardFilter }
  /** “This character may enter play exerted” (its player chooses as it enters, CR 6.7.8). */
  | { readonly mayEnterExerted: true }
  /** Several continuous effects of one ability (“gets +1 {L} and gains Evasive”). */
  | { readonly both: readonly StaticEffect[] }
  /**
   * “This character can challenge ready characters” (lifts CR 4.6.4.2's exerted requirement):
   * `true` for any ready character, or only ready characters matching a filter.
   */
  | { readonly challengeReady: true | CardFilter; readonly to: Affected }
  /** “Characters with cost 2 or less can't challenge your characters” (a challenge restriction). */
  | { readonly cantBeChallengedBy: CardFilter; readonly to: Affected }
  /** “You can't play this character [unless …]” — read from hand while the condition holds (CR 1.2.2). */
  | { readonly cantPlaySelf: true }
  /** “Your other characters gain the Detective classification” (CR 5.2.7: a classification added). */
  | { readonly grantClassification: string; readonly to: Affected }
  /** “This character can quest the turn he's played” (lifts CR 5.1.1.11's drying for questing only). */
  | { readonly questWhileDrying: true }
  /** “All cards in your hand count as having {IW}”: they may be put into the inkwell (CR 4.2.1). */
  | { readonly handInkable: true }
  /** “Opponents need 25 lore to win the game” (CR 1.8.1.1's total raised for them; the highest applies). */
  | { readonly opponentsLoreToWin: number }
  /** “You can't lose lore” (CR 1.2.2: “can't” wins). */
  | { readonly cantLoseLore: true }
  /** “If an effect would cause you to discard one or more cards, you don't discard” (a replacement, CR 6.5). */
  | { readonly noEffectDiscards: true }
  /**
   * “This character gains Resist +1 for each other Knight character you have in play”: a keyword whose
   * value is counted continuously (CR 6.1.8, 8.1.2); with a count of 0 it doesn't have the keyword.
   */
  | { readonly grantCounted: KeywordName; readonly amount: Amount; readonly to: Affected }
  /** “Characters named Peter Pan lose Evasive and can't gain Evasive”: the keyword is capped at none (CR 6.4). */
  | { readonly loseKeyword: KeywordName; readonly to: Affected }
  /**
   * “Opponents must choose this character for actions and abilities if able”: an opponent choosing one
   * card in play for an effect must choose a matching card when it is a legal choice (CR 6.1.3).
   */
  | { readonly mustBeChosen: true; readonly to: Affected }
  /** “Cards enter opponents' inkwells exerted” (CR 7.5: however they are put there). */
  | { readonly opponentsInkExerted: true }
  /** “Each turn, only one character can challenge” (CR 4.6: a limit on declaring challenges). */
  | { readonly oneChallengerPerTurn: true };

/** A static ability (CR 6.4); with `condition` it is conditional (CR 6.4.3–6.4.4). */
export interface StaticAbility {
  readonly kind: 'static';
  readonly name: string;
  readonly condition?: Condition;
  readonly effect: StaticEffect;
}

/**
 * The static words of the card language: each kind of {@link StaticEffect} by its naming field, with
 * the effect itself as its parameters (the language's modifier is `{ mod: kind, ...effect }`).
 */
export type StaticWords = {
  readonly [K in StaticKey]: Extract<StaticEffect, { readonly [P in K]: unknown }> &
    (K extends 'costReduction'
      ? {
          /** The ability's name: a once-per-turn reduction is spent under it (added on compiling). */
          readonly ability?: string;
        }
      : unknown);
};

/** The naming field of each kind of {@link StaticEffect}. */
export type StaticKey =
  | 'grant'
  | 'modify'
  | 'restrict'
  | 'restrictPlayers'
  | 'costReduction'
  | 'additionalInk'
  | 'skipStep'
  | 'statFloor'
  | 'playForFree'
  | 'useForFree'
  | 'entersWithDamage'
  | 'entersExerted'
  | 'redirectDamageFrom'
  | 'anyNumberInDeck'
  | 'moveHereForFree'
  | 'moveCostReduction'
  | 'singCostBonus'
  | 'shiftName'
  | 'shiftOntoAnyName'
  | 'grantAbility'
  | 'challengeDamageWith'
  | 'inkFrom'
  | 'opponentsCantPlay'
  | 'mayEnterExerted'
  | 'both'
  | 'challengeReady'
  | 'cantBeChallengedBy'
  | 'cantPlaySelf'
  | 'grantClassification'
  | 'questWhileDrying'
  | 'handInkable'
  | 'opponentsLoreToWin'
  | 'cantLoseLore'
  | 'noEffectDiscards'
  | 'grantCounted'
  | 'loseKeyword'
  | 'mustBeChosen'
  | 'opponentsInkExerted'
  | 'oneChallengerPerTurn';
