/**
 * Parse-tree steps of the effect family (`grammar/effects/player-choice-and-deck-verbs.ts`) and of the tournament-deck templates
 * (`grammar/effects/hand-ink-and-under-clauses.ts`): members of `ParsedStep` in `parsed/parse-tree.ts`.
 *
 * @module
 */
import type { KeywordGrant, Trigger } from '../../../src/cards/vocabulary-abilities.js';
import type { LookDestination } from '../../../src/cards/vocabulary-effects.js';
import type { Amount, CardFilter, Duration, PlayerRef } from '../../../src/cards/vocabulary-refs.js';
import type { ParsedEffect, Target } from './parse-tree.js';

/** A step of the effect family or of the tournament-deck templates. */
export type ParsedVerbStep =
  // ---- the effect family (grammar/effects/player-choice-and-deck-verbs.ts) -----------------------
  /** Each of the players chooses one of their own cards in play; the steps act on it. */
  | {
      readonly do: 'playersChoose';
      readonly players: PlayerRef;
      readonly filter: CardFilter;
      readonly steps: ParsedEffect;
    }
  /** Put the top cards of the player's deck into their discard. */
  | { readonly do: 'mill'; readonly amount: number; readonly player?: PlayerRef }
  /** Shuffle every matching card of the players' discards into their decks. */
  | { readonly do: 'shuffleDiscardIn'; readonly filter: CardFilter; readonly player?: PlayerRef }
  /** The player discards cards at random. */
  | { readonly do: 'discardRandom'; readonly amount: number; readonly player?: PlayerRef }
  /** Each of the players may discard; for each who doesn't, `otherwise` happens (for you). */
  | {
      readonly do: 'mayDiscardOr';
      readonly players: PlayerRef;
      readonly amount: number;
      readonly otherwise: ParsedEffect;
    }
  /** Put the top cards of the players' decks into their inkwells facedown. */
  | {
      readonly do: 'inkTop';
      readonly amount: number;
      readonly player?: PlayerRef;
      readonly exerted?: boolean;
    }
  /** Players reveal their hands, to everyone or (`toYou`) to the controller only. */
  | { readonly do: 'revealHand'; readonly player: PlayerRef; readonly toYou?: boolean }
  /** Put cards on the top of their owners' decks, the owner choosing the order (CR 7.2.3). */
  | { readonly do: 'putOnDeckTop'; readonly target: Target }
  /** Each opponent with more lore than you loses lore. */
  | { readonly do: 'richerLoseLore'; readonly amount: number }
  /** Another player gains lore (“its player gains 2 lore”). */
  | { readonly do: 'playerGainsLore'; readonly amount: number; readonly player: PlayerRef }
  /** “counts as having +N cost to sing songs” for a duration (CR 8.11). */
  | {
      readonly do: 'singCostBonus';
      readonly target: Target;
      readonly amount: number;
      readonly duration: Duration;
    }
  /** Move characters of yours to the same location (CR 4.7) as part of an effect. */
  | {
      readonly do: 'moveTogether';
      readonly characters: Target;
      readonly location: Target;
      readonly free?: boolean;
    }
  // ---- tournament-deck templates (see grammar/effects/hand-ink-and-under-clauses.ts) -------------
  /** “[steps] unless [player] [their]”: that player may do `their` to stop the steps. */
  | {
      readonly do: 'unless';
      readonly player: PlayerRef;
      readonly their: ParsedEffect;
      readonly steps: ParsedEffect;
    }
  /** A player reveals their hand and discards a matching card of your / their choice (CR 7.3.4). */
  | {
      readonly do: 'revealHandDiscard';
      readonly player: PlayerRef;
      readonly filter: CardFilter;
      readonly chooser: 'you' | 'they';
    }
  /** “chosen player”: the controller picks any player (`chosenPlayer` in later steps). */
  | { readonly do: 'choosePlayer' }
  /** The player discards their whole hand (CR 7.3.4). */
  | { readonly do: 'discardHand'; readonly player?: PlayerRef }
  /** An additional ink turn action for a duration (CR 4.2.3.1). */
  | { readonly do: 'extraInk'; readonly duration: Duration }
  /** Remove all damage; the amount removed counts for “this way” (CR 1.9.1.3). */
  | { readonly do: 'removeAllDamage'; readonly target: Target }
  /** Put cards under a card in play (CR 5.1.1.5). */
  | { readonly do: 'putUnder'; readonly cards: Target; readonly host: Target; readonly faceDown?: boolean }
  /** The player puts the top card of their deck into their inkwell (CR 7.5.2). */
  /** Choose and discard as many cards as the amount counts. */
  | { readonly do: 'discardCount'; readonly amount: Amount; readonly thatMany?: boolean }
  /** Each given player reveals their top card; a match may go to hand, otherwise to the bottom. */
  | { readonly do: 'revealTopEach'; readonly player: PlayerRef; readonly ifMatches: CardFilter }
  /** Each given player may ink up to `count` cards from their discard. */
  | {
      readonly do: 'inkFromDiscard';
      readonly player: PlayerRef;
      readonly count: number;
      readonly exerted?: boolean;
    }
  /** Return cards at random from your inkwell to your hand. */
  | { readonly do: 'returnRandomInk'; readonly count: number }
  /** Ready all cards in your inkwell. */
  | { readonly do: 'readyInkwell' }
  /** Look at as many top cards as the amount counts, then as `lookAtTop`. */
  | {
      readonly do: 'lookAtTopCounted';
      readonly count: Amount;
      readonly take: {
        readonly min: number;
        readonly max: number;
        readonly to: LookDestination;
        readonly filter?: CardFilter;
        readonly revealAll?: boolean;
        readonly all?: true;
      };
      readonly rest: 'deckTop' | 'deckBottom';
    }
  /** Put every matching card of your discard on the bottom of your deck in any order (CR 7.2.3). */
  | { readonly do: 'allFromDiscardToBottom'; readonly filter: CardFilter }
  /** Put the top card of your deck under a card in play. */
  | { readonly do: 'putTopUnder'; readonly host: Target; readonly faceDown?: boolean }
  /** Put every card under a card into your hand. */
  | { readonly do: 'underToHand'; readonly host: Target }
  /** “This turn, you may play [cards] from under this item.” */
  | { readonly do: 'playFromUnder'; readonly filter: CardFilter; readonly duration: Duration }
  /** “can challenge ready characters” for a duration (CR 4.6.4.2), with keywords granted beside it. */
  | {
      readonly do: 'allowChallengeReady';
      readonly target: Target;
      readonly duration: Duration;
      readonly keywords?: readonly KeywordGrant[];
      readonly quoted?: boolean;
    }
  /** A quoted triggered ability granted to cards for a duration (CR 6.2.7.1). */
  | {
      readonly do: 'grantTrigger';
      readonly target: Target;
      readonly trigger: Trigger;
      readonly effect: ParsedEffect;
      readonly duration: Duration;
      readonly keywords?: readonly KeywordGrant[];
    };
