/**
 * The card vocabulary, part 1: the nouns. Factions, card types, keywords, filters that pick cards and
 * players, and durations. Every card in the pool is written with these types (and the effects, conditions,
 * triggers and abilities in the sibling vocabulary modules), so a typo in a card fails at compile time.
 *
 * Rules: F1 (card types), F2 (card parts). See RULES.md.
 * @module
 */

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
 * Which card(s) an effect acts on. Choices are made by the effect's controller when the effect resolves
 * (decision D21); a choice with no legal candidate does nothing.
 */
export type Target =
  /** The card whose ability this is. */
  | { readonly kind: 'self' }
  /** The card this item is attached to. */
  | { readonly kind: 'host' }
  /** The card the trigger event names (the attacker, the blocker, the card that entered…). */
  | { readonly kind: 'event' }
  /** Cards in play the controller chooses: exactly `count` (default 1) or up to it with `upTo`. */
  | { readonly kind: 'choose'; readonly filter: CardFilter; readonly count?: number; readonly upTo?: boolean }
  /** Every card in play matching the filter. */
  | { readonly kind: 'all'; readonly filter: CardFilter }
  /** The main character of the controller (`you`) or of each opponent. */
  | { readonly kind: 'main'; readonly side: 'you' | 'opponent' };

/** Which player(s) an effect acts on, relative to its controller. */
export type PlayerRef = 'you' | 'eachOpponent' | 'eachPlayer';

/** How long a modification lasts. `turn` ends in the Evening (F4.3). */
export type Duration = 'turn' | 'permanent';
