/**
 * The noun layer of the Lorcana card vocabulary: who (players), which card (references and
 * filters), how many (amounts), when (durations) and whether (conditions).
 *
 * Everything here is plain, JSON-serializable data so card files read like the printed card and
 * can be checked at compile time. The engine interprets these values; nothing here runs code.
 *
 * @module
 */
import type { Condition as CoreCondition } from '@cardloom/core/cards';
import type { Exec } from '../engine/effects/exec.js';
import type { ActivationCost, StaticWords, TriggerWords } from './vocabulary-abilities.js';

/** The six ink types (CR 5.2.5). */
export type Ink = 'Amber' | 'Amethyst' | 'Emerald' | 'Ruby' | 'Sapphire' | 'Steel';

/** Card types (CR 5.3–5.6). Songs are actions with `song: true` (CR 5.4.4.1). */
export type CardType = 'character' | 'action' | 'item' | 'location';

/**
 * A player relative to the ability's controller (CR 1.3.3, 1.4.3.1).
 * - `you`: the player who played the card / generated the effect.
 * - `opponents`: each opponent (CR 1.3.5.2), acting in turn order (CR 6.7.5).
 * - `teammates`: each player designated as your teammate before the game, never you (CR 1.3.6.2).
 * - `eachPlayer`: every player, the active player first (CR 6.7.5).
 * - `ownerOfIt`: the owner of the card most recently chosen or referenced (“its player”).
 * - `ownerOfEvent`: the owner of the card that caused the trigger (“that player”); for a player
 *   event (a turn ending, a draw, a discard) the player it is about (“they”).
 * - `thatPlayer`: inside a `forEach` over players, the player currently acting.
 * - `chosenOpponent`: the opponent picked by an earlier `chooseOpponent` step (“chosen opponent”).
 * - `chosenPlayer`: the player picked by an earlier `choosePlayer` step (“chosen player”).
 */
export type PlayerRef =
  | 'you'
  | 'opponents'
  | 'teammates'
  | 'eachPlayer'
  | 'ownerOfIt'
  | 'ownerOfEvent'
  | 'thatPlayer'
  | 'chosenOpponent'
  | 'chosenPlayer';

/**
 * A reference to one card already known to the resolving effect.
 * - `self`: the card the ability is printed on (or the resolving action).
 * - `it`: the card(s) chosen or found by the previous step (“they”, “them”, “that card”; CR 6.1.11).
 * - `eventCard`: the card the trigger condition is about (the banished, moved, played or sung card).
 * - `eventOther`: the other card in the trigger event (the challenger, the supporter, the singer).
 * - `{ slot }`: a card stored by an earlier step under a name.
 */
export type CardRef = 'self' | 'it' | 'eventCard' | 'eventOther' | { readonly slot: string };

/** Zones a step can look in (CR 7). */
export type ZoneName = 'play' | 'hand' | 'discard' | 'deck' | 'inkwell';

/** An inclusive numeric bound. */
export interface Range {
  readonly atLeast?: number;
  readonly atMost?: number;
}

/** Keywords a filter can test for or an effect can grant (CR 8.1.1). */
export type KeywordName =
  | 'alert'
  | 'bodyguard'
  | 'boost'
  | 'challenger'
  | 'evasive'
  | 'reckless'
  | 'resist'
  | 'rush'
  | 'shift'
  | 'singer'
  | 'singTogether'
  | 'support'
  | 'vanish'
  | 'ward';

/**
 * A predicate over cards. Every listed field must match; omitted fields match anything.
 * Ownership and “other” are relative to the ability's controller and source.
 */
export interface CardFilter {
  readonly type?: CardType | readonly CardType[];
  /** `you`: “your …”, `opponent`: “opposing …” (CR 1.3.5). */
  readonly owner?: 'you' | 'opponent';
  /** Excludes the source card and cards already chosen by this effect (CR 6.1.6). */
  readonly other?: boolean;
  /** Matches any of the card's names, ignoring the version (CR 5.2.6, 5.2.6.1). */
  readonly name?: string;
  /** Matches when none of the card's names is this one (“not named Mor'du”, CR 5.2.6). */
  readonly notName?: string;
  /** Matches when the card has at least one of these classifications (CR 5.2.7). */
  readonly classification?: string | readonly string[];
  readonly song?: boolean;
  readonly damaged?: boolean;
  readonly exerted?: boolean;
  readonly strength?: Range;
  readonly cost?: Range;
  /** The card's willpower (in play: as modified, CR 6.6). */
  readonly willpower?: Range;
  readonly keyword?: KeywordName;
  /** `here`: at the source location (“while here”, CR 6.1.13.5); `any`: at some location. */
  readonly at?: 'here' | 'any';
  /** Whether a card is under it (“character with a card under them”, CR 5.1.1.5). */
  readonly withCardUnder?: boolean;
  /** Matches when the card matches one of these (“a Toy character card or a location card named …”). */
  readonly anyOf?: readonly CardFilter[];
  /** The card in play was challenged this turn, as the same card (“character who was challenged this turn”). */
  readonly challengedThisTurn?: true;
  /** The card doesn't have this keyword (“opposing character without Evasive”). */
  readonly lacks?: KeywordName;
  /** The card's cost is at most this stat of the source (“cost equal to or less than this character's {S}”). */
  readonly costAtMostSelf?: Stat;
  /** The card has a name of the referenced card (“all other … with the same name”, CR 5.2.6). */
  readonly sameNameAs?: RelativeRef;
  /** A characteristic compared with a referenced card's (“with less {S} than that character”). */
  readonly compare?: FilterCompare;
  /** The card has the inkwell symbol (CR 4.2.1), printed or given by an effect (“count as having {IW}”). */
  readonly inkable?: boolean;
  /** The card is challenging the source now (“the challenging character” of a static, CR 4.6.4.5). */
  readonly challengingSource?: true;
}

/**
 * The card a relative filter reads: a known card, or `banishedForCost` — the card banished to pay
 * the cost of the resolving activated ability (“the banished character”, CR 6.3, 6.7.6).
 */
export type RelativeRef = CardRef | 'banishedForCost';

/**
 * A characteristic of the matched card compared with the same characteristic of a referenced card,
 * read as the step resolves — the last known value if that card left play (CR 6.1.8, 6.7.6):
 * `lt` “with less {S} than that character”, `le` “with cost equal to or less than …”, plus `plus`
 * (“with cost up to 2 more than the banished character”).
 */
export interface FilterCompare {
  readonly stat: 'cost' | 'strength';
  readonly to: RelativeRef;
  readonly by: 'lt' | 'le';
  readonly plus?: number;
}

/** A number, counted when the step resolves (CR 6.1.8) or continuously for statics. */
export type Amount =
  | number
  | {
      readonly count: CardFilter;
      readonly zone?: ZoneName;
      readonly player?: PlayerRef;
      readonly times?: number;
    }
  /** Cards in the hands of the given players (e.g. “each card in your opponents' hands”). */
  | { readonly handSize: PlayerRef; readonly times?: number }
  /** A characteristic of a known card, using the last known value if it left play (CR 6.7.6). */
  | { readonly statOf: CardRef; readonly stat: Stat; readonly times?: number }
  /** How many cards the triggering event involved (“a card for each card discarded”). */
  | { readonly eventCount: true }
  /** How much damage the triggering event placed (“deal that much damage”, CR 1.9.1.5). */
  | { readonly eventDamage: true }
  /** How many cards the previous step chose or moved (“then draw that many cards”, CR 6.1.11). */
  | { readonly itCount: true }
  /**
   * The damage counters on the source card (`self`) or on every card in play matching a filter
   * (“for each 1 damage on him / on opposing characters”, CR 1.9.1).
   */
  | { readonly damageOn: 'self' | CardFilter; readonly times?: number }
  /** Cards under a card (“for each card under him”, CR 5.1.1.5). */
  | {
      readonly cardsUnder: CardRef;
      readonly times?: number;
      /** “for each card that was under him”: as the card last was in play (CR 6.7.6). */
      readonly lastKnown?: true;
    }
  /** The damage on one card (“lore equal to the damage on chosen character”, CR 1.9). */
  | { readonly damageOnCard: CardRef }
  /**
   * What the previous step counted (“for each 1 damage removed this way”, CR 6.1.11); `of: 'lore'`
   * for the lore a step made players lose (“for each 1 lore lost this way”).
   */
  | { readonly thisWay: true; readonly times?: number; readonly of?: 'lore' }
  /**
   * How many times a turn-history event happened this turn, from the controller's side (“for each
   * opposing character banished in a challenge this turn”).
   */
  | { readonly historyCount: 'opposingCharacterBanishedInChallenge'; readonly times?: number }
  /** An amount “to a maximum of N” (“gain lore equal to her {S}, to a maximum of 6 lore”). */
  | { readonly capped: Amount; readonly max: number }
  /** The cost of a known card (“gain lore equal to the cost of one of your items”, CR 5.2.2). */
  | { readonly costOf: CardRef }
  /** The {L} of the location a known character is at (“gain lore equal to that location's {L}”, CR 4.7); 0 if none. */
  | { readonly locationLoreOf: CardRef }
  /** The characters that sang the resolving song (“for each character that sang this song”, CR 5.4.4). */
  | { readonly singers: true; readonly times?: number };

/** Numeric characteristics that modifiers can change (CR 6.6). */
export type Stat = 'strength' | 'willpower' | 'lore';

/**
 * How long a generated effect lasts (CR 6.1.13).
 * - `thisTurn`: until the End-of-Turn phase of the current turn (CR 6.1.13.4, 3.4.1.2).
 * - `untilStartOfYourNextTurn`: ends in the Ready step of the controller's next turn (CR 3.2.1.3).
 * - `duringTheirNextTurn`: applies only during the affected card's owner's next turn.
 * - `thisChallenge`: ends when the current challenge ends (CR 4.6.7).
 */
export type Duration = 'thisTurn' | 'untilStartOfYourNextTurn' | 'duringTheirNextTurn' | 'thisChallenge';

/** Game events that can be asked about “this turn”. */
export type TurnHistoryEvent =
  | 'opposingCharacterBanishedInChallenge'
  /** Any character was banished this turn. */
  | 'characterBanished'
  /** A character of yours was dealt or given damage this turn (CR 1.9.1.5). */
  | 'yourCharacterDamaged'
  /** An opposing character was dealt or given damage this turn. */
  | 'opposingCharacterDamaged'
  /** A character of yours challenged this turn (CR 4.6). */
  | 'yourCharacterChallenged'
  /** You put a card into your inkwell this turn, by the ink turn action or an effect (CR 4.2). */
  | 'youInked'
  /** You removed damage from a character this turn (CR 1.9.1.3). */
  | 'youRemovedDamage'
  /** You removed damage from one of your characters this turn (CR 1.9.1.3). */
  | 'youRemovedDamageFromYours'
  /** Any character was banished in a challenge this turn (CR 4.6.6). */
  | 'characterBanishedInChallenge';

/**
 * The condition tests of the card language (`{ test: name, ...params }`), checked against the game
 * state: continuously for statics (CR 6.4.3), when the trigger happens for “during / while” gates
 * (CR 6.1.13.6), or on resolution for “if” (CR 6.2.4). `not` / `all` / `any` and `'youDid'` (“if you
 * do”, CR 6.1.5.1) are the shared language's.
 */
export type ConditionTests = {
  /** “you have [N or more] …” in play (or in another zone). */
  youHave: { readonly youHave: CardFilter; readonly atLeast?: number; readonly zone?: ZoneName };
  /** “if you have characters named A and B in play” — every name must be present. */
  youHaveNamed: { readonly youHaveNamed: readonly string[] };
  /** The source card matches the filter (e.g. “while this character is exerted / at a location”). */
  selfIs: { readonly selfIs: CardFilter };
  /** The referenced card matches the filter (e.g. “if a Villain character is chosen”). */
  refIs: { readonly refIs: CardRef; readonly filter: CardFilter };
  /** The source card is in the given zone (e.g. “if this card is in your discard”). */
  selfInZone: { readonly selfInZone: ZoneName };
  yourTurn: { readonly yourTurn: true };
  handSize: { readonly handSize: 'you'; readonly range: Range };
  /** You have fewer cards in your hand than the given player (“if chosen opponent has more …”). */
  fewerInHandThan: { readonly fewerInHandThan: PlayerRef };
  inkwellSize: { readonly inkwellSize: 'you'; readonly range: Range };
  /** Some opponent's lore total is in the range. */
  opponentLore: { readonly opponentLore: Range };
  /** The source character was played using Shift (CR 8.10). */
  usedShift: { readonly usedShift: true };
  happenedThisTurn: { readonly happenedThisTurn: TurnHistoryEvent };
  /** “you played a [filter] this turn” (the cards the controller played this turn). */
  playedThisTurn: { readonly playedThisTurn: CardFilter };
  /** “one of your [filter] was banished this turn” (cards the controller owns). */
  banishedThisTurn: { readonly banishedThisTurn: CardFilter };
  /** “you've put a card under her this turn” / “… under one of your characters or locations this turn”. */
  putUnderThisTurn: { readonly putUnderThisTurn: 'self' | CardFilter };
  /** “N or more cards were put into your discard this turn”. */
  toDiscardThisTurn: { readonly toDiscardThisTurn: CardFilter; readonly atLeast: number };
  /** “this is your first turn and you're not the first player” (Underdog). */
  underdog: { readonly underdog: true };
  /** Some opponent has more cards than you in the zone (“an opponent has more cards in their inkwell”). */
  opponentHasMore: { readonly opponentHasMore: 'hand' | 'inkwell' };
  /** The source card has this many cards under it (“while there's a card under this character”). */
  cardsUnderSelf: { readonly cardsUnderSelf: Range };
  /** Some opponent has a card in play matching the filter (“an opponent has an exerted character”). */
  opponentHas: { readonly opponentHas: CardFilter };
  /** You have more cards in your hand than each opponent. */
  moreInHandThanEachOpponent: { readonly moreInHandThanEachOpponent: true };
  /** The source is the challenged character of the current challenge (“while being challenged”). */
  beingChallenged: { readonly beingChallenged: true };
  /** You have a character in play with more strength than each opposing character. */
  strongestCharacter: { readonly strongestCharacter: true };
  /** You have more matching cards in play than each opponent has (“more items in play than each opponent”). */
  moreInPlayThanEachOpponent: { readonly moreInPlayThanEachOpponent: CardFilter };
  /** A matching card is in play, any player's (“while a damaged character is in play”); or N or more. */
  inPlay: { readonly inPlay: CardFilter; readonly atLeast?: number };
  /** Some opponent has more lore than you. */
  opponentMoreLore: { readonly opponentMoreLore: true };
  /** You played N or more matching cards this turn (“if you've played 2 or more actions this turn”). */
  playedCount: { readonly playedCount: CardFilter; readonly atLeast: number };
  /** Some opponent has no cards in their hand (“while an opponent has no cards in their hand”). */
  opponentEmptyHand: { readonly opponentEmptyHand: true };
  /** Some opponent has N or more matching cards in play (“an opponent has 2 or more ready characters in play”). */
  opponentHasCount: { readonly opponentHasCount: CardFilter; readonly atLeast: number };
  /** Some opponent has more matching cards in play than you (“… more characters in play than you”). */
  opponentMoreInPlay: { readonly opponentMoreInPlay: CardFilter };
  /** The damage on the source is in the range (“this character has 3 or more damage”, CR 1.9). */
  selfDamage: { readonly selfDamage: Range };
  /** The card had a card under it when it left play, or has one now (“if he had a card under him”, CR 6.7.6). */
  hadCardUnder: { readonly hadCardUnder: 'self' | 'it' };
  /** This is the Nth challenge declared this turn (“if it's the second challenge this turn”, CR 4.6). */
  challengeNumber: { readonly challengeNumber: number };
  /** The source is challenging a matching card now (“while challenging a damaged character”). */
  challenging: { readonly challenging: CardFilter };
  /** The step before removed 1 or more damage (“if you removed damage this way”). */
  removedDamageThisWay: { readonly removedDamageThisWay: true };
  /** No character but the source quested this turn (“if no other character has quested this turn”). */
  noOtherQuested: { readonly noOtherQuested: true };
  /** At least this many characters sang the resolving song (“if a character sang this song”, CR 8.12). */
  sangThisSong: { readonly sangThisSong: number };
};

/** The player references Lorcana adds to the shared language's (`you`, `eachPlayer`, `thatPlayer`). */
export type GamePlayerRef = Exclude<PlayerRef, 'you' | 'eachPlayer' | 'thatPlayer'>;

/**
 * Lorcana's nouns in the shared card language (`@cardloom/core/cards`). The ability words (triggers,
 * statics, the damage replacement, cost parts) are the printed vocabulary's (see `vocabulary-abilities`).
 */
export type LorcanaNouns = {
  readonly filter: CardFilter;
  readonly refs: 'self' | 'eventCard' | 'eventOther';
  readonly players: GamePlayerRef;
  readonly conditions: ConditionTests;
  readonly counts: {};
  readonly triggers: TriggerWords;
  readonly statics: StaticWords;
  /** “Damage that would be dealt to [cards] is put on this card instead” (CR 6.5). */
  readonly replacements: {
    readonly redirectDamage: { readonly from: CardFilter; readonly condition?: Condition };
  };
  /**
   * An activated ability's cost as the language pays it (CR 4.4.3): the printed cost itself, each part
   * a cost word (parts paid with other cards see the whole cost, e.g. not the card “{E}” uses).
   */
  readonly costs: { readonly [K in keyof ActivationCost]-?: NonNullable<ActivationCost[K]> };
  readonly timings: 'main';
  readonly durations: never;
  /**
   * @internal What the engine tracks while an effect resolves (cards chosen so far, actions played
   * meanwhile…): the engine's, not a card author's.
   */
  readonly surroundings: Exec;
};

/**
 * A condition: one of {@link ConditionTests} as `{ test, ...params }`, or the shared `not` / `all` /
 * `any` / `'youDid'`.
 */
export type Condition = CoreCondition<LorcanaNouns>;
