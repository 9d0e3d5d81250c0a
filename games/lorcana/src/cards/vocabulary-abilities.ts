/**
 * The ability layer of the Lorcana card vocabulary: keywords (CR 8), triggered (CR 6.2),
 * activated (CR 6.3) and static abilities (CR 6.4) including replacement effects (CR 6.5).
 *
 * @module
 */
import type { Effect } from './vocabulary-effects.js';
import type { Amount, CardFilter, Condition, KeywordName, Range, Stat } from './vocabulary-refs.js';

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

/** Events a triggered ability can wait for (CR 6.2.2). */
export type TriggerEvent =
  /** A card is played (CR 4.3.4.1). */
  | 'played'
  | 'quests'
  /** The subject declares a challenge (CR 4.6.5). */
  | 'challenges'
  /** The subject is challenged (CR 4.6.5). */
  | 'challenged'
  | 'banished'
  | 'banishedInChallenge'
  /** The subject was the challenged character and was banished in that challenge. */
  | 'challengedAndBanished'
  /** The subject banished the other character in a challenge. */
  | 'banishesInChallenge'
  | 'movesToLocation'
  /** The subject sang a song, alone or with Sing Together (CR 8.12.3). */
  | 'sings'
  | 'startOfTurn'
  | 'endOfTurn'
  /** A player draws a card (CR 1.12). */
  | 'draws'
  /** A player discards one or more cards (one trigger per discard event). */
  | 'discards'
  /** The subject is chosen for Support (CR 8.13). */
  | 'chosenForSupport'
  /**
   * The subject takes damage: dealt, put on or moved to it (CR 1.9.1.5). Printed “is damaged” and
   * “is dealt damage” mean the same (CR 1.9.2). One trigger per card per damage event.
   */
  | 'damaged'
  /** A card is put into a player's inkwell, by the ink turn action or by an effect (CR 4.2, 4.2.3.2). */
  | 'inked'
  /**
   * A player puts a card under the subject (Boost, CR 8.4.1, or an effect); shifting onto it is
   * putting the new card on top, not a card under (CR 8.10.1).
   */
  | 'putUnder'
  /** The subject leaves play for any zone (CR 5.1.1.8): banished, returned, inked, put in a deck. */
  | 'leavesPlay'
  /** The subject is readied by an effect of its controller or in their Ready step (CR 3.2.1.4). */
  | 'readied'
  /** Damage is removed from the subject (CR 1.9.1.3) by an effect of the ability's controller. */
  | 'damageRemoved'
  /** The subject deals damage to another character in a challenge (CR 4.6.6); `eventDamage` is how much. */
  | 'dealsDamageInChallenge'
  /**
   * The subject in play becomes exerted by any means (CR 5.1.1.2): questing, challenging, singing, a
   * cost or an effect — entering play exerted too (CR 8.10.3: it “becomes exerted as it enters play”).
   */
  | 'exerted'
  /**
   * “This character may enter play exerted to [effect]”: its player chose, as it entered play, to have
   * it enter exerted (CR 6.7.8); the effect then triggers (a choice made on entering, asked only of
   * the source).
   */
  | 'entersExertedByChoice'
  /** An opponent chooses the subject for an action's or an ability's effect (CR 6.1.3, as Ward reads “choose”). */
  | 'chosenByOpponent';

/**
 * A trigger condition (CR 6.2.2). `subject` is the card the event is about: `self` (the default)
 * or any card matching a filter. `other` filters the other card of the event (the challenged
 * character, the character moving, the source of damage). `here` requires the event to happen at the source location.
 */
export interface Trigger {
  readonly on: TriggerEvent;
  readonly subject?: 'self' | CardFilter;
  readonly other?: CardFilter;
  /**
   * For player events (turn start / end, draws, discards, inked): whose — yours (the default), an
   * opponent's, or (turn start / end only) any player's.
   */
  readonly player?: 'you' | 'opponent' | 'any';
  readonly here?: boolean;
  /** “… while at a location”: the subject must be at a location when the event happens. */
  readonly atLocation?: boolean;
  /**
   * For `played`: the song was sung (“whenever one or more of your characters sings a song”, once per
   * song however many sang it, CR 8.12).
   */
  readonly sung?: boolean;
  /** For `played`: the card was shifted onto the ability's source (“… on this card”, CR 8.10). */
  readonly ontoSelf?: boolean;
  /** For `played`: the ink paid to play it is in this range (“whenever you pay 2 {I} or less to play a card”). */
  readonly paid?: Range;
  /** For `movesToLocation`: the character came from another location (“… here from another location”). */
  readonly fromLocation?: boolean;
  /** For `leavesPlay`: the zone it went to (“is returned to your hand from play”). */
  readonly to?: 'hand';
  /** For `putUnder`: the card was put there by Boost (“whenever you use the Boost ability of …”, CR 8.4). */
  readonly boost?: true;
}

/** A triggered ability (CR 6.2). */
export interface TriggeredAbility {
  readonly kind: 'triggered';
  readonly name: string;
  /** One trigger, or several independent ones sharing the effect (CR 6.2.6). */
  readonly trigger: Trigger | readonly Trigger[];
  /** “During … / while …”: must hold when the event happens or the ability doesn't trigger (CR 6.1.13.6). */
  readonly activeWhen?: Condition;
  /** Secondary “if”: checked when it resolves; if false it resolves with no effect (CR 6.2.4). */
  readonly if?: Condition;
  /** “Once per turn”: resolves with no effect after one full resolution this turn (CR 6.1.13.2). */
  readonly oncePerTurn?: boolean;
  /** “The first time …” each turn (CR 6.2.2). */
  readonly firstTimeEachTurn?: boolean;
  /**
   * The zone the ability works from, when not play (CR 6.1.12): the discard, or under the card a
   * character was shifted onto (“when you play a Floodborn character on this card”).
   */
  readonly from?: 'discard' | 'under';
  readonly effect: Effect;
}

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

/** Any non-keyword ability with a story name (CR 5.2.8). */
export type Ability = TriggeredAbility | ActivatedAbility | StaticAbility;

/**
 * The trigger words of the card language (`@cardloom/core/cards`): each trigger event, with the other
 * fields of a {@link Trigger} as its parameters — a printed trigger is already `{ on, ...params }`.
 */
export type TriggerWords = { readonly [K in TriggerEvent]: Omit<Trigger, 'on'> & { readonly on: K } };

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
