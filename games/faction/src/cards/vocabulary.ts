/**
 * The card vocabulary, part 1: the nouns. Factions, card types, keywords, filters that pick cards and
 * players, and durations. Every card in the pool is written with these types (and the effects, conditions,
 * triggers and abilities in the sibling vocabulary modules), so a typo in a card fails at compile time.
 *
 * Rules: F1 (card types), F2 (card parts). See RULES.md.
 * @module
 */
import type { CorePlayerRef, Target as CoreTarget } from '@cardloom/core/cards';

/** The factions of the card pool (F2.2). Cards without a faction are factionless (`null`). */
export type FactionId = 'ember' | 'tide' | 'verdant' | 'iron';

/** Every faction, in the order the pool and the documentation list them. */
export const FACTIONS: readonly FactionId[] = ['ember', 'tide', 'verdant', 'iron'];

/** Display names of the factions. */
export const FACTION_NAMES: Readonly<Record<FactionId, string>> = {
  ember: 'Ember Court',
  tide: 'Tidewardens',
  verdant: 'Verdant Circle',
  iron: 'Ironbound Guild',
};

/** The printed card types (F1). Tokens are cards of one of these types with `token: true` (F1.4). */
export type CardType = 'character' | 'location' | 'item';

/**
 * Keywords: short names for rules a character carries.
 * - `swift`: may attack on the turn it entered play (decision D14).
 * - `guardian`: while its controller has a ready guardian, attacks against that player must target a
 *   guardian (D19).
 * - `evasive`: cannot be blocked.
 * - `vigilant`: is not exhausted by attacking or blocking (it still attacks at most once per combat).
 * - `{ armor: n }`: each time it would be dealt damage, n less is dealt.
 */
export type Keyword = 'swift' | 'guardian' | 'evasive' | 'vigilant' | { readonly armor: number };

/** Who, relative to the controller of the ability, a card or player must belong to. */
export type Side = 'you' | 'opponent' | 'any';

/**
 * A test on cards in play. All given fields must hold. Fields left out do not restrict.
 * Used by targets, conditions and static modifiers.
 */
export interface CardFilter {
  /** Controller relative to the ability's controller; default `any`. */
  readonly side?: Side;
  /** Card type(s). */
  readonly type?: CardType | readonly CardType[];
  /** Faction (`null` = factionless). */
  readonly faction?: FactionId | null;
  /** Has combat stats (characters and character tokens). */
  readonly combatant?: boolean;
  /** Has at least one exhaustion counter (true) or none (false). */
  readonly exhausted?: boolean;
  /** Is (true) or is not (false) a main character. */
  readonly main?: boolean;
  /** Is (true) or is not (false) a token. */
  readonly token?: boolean;
  /** Printed acquisition cost at most this. */
  readonly maxCost?: number;
  /** Has at least one damage counter. */
  readonly damaged?: boolean;
  /** Excludes the ability's own card. */
  readonly other?: boolean;
  /** Has this keyword (by name; armor matches any amount). */
  readonly keyword?: 'swift' | 'guardian' | 'evasive' | 'vigilant' | 'armor';
  /** Has an open victory token field (capacity above its tokens). */
  readonly openField?: boolean;
}

/**
 * Which card(s) an effect acts on, in the shared card language (`@cardloom/core/cards`): a reference
 * (`'self'`, `'host'`, `'event'` — the card the trigger event names —, `'yourMain'`, `'opposingMains'`,
 * or `'it'`: the cards the previous step acted on), `{ choose: filter, count?, upTo? }` (cards in play
 * the controller chooses when the effect resolves, D21; no candidate means nothing happens) or
 * `{ each: filter }` (every card in play matching).
 */
export type Target = CoreTarget<FactionNouns>;

/** Which player(s) an effect acts on, relative to its controller. */
export type PlayerRef = Extract<CorePlayerRef, 'you' | 'eachOpponent' | 'eachPlayer'>;

/** How long a modification lasts. `turn` ends in the Evening (F4.3). */
export type Duration = 'turn' | 'permanent';

/** Which cards a static modifier reaches: the ability's card, its host, or every card matching. */
export type Scope = 'self' | 'host' | { readonly each: CardFilter };

/**
 * The faction game's nouns for the card language: its filter, references, condition tests, triggers,
 * static modifiers, activation costs, timings and durations. The verbs are in `engine/language/verbs`.
 */
export type FactionNouns = {
  readonly filter: CardFilter;
  readonly refs: 'self' | 'host' | 'event' | 'yourMain' | 'opposingMains';
  readonly players: never;
  readonly conditions: {
    /** The controller has fewer victory tokens than every other player (F4.2c). */
    readonly behind: {};
    /** The controller controls at least `atLeast` cards in play matching `filter` (side: you). */
    readonly controls: { readonly filter: CardFilter; readonly atLeast: number };
    /** The controller controls more characters than each opponent. */
    readonly mostCharacters: {};
    /** The controller's main character is in play and has no damage counters. */
    readonly mainUndamaged: {};
    /** The card whose ability this is has at least one item attached. */
    readonly hasAttachment: {};
    /** The controller has at least this many cards in hand. */
    readonly handSize: { readonly atLeast: number };
  };
  readonly counts: {};
  readonly triggers: {
    /** This card is played from hand, or a set item is turned face up (D16). Not for tokens. */
    readonly played: {};
    /** This card leaves play (it is already gone when the effect resolves). */
    readonly leavesPlay: {};
    /** This card is declared as an attacker. */
    readonly attacks: {};
    /** This card is assigned as a blocker. */
    readonly blocks: {};
    /** This card deals combat damage to an opposing main character. */
    readonly damagesMain: {};
    /** The Morning phase of this card's controller begins (after its exhaustion counters are removed). */
    readonly morning: {};
    /** Another character enters play under this card's controller (played or created). */
    readonly allyEnters: {};
    /** An item becomes attached to a card this card's controller controls. */
    readonly itemAttached: {};
  };
  readonly statics: {
    /** Attack/defense change for the cards that the scope names. */
    readonly stats: { readonly scope: Scope; readonly attack?: number; readonly defense?: number };
    /** A keyword for the cards that the scope names. */
    readonly keyword: { readonly scope: Scope; readonly keyword: Keyword };
    /** Extra victory token capacity on the cards that the scope names. */
    readonly victoryField: { readonly scope: Scope; readonly amount: number };
    /** Cards of this filter cost less to play from the controller's hand (not below 1 for faction cards, D8). */
    readonly costReduction: { readonly filter: CardFilter; readonly amount: number };
  };
  readonly replacements: {};
  readonly costs: {
    /** Exhaust the ability's own card (one counter; it turns face down, D9). */
    readonly exhaust: boolean;
    /** Factionless resources from the pool (D7). */
    readonly resources: number;
    /** Cards to discard from hand. */
    readonly discard: number;
  };
  /**
   * `day`: in its controller's Day phase while the stack is empty (F4.2f) and in the end-of-Day window
   * (F4.2h); `response`: also in any response window (F7.2).
   */
  readonly timings: 'day' | 'response';
  readonly durations: Duration;
};
