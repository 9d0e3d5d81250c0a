/**
 * The effect vocabulary: what a card does, as typed data.
 *
 * A card never carries code. Its effects, passive modifiers, triggers and Abilities are values of the
 * types below; the rules engine interprets them, and {@link describeCard} turns them into text.
 * Rule numbers refer to the Lightseekers rules (section 6 for keywords).
 * @module
 */
import type { Affinity, ElementStat, Grade } from './vocabulary-elements.js';

/**
 * Who an effect applies to, relative to the card's controller (the player who played it, or the
 * owner of the card in play).
 * - `self`: the controller.
 * - `recipient`: the hero the card was directed at (an Attack's chosen other hero; a Defend's player,
 *   2.5.1–2.5.2; for buffs, items and heroes the controller unless a card says otherwise, 2.5.3).
 * - `target` / `enemy`: the controller's living neighbour to the left / right (3.3).
 * - `actor`: in a reaction trigger, the player whose act set it off (the attacker, 3.3).
 * - `chosenOther`: another living hero the controller picks when the effect resolves.
 * - `eachOther` / `each`: every other hero / every hero, clockwise from the acting player (4.3.3).
 */
export type Who = 'self' | 'recipient' | 'target' | 'enemy' | 'actor' | 'chosenOther' | 'eachOther' | 'each';

/** Things an amount can count. `stored` counts the cards stored under this buff (6.1.4). */
export type Countable = 'buffs' | 'items' | 'handCards' | 'stored';

/**
 * A number printed on a card (its power, 2.6): a constant, the value in the buff's current top-left
 * corner (`x`, 2.6; `negate` for reductions such as "take X less damage"), or a count of things.
 */
export type Amount =
  | number
  | { readonly x: true; readonly plus?: number; readonly negate?: true }
  | { readonly count: Countable; readonly of?: Who; readonly times?: number };

/** The four action categories (2.5). */
export type Category = 'attack' | 'defend' | 'buff' | 'item';

/** A filter over cards, used by Discard, Remove, searches and modifiers. All given fields must match. */
export interface CardFilter {
  /** The card's category; `combo` matches combo cards. */
  readonly category?: Category | 'combo';
  /** The card requires (or, for items, grants) an Element satisfying this affinity. */
  readonly affinity?: Affinity;
  /** The card is Unaligned (2.3). */
  readonly unaligned?: true;
}

/**
 * A condition: tested when a card is played or an Ability used (4.3.3, L50), when a buff's or item's
 * effect fires, or, for clunky buffs, during buff rotation (2.5.3).
 */
export type Condition =
  | { readonly kind: 'healthAtMost'; readonly who: Who; readonly amount: number }
  | { readonly kind: 'buffsAtLeast'; readonly who: Who; readonly count: number }
  | { readonly kind: 'handAtLeast'; readonly who: Who; readonly count: number }
  | { readonly kind: 'itemsAtLeast'; readonly who: Who; readonly count: number }
  | { readonly kind: 'hasAccess'; readonly affinity: Affinity; readonly grade?: Grade }
  /** Something happened to the controller since the end of their previous turn (6, Since Your Last Turn). */
  | { readonly kind: 'sinceYourLastTurn'; readonly event: 'attacked' | 'damaged' }
  | { readonly kind: 'not'; readonly condition: Condition };

/** Which buffs a Rotate, Restart or similar effect acts on. */
export type BuffSelector =
  | { readonly pick: 'this' }
  /** Buffs of `of` chosen by the controller (the acting player chooses, 4.3.4). */
  | { readonly pick: 'chosen'; readonly of: Who; readonly count: number }
  | { readonly pick: 'all'; readonly of: Who }
  /** The controller's buffs played after this one (6.1.5). */
  | { readonly pick: 'rightOfThis' };

/** How long a {@link Effect} of kind `lasting` applies. */
export type Duration = 'endOfTurn' | 'startOfYourNextTurn' | 'endOfTheirNextTurn';

/** What an Immune hero ignores (6, Immune): a kind of act or effect, or cards of an affinity. */
export type Immunity = 'attacks' | 'damage' | 'discard' | 'remove' | { readonly affinity: Affinity };

/**
 * A one-off effect. Effects on a card resolve in the order written (4.3.3). Effects directed at
 * several heroes resolve hero by hero, clockwise from the acting player (4.3.3).
 */
export type Effect =
  | { readonly kind: 'damage'; readonly amount: Amount; readonly to?: Who }
  | { readonly kind: 'heal'; readonly amount: Amount; readonly to?: Who }
  /** Draw cards; ignored while the deck is empty (3.4.2). */
  | { readonly kind: 'draw'; readonly count: Amount; readonly who?: Who }
  /** Discard from hand, the discarding player choosing within the filter (6 Discard, 4.3.4). */
  | { readonly kind: 'discard'; readonly count: number; readonly who?: Who; readonly filter?: CardFilter }
  /** Move the top cards of a deck to its discard pile (a Discard from another location, 6). */
  | { readonly kind: 'discardTop'; readonly count: number; readonly who?: Who }
  /** Remove buffs of `from`, chosen by the controller, discarded in play order (6 Remove, 4.3.4). */
  | {
      readonly kind: 'remove';
      readonly count: number | 'all';
      readonly from?: Who;
      readonly filter?: CardFilter;
    }
  /** Return buffs of `from` to their owner's hand (6 Return). */
  | { readonly kind: 'return'; readonly count: number; readonly from?: Who }
  /** Rotate buffs forwards (anticlockwise) or backwards, triggering each corner passed (6 Rotate). */
  | {
      readonly kind: 'rotate';
      readonly direction: 'forward' | 'backward';
      readonly steps?: number;
      readonly buffs: BuffSelector;
    }
  /** The chosen buffs trigger their current instant effects now (never start-of-turn ones, 4.1). */
  | { readonly kind: 'echo'; readonly buffs: BuffSelector }
  /** Turn buffs back upright and trigger their original effect (6 Restart). */
  | { readonly kind: 'restart'; readonly buffs: BuffSelector }
  /** Move cards from the controller's discard pile to hand or deck; Burn cards stay (6 Burn, 3.4.4). */
  | {
      readonly kind: 'recover';
      readonly count: number;
      readonly to: 'hand' | 'deck';
      readonly filter?: CardFilter;
    }
  /** Move cards from hand back into the deck, then shuffle it (3.4.2, 4.3.5). */
  | { readonly kind: 'tuck'; readonly count: number; readonly who?: Who; readonly filter?: CardFilter }
  /** Look through the deck for a card matching the filter, put it in hand, shuffle (3.4.2). */
  | { readonly kind: 'search'; readonly filter: CardFilter }
  /** Move a Valid buff into play from hand or discard pile; it is not Played (6 Move, Valid). */
  | { readonly kind: 'moveIntoPlay'; readonly from: 'hand' | 'discard'; readonly filter?: CardFilter }
  /** Replace one of the controller's buffs with a buff from hand or discard pile (6 Swap). */
  | { readonly kind: 'swap'; readonly with: 'hand' | 'discard' }
  /** Store cards under this buff, at the bottom of the stored pile (6.1.4). */
  | { readonly kind: 'store'; readonly from: 'deckTop' | 'hand'; readonly count: number }
  /** Move all cards stored under this buff to the controller's hand (6.1.4). */
  | { readonly kind: 'releaseStored' }
  /** Extra actions this turn (4.3.1; never beyond a limit, 6.1.6). */
  | { readonly kind: 'extraActions'; readonly count: number }
  /** Cancel the card or Ability that set off this trigger (6 Cancel, 4.3.3). */
  | { readonly kind: 'cancel' }
  /** Apply passive modifiers to a hero for a while (e.g. items Dormant until their next turn ends). */
  | {
      readonly kind: 'lasting';
      readonly modifiers: readonly Modifier[];
      readonly to?: Who;
      readonly until: Duration;
    }
  | {
      readonly kind: 'if';
      readonly condition: Condition;
      readonly then: readonly Effect[];
      readonly else?: readonly Effect[];
    };

/**
 * A passive (lingering, 4.2.3) modifier. `to` says who bears it (default: the controller).
 * Increases and reductions add up and never take a value below 0 (6.1.2).
 */
export type Modifier = { readonly to?: Who } & (
  | /** Power modifier on damage dealt by the bearer's cards matching `filter` (2.6). */
  { readonly kind: 'damageDealt'; readonly amount: Amount; readonly filter?: CardFilter }
  /** Damage the bearer receives changes by `amount` (negative reduces). */
  | { readonly kind: 'damageTaken'; readonly amount: Amount }
  /** Healing done by the bearer's cards changes by `amount` (2.6). */
  | { readonly kind: 'healingDone'; readonly amount: Amount }
  /** The bearer's combos need `delta` more cards (negative: fewer) as payment (2.4.3). */
  | { readonly kind: 'comboCost'; readonly delta: number }
  /** The bearer has `delta` more actions each turn. */
  | { readonly kind: 'actions'; readonly delta: number }
  /** The bearer may take at most `max` actions per turn (6.1.6). */
  | { readonly kind: 'actionLimit'; readonly max: number }
  | { readonly kind: 'immune'; readonly against: Immunity }
  /** The bearer's items are Dormant (2.5.4, 6 Dormant). */
  | { readonly kind: 'itemsDormant' }
  /** The bearer can't Draw (4.4). */
  | { readonly kind: 'cannotDraw' }
  /** The bearer can't Attack, nor use Attack Abilities (4.3.2). */
  | { readonly kind: 'cannotAttack' }
  /** The bearer gains an Element (items, 2.5.4). */
  | { readonly kind: 'grant'; readonly stat: ElementStat }
);

/** An act that reaction triggers listen for (6: Attack, Defend, Buff, Equip, Play, Ability). */
export type Act = 'attack' | 'defend' | 'buff' | 'equip' | 'play' | 'combo' | 'ability';

/** When a trigger fires. */
export type TriggerEvent =
  /** At the start of the controller's turn (4.1). */
  | { readonly on: 'startOfTurn' }
  /** Once in each of the controller's buff phases, step 1 (4.2.1): discard pile, hero, items. */
  | { readonly on: 'eachTurn' }
  /** At the end of the controller's turn (4.5). */
  | { readonly on: 'endOfTurn' }
  /** When this buff Expires, while it is in transition (4.2.4). */
  | { readonly on: 'expire' }
  /** When this card leaves play (6.1.3). */
  | { readonly on: 'leavePlay' }
  /**
   * When someone performs an act. `by`: whose act; `against`: for Attacks, who the recipient is;
   * `timing`: before the card's own effects (default, 4.3.3) or after it resolved (6, After Playing).
   */
  | {
      readonly on: 'act';
      readonly act: Act;
      readonly by: 'self' | 'other' | 'any';
      readonly against?: 'self' | 'other';
      readonly affinity?: Affinity;
      readonly timing?: 'before' | 'after';
    };

/** A triggered effect. With `next`, it fires once and then the buff Expires (6 Next). */
export interface Trigger {
  readonly when: TriggerEvent;
  readonly effects: readonly Effect[];
  readonly next?: true;
}

/**
 * An Ability: an action that performs its effects (4.3.2). An Attack Ability or Defend Ability counts
 * as an Attack or Defend (6); one Ability per turn.
 */
export interface Ability {
  readonly name: string;
  readonly category?: 'attack' | 'defend';
  readonly effects: readonly Effect[];
  /** Effects used instead when 3 or more players remain (6 Multiplayer). */
  readonly multiplayer?: readonly Effect[];
}

/**
 * Who an effect applies to: its `to`/`who`/`from` field, or the default — harmful effects (damage,
 * discard, remove, return, lasting) go to the recipient, helpful ones (heal, draw, tuck) to the
 * controller. Effects with no subject (rotate, store, cancel, ...) return `self`.
 */
export function subjectOf(effect: Effect): Who {
  switch (effect.kind) {
    case 'damage':
    case 'lasting':
      return effect.to ?? 'recipient';
    case 'discard':
    case 'discardTop':
      return effect.who ?? 'recipient';
    case 'remove':
    case 'return':
      return effect.from ?? 'recipient';
    case 'heal':
      return effect.to ?? 'self';
    case 'draw':
    case 'tuck':
      return effect.who ?? 'self';
    default:
      return 'self';
  }
}
