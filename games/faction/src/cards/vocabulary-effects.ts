/**
 * The card vocabulary, part 2: the verbs. Effects are what abilities do when they resolve from the stack
 * (F7); conditions gate triggered effects, static modifiers and `if` branches.
 *
 * Rules: F3 (resources), F5 (board), F7 (effects). See RULES.md.
 * @module
 */
import type { CardFilter, Duration, FactionId, Keyword, PlayerRef, Target } from './vocabulary';

/** A card id: the slug of a card in the pool, e.g. `ashblade-duelist`. */
export type CardId = string;

/** A test on the game as seen by an ability's controller. */
export type Condition =
  /** The controller has fewer victory tokens than every other player (F4.2c). */
  | { readonly test: 'behind' }
  /** The controller controls at least `atLeast` cards in play matching `filter` (side defaults to you). */
  | { readonly test: 'controls'; readonly filter: CardFilter; readonly atLeast: number }
  /** The controller controls more characters than each opponent. */
  | { readonly test: 'mostCharacters' }
  /** The controller's main character is in play and has no damage counters. */
  | { readonly test: 'mainUndamaged' }
  /** The card whose ability this is has at least one item attached. */
  | { readonly test: 'hasAttachment' }
  /** The controller has at least this many cards in hand. */
  | { readonly test: 'handSize'; readonly atLeast: number };

/**
 * One step of an ability. A list of effects resolves in order, as one stack entry.
 */
export type Effect =
  /** Each referenced player draws cards from the top of their deck (F5.7); an empty deck draws nothing. */
  | { readonly do: 'draw'; readonly who: PlayerRef; readonly count: number }
  /** Puts damage counters on the target(s) (armor reduces it). */
  | { readonly do: 'damage'; readonly target: Target; readonly amount: number }
  /** Removes up to `amount` damage counters (`all` removes every one). */
  | { readonly do: 'heal'; readonly target: Target; readonly amount: number | 'all' }
  /** Puts exhaustion counters on the target(s) and turns them face down. */
  | { readonly do: 'exhaust'; readonly target: Target; readonly counters: number }
  /** Removes every exhaustion counter from the target(s) and turns them face up. */
  | { readonly do: 'ready'; readonly target: Target }
  /** Changes attack and/or defense for a duration. */
  | {
      readonly do: 'modify';
      readonly target: Target;
      readonly attack?: number;
      readonly defense?: number;
      readonly until: Duration;
    }
  /** Gives a keyword for a duration. */
  | { readonly do: 'grant'; readonly target: Target; readonly keyword: Keyword; readonly until: Duration }
  /** Creates token cards in the controller's open character slots (F1.4; none beyond five, F5.2). */
  | { readonly do: 'createToken'; readonly token: CardId; readonly count: number }
  /** Adds resources to the controller's pool (F3.3); `null` faction = factionless. */
  | { readonly do: 'addResource'; readonly faction: FactionId | null; readonly amount: number }
  /** Creates one ready resource token in the controller's resource zone (F3.1). */
  | { readonly do: 'createResourceToken'; readonly faction: FactionId | null }
  /** Gives the controller command tokens (may exceed the Morning refill of two, D12). */
  | { readonly do: 'gainCommand'; readonly amount: number }
  /** Puts victory tokens on the target(s), as many as their open fields hold (D13). */
  | { readonly do: 'addVictory'; readonly target: Target; readonly amount: number }
  /** Removes victory tokens from the target(s). */
  | { readonly do: 'removeVictory'; readonly target: Target; readonly amount: number }
  /** Moves the target(s) from play to their owner's discard pile. */
  | { readonly do: 'discard'; readonly target: Target }
  /** Returns the target(s) from play to their owner's hand (tokens cease to exist instead). */
  | { readonly do: 'returnToHand'; readonly target: Target }
  /** Moves the target(s) from play to the void (F5.4). */
  | { readonly do: 'void'; readonly target: Target }
  /** Cancels the effect directly beneath this one on the stack (F7.1): it leaves without resolving. */
  | { readonly do: 'counter' }
  /** Each referenced player discards cards of their choice from hand. */
  | { readonly do: 'discardFromHand'; readonly who: PlayerRef; readonly count: number }
  /** The controller looks at the top card of their deck and may put it on the bottom (F5.7). */
  | { readonly do: 'alterTop' }
  /** Reveals the top card of the controller's deck; if it matches, it goes to hand, else it stays. */
  | { readonly do: 'takeTopIf'; readonly type: 'character' | 'location' | 'item' }
  /** Returns the top card of the controller's discard pile to hand if it has the type (F5.8). */
  | { readonly do: 'recoverTop'; readonly type: 'character' | 'location' | 'item' }
  /** The controller may apply the inner effects or not. */
  | { readonly do: 'may'; readonly effects: readonly Effect[] }
  /** Applies the inner effects only if the condition holds when this resolves. */
  | { readonly do: 'if'; readonly condition: Condition; readonly effects: readonly Effect[] };

/** The effect kinds, for exhaustive handling. */
export type EffectKind = Effect['do'];
