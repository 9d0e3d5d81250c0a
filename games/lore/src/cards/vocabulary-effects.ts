/**
 * The effect vocabulary: what spells and abilities do, who and what they affect, how much, and when.
 *
 * Effects are data, interpreted by the engine (and described in English by `describe.ts`), so a new
 * card is a new combination of these shapes rather than new code.
 *
 * @module
 */
import type { CardType, ObjectKeyword, Subtype, Supertype } from './vocabulary.js';

/** A player relative to the controller of the effect. */
export type PlayerRef =
  /** The controller of the card or ability. */
  | 'you'
  /** The (single) opponent of a two-player game. */
  | 'opponent'
  /** Every player, starting with the active player. */
  | 'each'
  /** A player the controller selects (Lore Other Terminology: Select). */
  | 'selected'
  /** The controller of the object the effect acted on last (the "it" of the effect). */
  | 'itsController';

/** Which cards match: the printed characteristics part of a filter. */
export interface CardFilter {
  /** Any of these card types (default: any). */
  readonly types?: readonly CardType[];
  /** Must have this supertype. */
  readonly supertype?: Supertype;
  /** Must not have this supertype. */
  readonly notSupertype?: Supertype;
  /** Must have this subtype (creature type or Weapon). */
  readonly subtype?: Subtype;
}

/** Which objects in play match: characteristics plus the state of the object now. */
export interface ObjectFilter extends CardFilter {
  /** Controlled by the effect's controller or by an opponent (default: anyone). */
  readonly controller?: 'you' | 'opponent';
  /** Excludes the card the ability is on. */
  readonly other?: boolean;
  /** Must have this keyword. */
  readonly keyword?: ObjectKeyword;
  /** STR at most this. */
  readonly maxStr?: number;
  /** Current HP (printed HP and counters, minus damage) at most this. */
  readonly maxHp?: number;
  /** Must be attacking / blocking in the current combat. */
  readonly combat?: 'attacking' | 'blocking';
  /** Must (or must not) be a token. */
  readonly token?: boolean;
}

/** What an effect acts on. Selections respect Beneath notice (Lore keyword Beneath notice). */
export type Target =
  /** The card the ability is printed on. */
  | { readonly kind: 'self' }
  /**
   * The object an event was about (the creature that died, the blocker, the attacker), or inside a
   * sequence the object the previous step acted on.
   */
  | { readonly kind: 'it' }
  /** The creature this weapon is equipped to (Lore keyword Equip). */
  | { readonly kind: 'equipped' }
  /** Objects the controller selects when the card is played (step d). */
  | {
      readonly kind: 'select';
      readonly filter: ObjectFilter;
      /** How many (default 1). */
      readonly count?: number;
      /** Whether fewer (even zero) may be selected. */
      readonly upTo?: boolean;
    }
  /** Every object that matches; no selection is made. */
  | { readonly kind: 'all'; readonly filter: ObjectFilter };

/** Something that can be dealt damage: an object target, or a player. */
export type Recipient =
  | Target
  | { readonly kind: 'player'; readonly player: PlayerRef }
  /** One selected object matching the filter or one selected player. */
  | { readonly kind: 'any'; readonly filter: ObjectFilter };

/** A number an effect uses: a constant or something counted from the game. */
export type Amount =
  | number
  /** Objects in play matching the filter. */
  | { readonly kind: 'count'; readonly filter: ObjectFilter }
  /** The mythos in the shared pool (Lore Mythos). */
  | { readonly kind: 'mythos' }
  /** Turn counters on this card (Lore 2.5). */
  | { readonly kind: 'turnCounters' }
  /** The current STR of this card or of "it". */
  | { readonly kind: 'str'; readonly of: 'self' | 'it' }
  /** Cards in a player's hand. */
  | { readonly kind: 'handSize'; readonly player: PlayerRef };

/** A condition checked when an ability would trigger or resolve. */
export type Condition =
  | { readonly kind: 'mythosAtLeast'; readonly amount: number }
  | { readonly kind: 'turnCountersAtLeast'; readonly amount: number }
  | { readonly kind: 'control'; readonly filter: ObjectFilter; readonly atLeast: number }
  | { readonly kind: 'sanityAtMost'; readonly player: PlayerRef; readonly amount: number }
  | { readonly kind: 'yourTurn' }
  | { readonly kind: 'not'; readonly condition: Condition };

/** How long a temporary change lasts. */
export type Duration =
  /** Until the end of this turn (Lore 5.1). */
  | 'thisTurn'
  /** Until the start of the controller's next turn (Lore 2.3). */
  | 'untilYourNextTurn';

/** Permanent counters (Lore Other Terminology: Counter). HP-minus counters are how Rot deals damage. */
export type CounterKind = 'strPlus' | 'strMinus' | 'hpPlus' | 'hpMinus';

/** One outcome of a die roll. */
export interface RollOutcome {
  /** The faces that lead here. */
  readonly on: readonly number[];
  readonly effect: Effect;
}

/** What a spell or ability does. */
export type Effect =
  | { readonly do: 'damage'; readonly amount: Amount; readonly to: Recipient }
  | { readonly do: 'loseSanity'; readonly amount: Amount; readonly player: PlayerRef }
  | { readonly do: 'gainSanity'; readonly amount: Amount; readonly player: PlayerRef }
  | { readonly do: 'draw'; readonly amount: Amount; readonly player: PlayerRef }
  /** The player chooses and discards cards from their hand. */
  | { readonly do: 'discard'; readonly amount: Amount; readonly player: PlayerRef }
  /** Add (positive) or remove (negative) mythos from the shared pool (Lore Mythos). */
  | { readonly do: 'mythos'; readonly amount: number }
  /** Create tokens (Lore Other Terminology: Token) from a token card id. */
  | { readonly do: 'createToken'; readonly token: string; readonly count: number; readonly for: PlayerRef }
  | {
      readonly do: 'modify';
      readonly target: Target;
      readonly str?: number;
      readonly hp?: number;
      readonly duration: Duration;
    }
  /** STR becomes a value (applied in chronological order with other changes, Lore The Basics). */
  | { readonly do: 'setStr'; readonly target: Target; readonly value: number; readonly duration: Duration }
  | {
      readonly do: 'counters';
      readonly target: Target;
      readonly counter: CounterKind;
      readonly count: number;
    }
  | {
      readonly do: 'grant';
      readonly target: Target;
      readonly keyword: ObjectKeyword;
      readonly duration: Duration;
    }
  /** Kill a creature or destroy another object (Immortal prevents it). */
  | { readonly do: 'kill'; readonly target: Target }
  /** Lore keyword Aetherize. */
  | { readonly do: 'aetherize'; readonly target: Target }
  /** Lore keyword Consume: the target goes under the card this ability is on. */
  | { readonly do: 'consume'; readonly target: Target }
  /** Lore keyword Peek. */
  | { readonly do: 'peek' }
  /** Lore keyword Pilfer. */
  | { readonly do: 'pilfer'; readonly player: PlayerRef }
  | { readonly do: 'returnToHand'; readonly target: Target }
  | { readonly do: 'evoke'; readonly target: Target }
  | { readonly do: 'reset'; readonly target: Target }
  /** Search your lexicon for a matching card, put it into your hand or bring it forth into your void, shuffle. */
  | { readonly do: 'search'; readonly filter: CardFilter; readonly destination: 'hand' | 'void' }
  /** Bring your grimoire forth from the sideboard into the void, where it is a tome (Lore Zones: Grimoire). */
  | { readonly do: 'bringForthGrimoire' }
  /** Put grimoire spells from your tome under a creature with Spellcasting (Lore Card Types: Grimoire). */
  | { readonly do: 'inscribe'; readonly onto: Target; readonly count: number }
  /** Remove a selected card or ability from the chain; it does nothing (Lore Zones: The chain). */
  | { readonly do: 'cancel' }
  /** Play additional runes this turn (Lore 3.1 "unless a card says otherwise"). */
  | { readonly do: 'extraRune'; readonly count: number }
  /** A card says you win (Lore The Basics). */
  | { readonly do: 'winGame' }
  /** A card says you lose (Lore The Basics). */
  | { readonly do: 'loseGame' }
  | { readonly do: 'roll'; readonly sides: number; readonly outcomes: readonly RollOutcome[] }
  | { readonly do: 'sequence'; readonly steps: readonly Effect[] }
  /** The controller may do this or not. */
  | { readonly do: 'may'; readonly effect: Effect }
  /** The controller chooses one of these (Lore Other Terminology: Choose). */
  | { readonly do: 'chooseOne'; readonly options: readonly Effect[] }
  /** Do `effect` only if the condition holds, else `otherwise` (if given). */
  | {
      readonly do: 'if';
      readonly condition: Condition;
      readonly effect: Effect;
      readonly otherwise?: Effect;
    };
