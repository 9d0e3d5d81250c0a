/**
 * The compiler's parse tree: the card language as the grammar reads printed text — conditions keyed by
 * their test and the structure of sentences (“you may …”, “[A] to [B]”, “[A] or [B]”, “each player
 * …”) as steps of their own. `lower/lower.ts` turns it into the card language the engine runs.
 *
 * @module
 */
import type {
  ActivatedAbility,
  KeywordGrant,
  Restriction,
  StaticAbility,
  Trigger,
  TriggeredAbility,
} from '../../../src/cards/vocabulary-abilities.js';
import type { LookDestination, LookRest } from '../../../src/cards/vocabulary-effects.js';
import type {
  Amount,
  CardFilter,
  CardRef,
  Duration,
  PlayerRef,
  Range,
  Stat,
  TurnHistoryEvent,
  ZoneName,
} from '../../../src/cards/vocabulary-refs.js';
import type { OpponentCountCondition } from '../grammar/conditions/opponent-count-and-damage-conditions.js';
import type { SingingCondition } from '../grammar/conditions/singing-conditions.js';
import type { ParsedCountRepeatStep, ParsedDamageKeywordStep } from './count-and-repeat-steps.js';
import type { ParsedReplacementZoneStep } from './replacement-and-zone-steps.js';
import type { ParsedVerbStep } from './verb-steps.js';
import type { ParsedAfterChallengeStep } from '../grammar/effects/after-challenge-clauses.js';

/** A parsed target (the engine's, with `it` / slot references). */
export type Target =
  | CardRef
  | {
      readonly choose: CardFilter;
      readonly count?: number;
      readonly upTo?: boolean;
      readonly anyNumber?: boolean;
      readonly zone?: ZoneName;
      readonly player?: PlayerRef;
    }
  | { readonly each: CardFilter; readonly continuous?: boolean };

/** A parsed self-replacement: “If [condition], [value] instead” (CR 6.5.1.1). */
export interface ParsedInstead {
  readonly if: ParsedCondition;
  readonly amount: number;
}

/**
 * One parsed step: a verb step, or the structure the grammar reads (lowered by `lower/lower.ts`). The
 * steps of the grammar families are in `parsed/verb-steps.ts` and `parsed/replacement-and-zone-steps.ts`.
 */
export type ParsedStep =
  // ---- structure ---------------------------------------------------------------------------------
  /** “you may …”: the deciding player chooses whether the inner steps happen (CR 6.1.4). */
  | { readonly do: 'may'; readonly steps: ParsedEffect; readonly player?: PlayerRef }
  /** A secondary “if” checked as the step resolves (CR 6.2.4, 6.7.2.1). */
  | {
      readonly do: 'if';
      readonly cond: ParsedCondition;
      readonly steps: ParsedEffect;
      readonly otherwise?: ParsedEffect;
    }
  /** “[A] to [B]” / “[A]. If you do, [B]”: [B] happens only if [A] was done in full (CR 6.1.5.1). */
  | { readonly do: 'sequence'; readonly first: ParsedEffect; readonly next: ParsedEffect }
  /** “[A] or [B]”: choose one that can be done (CR 6.1.5.2). */
  | { readonly do: 'choice'; readonly options: readonly ParsedEffect[] }
  /** Each of the given players, in turn order from the active player, performs the steps (CR 6.7.5). */
  | { readonly do: 'forEachPlayer'; readonly players: PlayerRef; readonly steps: ParsedEffect }
  /** “chosen opponent”: the controller picks one opponent, `chosenOpponent` in later steps. */
  | { readonly do: 'chooseOpponent' }
  /** Choose cards without acting on them yet (their later steps refer to `it`). */
  | { readonly do: 'choose'; readonly target: Target }
  // ---- cards and zones ---------------------------------------------------------------------------
  | { readonly do: 'draw'; readonly amount: Amount; readonly player?: PlayerRef }
  /** The player exerts every card in their inkwell (CR 4.3.3.1: exerted ink can't pay). */
  | { readonly do: 'exertInkwell'; readonly player?: PlayerRef }
  /**
   * A player with more than `keep` cards in their inkwell returns cards chosen at random from it to
   * their hand until `keep` are left.
   */
  | { readonly do: 'trimInkwell'; readonly keep: number; readonly player?: PlayerRef }
  /** The player chooses any number of cards of their hand, none included, and discards them (CR 7.3.4). */
  | { readonly do: 'discardAnyNumber'; readonly player?: PlayerRef }
  /** The player chooses and discards cards from their hand (CR 7.3.4). */
  | { readonly do: 'discard'; readonly amount: number; readonly player?: PlayerRef }
  /**
   * Draw until the player has `handSize` cards in hand (a number, or e.g. another player's hand
   * size): how many is counted once as the step resolves (CR 6.1.8.1); with that many or more they
   * draw none.
   */
  | { readonly do: 'drawUntil'; readonly handSize: Amount; readonly player?: PlayerRef }
  /**
   * The player chooses cards from their hand and discards them until they have `handSize` left;
   * how many is counted once as the step resolves (CR 6.1.8.1, 7.3.4).
   */
  | { readonly do: 'discardUntil'; readonly handSize: Amount; readonly player?: PlayerRef }
  /** Put cards into their owner's hand from play, discard or deck — not drawing (CR 1.12.3). */
  | { readonly do: 'toHand'; readonly target: Target }
  | { readonly do: 'putIntoInkwell'; readonly target: Target; readonly exerted?: boolean }
  | { readonly do: 'shuffleIntoDeck'; readonly target: Target }
  /** Put cards on the bottom of their owners' decks, the owner choosing the order (CR 7.2.3). */
  | { readonly do: 'putOnDeckBottom'; readonly target: Target }
  /**
   * Look at the top `count` cards of your deck, move the picked ones, then put the rest back
   * (CR 1.2.3: with fewer cards, look at what is there). Picking from a private zone may fail to
   * find (CR 7.1.4).
   */
  | {
      readonly do: 'lookAtTop';
      readonly count: number;
      readonly take: {
        readonly filter?: CardFilter;
        readonly min: number;
        readonly max: number;
        readonly to: LookDestination;
        readonly reveal?: boolean;
        readonly revealAll?: boolean;
      };
      readonly rest: LookRest;
    }
  /** Name a card, reveal the top card; on a name match run `onMatch` with it as `it` (CR 5.2.6). */
  | { readonly do: 'nameAndRevealTop'; readonly onMatch: ParsedEffect }
  /** Reveal the top card; if it matches run `onMatch` with it as `it`, otherwise it stays on top. */
  | {
      readonly do: 'revealTop';
      readonly ifMatches: CardFilter;
      readonly onMatch: ParsedEffect;
      readonly otherwise?: 'deckBottom';
    }
  /**
   * Play a card as part of resolving (CR 6.7.7). `free` is the “for free” alternate cost
   * (CR 1.5.5.3, 6.1.7); otherwise its cost is paid normally.
   */
  | {
      readonly do: 'playCard';
      readonly card: Target;
      readonly free?: boolean;
      readonly entersExerted?: boolean;
      /** Where an action played this way goes instead of the discard (a replacement, CR 6.5). */
      readonly afterResolving?: 'deckBottom';
      /** For a referenced card: the zone it must still be in (CR 6.1.11.1). */
      readonly from?: ZoneName;
      readonly player?: PlayerRef;
      /** A second zone a chosen card may come from (“from your hand or discard”). */
      readonly alsoFrom?: ZoneName;
    }
  /** Move a character to a location (CR 4.7) as part of an effect. */
  | {
      readonly do: 'moveToLocation';
      readonly character: Target;
      readonly location: Target;
      readonly free?: boolean;
    }
  // ---- lore, ink and damage ----------------------------------------------------------------------
  | { readonly do: 'gainLore'; readonly amount: Amount; readonly instead?: ParsedInstead }
  | { readonly do: 'loseLore'; readonly amount: Amount; readonly player: PlayerRef }
  /** Pay ink as part of resolving (CR 6.1.5.1). */
  | { readonly do: 'payInk'; readonly amount: number; readonly player?: PlayerRef }
  | {
      readonly do: 'dealDamage';
      readonly target: Target;
      readonly amount: Amount;
      readonly instead?: ParsedInstead;
    }
  /** Put damage counters (not dealt: Resist doesn't apply, CR 1.9.1.2, 8.8.3). */
  | { readonly do: 'putDamage'; readonly target: Target; readonly amount: Amount }
  /**
   * Move `amount` damage counters (as many as there are, up to it) from one card to another
   * (CR 1.9.1.4): not dealt damage. With `upTo`, the controller picks how many, 0 included (CR 6.1.3).
   */
  | {
      readonly do: 'moveDamage';
      readonly from: Target;
      readonly to: Target;
      readonly amount: number;
      readonly upTo?: boolean;
    }
  /** Remove up to `amount` damage (CR 1.9.1.3). */
  | { readonly do: 'removeDamage'; readonly target: Target; readonly amount: number }
  | { readonly do: 'banish'; readonly target: Target }
  | { readonly do: 'ready'; readonly target: Target }
  /** Exert cards in play (CR 5.1.1.2): an effect, not a cost. */
  | { readonly do: 'exert'; readonly target: Target }
  // ---- lasting effects ---------------------------------------------------------------------------
  /** “gets ±N [stat]” for a duration (CR 6.6). */
  | {
      readonly do: 'modify';
      readonly target: Target;
      readonly stat: Stat;
      readonly amount: Amount;
      readonly duration: Duration;
      readonly instead?: ParsedInstead;
    }
  /** “gains [keyword]” for a duration. */
  | {
      readonly do: 'grant';
      readonly target: Target;
      readonly keywords: readonly KeywordGrant[];
      readonly duration: Duration;
    }
  /** “can't [quest / challenge / be challenged …]” for a duration. */
  | {
      readonly do: 'restrict';
      readonly target: Target;
      readonly what: Restriction;
      readonly duration: Duration;
    }
  /** A rule on players, e.g. “opponents can't play actions” (CR 1.2.2). */
  | {
      readonly do: 'restrictPlayers';
      readonly players: PlayerRef;
      readonly what: 'playActions';
      readonly duration: Duration;
    }
  /** A payment modifier for the next matching card played this turn (CR 4.3.6). */
  | { readonly do: 'reduceNextCost'; readonly amount: number; readonly for: CardFilter }
  /** A floating triggered ability for a duration (CR 6.2.7.1). */
  | {
      readonly do: 'floatingTrigger';
      readonly trigger: Trigger;
      readonly effect: ParsedEffect;
      readonly duration: Duration;
    }
  /** A delayed triggered ability at the end of this turn; `it` stays bound (CR 6.2.7.2). */
  | { readonly do: 'atEndOfTurn'; readonly effect: ParsedEffect }
  /** “the next time they would be dealt damage they take no damage instead” (a replacement, CR 6.5). */
  | { readonly do: 'preventNextDamage'; readonly target: Target; readonly duration: Duration }
  /** “takes no damage from the challenge” for the current challenge. */
  | { readonly do: 'preventChallengeDamage'; readonly target: Target }
  // ---- stats from stats (grammar/amounts/stat-from-stat-clauses.ts) ------------------------------
  /** Players can't play cards of these types for a duration (CR 1.2.2: “can't” wins). */
  | {
      readonly do: 'restrictPlay';
      readonly players: PlayerRef;
      readonly types: readonly ('action' | 'item')[];
      readonly duration: Duration;
    }
  /** Remove up to N damage from each target; `it` is then the ones it was removed from. */
  | { readonly do: 'removeDamageFrom'; readonly target: Target; readonly amount: number }
  /** Put the next top card of your deck facedown under each host (CR 5.1.1.5). */
  | { readonly do: 'putTopUnderEach'; readonly target: Target }
  /** “[cards] gain the Detective classification [duration]” (CR 5.2.7). */
  | {
      readonly do: 'grantClassification';
      readonly target: Target;
      readonly classification: string;
      readonly duration: Duration;
    }
  // ---- floating triggers (grammar/effects/floating-trigger-sentences.ts) -------------------------
  /** A floating trigger of the controller on events of the chosen cards (CR 6.2.7.1). */
  | {
      readonly do: 'watchTrigger';
      readonly target: Target;
      readonly trigger: Trigger;
      readonly effect: ParsedEffect;
      readonly duration: Duration;
      /** “The next time …”: only the first such event (CR 6.2.7.1). */
      readonly once?: true;
    }
  /** “gains "This character takes no damage from challenges"” for a duration (CR 4.6.6). */
  | { readonly do: 'spareChallengeDamage'; readonly target: Target; readonly duration: Duration }
  /** A continuous effect on the chosen cards while the source is in play (CR 6.4.2). */
  | {
      readonly do: 'whileSourceInPlay';
      readonly target: Target;
      readonly keywords?: readonly KeywordGrant[];
      readonly restrict?: Restriction;
    }
  /** Each of the players chooses that many of their own cards and inks them facedown and exerted. */
  | {
      readonly do: 'playersInkTheirs';
      readonly players: PlayerRef;
      readonly count: number;
      readonly filter: CardFilter;
    }
  | ParsedVerbStep
  | ParsedReplacementZoneStep
  | ParsedDamageKeywordStep
  | ParsedCountRepeatStep
  | ParsedAfterChallengeStep;

/** A parsed effect. */
export type ParsedEffect = readonly ParsedStep[];

/**
 * A condition checked against the game state: continuously for statics (CR 6.4.3), when the
 * trigger happens for “during / while” gates (CR 6.1.13.6), or on resolution for “if” (CR 6.2.4).
 */
export type ParsedCondition =
  /** “you have [N or more] …” in play (or in another zone). */
  | {
      readonly youHave: CardFilter;
      readonly atLeast?: number;
      readonly zone?: ZoneName;
    }
  /** “if you have characters named A and B in play” — every name must be present. */
  | { readonly youHaveNamed: readonly string[] }
  /** The source card matches the filter (e.g. “while this character is exerted / at a location”). */
  | { readonly selfIs: CardFilter }
  /** The referenced card matches the filter (e.g. “if a Villain character is chosen”). */
  | { readonly refIs: CardRef; readonly filter: CardFilter }
  /** The source card is in the given zone (e.g. “if this card is in your discard”). */
  | { readonly selfInZone: ZoneName }
  | { readonly yourTurn: true }
  | { readonly handSize: 'you'; readonly range: Range }
  /** You have fewer cards in your hand than the given player (“if chosen opponent has more …”). */
  | { readonly fewerInHandThan: PlayerRef }
  | { readonly inkwellSize: 'you'; readonly range: Range }
  /** Some opponent's lore total is in the range. */
  | { readonly opponentLore: Range }
  /** The source character was played using Shift (CR 8.10). */
  | { readonly usedShift: true }
  | { readonly happenedThisTurn: TurnHistoryEvent }
  | { readonly playedThisTurn: CardFilter }
  | { readonly banishedThisTurn: CardFilter }
  | { readonly putUnderThisTurn: 'self' | CardFilter }
  | { readonly any: readonly ParsedCondition[] }
  | { readonly toDiscardThisTurn: CardFilter; readonly atLeast: number }
  | { readonly underdog: true }
  | { readonly opponentHasMore: 'hand' | 'inkwell' }
  | { readonly cardsUnderSelf: Range }
  | { readonly opponentHas: CardFilter }
  | { readonly moreInHandThanEachOpponent: true }
  | { readonly beingChallenged: true }
  | { readonly strongestCharacter: true }
  | { readonly moreInPlayThanEachOpponent: CardFilter }
  | { readonly inPlay: CardFilter; readonly atLeast?: number }
  | { readonly opponentMoreLore: true }
  | { readonly playedCount: CardFilter; readonly atLeast: number }
  | { readonly opponentEmptyHand: true }
  | OpponentCountCondition
  | SingingCondition
  | { readonly not: ParsedCondition }
  | { readonly challenging: CardFilter }
  | { readonly removedDamageThisWay: true }
  | { readonly noOtherQuested: true }
  | { readonly all: readonly ParsedCondition[] };

/** A parsed ability: the engine's, with parsed effects and conditions. */
export type ParsedAbility =
  | (Omit<TriggeredAbility, 'effect' | 'activeWhen' | 'if'> & {
      readonly effect: ParsedEffect;
      readonly activeWhen?: ParsedCondition;
      readonly if?: ParsedCondition;
    })
  | (Omit<ActivatedAbility, 'effect' | 'condition'> & {
      readonly effect: ParsedEffect;
      readonly condition?: ParsedCondition;
    })
  | (Omit<StaticAbility, 'condition'> & { readonly condition?: ParsedCondition });
