/**
 * Triggered abilities of the Lorcana card vocabulary (CR 6.2): the events they wait for, the trigger
 * condition and the ability itself.
 *
 * @module
 */
import type { Effect } from './vocabulary-effects.js';
import type { CardFilter, Condition, Range } from './vocabulary-refs.js';

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

/**
 * The trigger words of the card language (`@cardloom/core/cards`): each trigger event, with the other
 * fields of a {@link Trigger} as its parameters — a printed trigger is already `{ on, ...params }`.
 */
export type TriggerWords = { readonly [K in TriggerEvent]: Omit<Trigger, 'on'> & { readonly on: K } };
