/**
 * Parse-tree steps of issue 16's coverage families (`grammar/effects/instead-sentences.ts`, `grammar/effects/stat-bundle-clauses.ts`,
 * `grammar/effects/zone-clauses.ts`): members of `ParsedStep` in `parsed/parse-tree.ts`.
 *
 * @module
 */
import type { ActivatedAbility, KeywordGrant } from '../../../src/cards/vocabulary-abilities.js';
import type { Amount, CardFilter, Duration, PlayerRef, Stat } from '../../../src/cards/vocabulary-refs.js';
import type { ParsedEffect, Target } from './parse-tree.js';

/** A step of the coverage families. */
export type ParsedReplacementZoneStep =
  // ---- self-replacements (grammar/effects/instead-sentences.ts) ----------------------------------
  /** A quoted activated ability granted to cards for this turn (CR 6.4). */
  | {
      readonly do: 'grantActivated';
      readonly target: Target;
      readonly ability: Omit<ActivatedAbility, 'effect'> & { readonly effect: ParsedEffect };
      readonly duration: 'thisTurn';
    }
  // ---- the character-effects family (grammar/effects/stat-bundle-clauses.ts) ---------------------
  /** “gets +N [stat] (and +M [stat]) and gains [keywords]” for one duration (CR 6.6, 6.4.2). */
  | {
      readonly do: 'getsAndGains';
      readonly target: Target;
      readonly mods: readonly { readonly stat: Stat; readonly amount: Amount }[];
      readonly keywords?: readonly KeywordGrant[];
      readonly duration: Duration;
      readonly gainsFirst?: boolean;
    }
  /** “(can't challenge and) must quest during their next turn if able”. */
  | {
      readonly do: 'mustQuest';
      readonly target: Target;
      readonly duration: Duration;
      readonly cantChallenge?: boolean;
    }
  // ---- zones-and-cards coverage (grammar/effects/zone-clauses.ts) --------------------------------
  /** Search your deck for a card, reveal it if told, shuffle; it goes to hand or on top (CR 7.1.4). */
  | {
      readonly do: 'searchDeck';
      readonly filter?: CardFilter;
      readonly reveal?: boolean;
      readonly to: 'hand' | 'deckTop';
    }
  /** Look at the top cards of players' decks; keep some on top, the rest to the bottom or discard. */
  | {
      readonly do: 'lookAtPlayerTop';
      readonly player: PlayerRef;
      readonly count: number;
      readonly keep: { readonly min: number; readonly max: number };
      readonly rest: 'deckBottom' | 'discard';
    }
  /** Move every (matching) card of your hand or discard into your inkwell or under your deck. */
  | {
      readonly do: 'moveAll';
      readonly from: 'hand' | 'discard';
      readonly filter?: CardFilter;
      readonly to: 'inkwellExerted' | 'deckBottom';
    }
  /** Move all damage counters from cards to a card (CR 1.9.1.4). */
  | { readonly do: 'moveAllDamage'; readonly from: Target; readonly to: Target }
  /** The player or players with the most cards in hand choose and discard (CR 7.3.4). */
  | { readonly do: 'mostInHandDiscard'; readonly amount: number }
  /** Look at the top card: a match may be revealed into your hand, otherwise to the bottom. */
  | { readonly do: 'lookTopTake'; readonly ifMatches: CardFilter; readonly otherwise: 'deckBottom' }
  /** Look at the top cards: up to one of each kind may be revealed into your hand. */
  | {
      readonly do: 'lookAtTopPicks';
      readonly count: number;
      readonly picks: readonly CardFilter[];
      readonly rest: 'deckTop' | 'deckBottom';
    }
  /** Choose and discard matching cards of your hand (CR 7.3.4). */
  | {
      readonly do: 'discardOf';
      readonly filter: CardFilter;
      readonly count?: number;
      readonly anyNumber?: boolean;
    }
  /** Reveal a matching card of your hand. */
  | { readonly do: 'revealFromHand'; readonly filter: CardFilter }
  /** Every card under a card to the bottom of its owner's deck in a random order. */
  | { readonly do: 'underToBottom'; readonly host: Target }
  /** A payment modifier counted as it resolves, for the next matching card this turn (CR 4.3.6). */
  | { readonly do: 'reduceNextCostBy'; readonly amount: Amount; readonly for: CardFilter }
  /** Draw any number of cards up to the amount. */
  | { readonly do: 'drawUpTo'; readonly amount: Amount }
  /** Reveal from the top until a match: it to hand, the rest shuffled back. */
  | { readonly do: 'revealUntil'; readonly filter: CardFilter }
  /** Reveal the top card; matches go to hand and it repeats; the first other goes top or bottom. */
  | { readonly do: 'revealTopRepeat'; readonly filter: CardFilter }
  /** Name a card; matching cards with that name go from your discard to your hand (CR 5.2.6). */
  | { readonly do: 'nameAndReturn'; readonly filter: CardFilter }
  /** A known card into your inkwell from a zone it must still be in (CR 6.1.11.1). */
  | {
      readonly do: 'inkFromZone';
      readonly card: 'eventCard' | 'it';
      readonly from: 'discard';
      readonly exerted?: boolean;
    };
