/**
 * Card types: heroes, action cards (Attack, Defend, Buff, Item) and combos (2.4, 2.5).
 * @module
 */
import type { Ability, Condition, Effect, Modifier, Trigger } from './vocabulary-effects.js';
import type { Affinity, ElementStat } from './vocabulary-elements.js';

/** Fields every card has. */
export interface CardBase {
  /** Stable identifier, unique across the pool (kebab-case). */
  readonly id: string;
  readonly name: string;
  /** Burn: can't be moved out of the discard pile (6 Burn). */
  readonly burn?: true;
  /** Triggers that work while this card is on top of its owner's discard pile (4.1, 4.2.1, 4.3.3). */
  readonly fromDiscard?: readonly Trigger[];
}

/**
 * A buff corner (6.1.1): its rotation symbol (orb rotates automatically; clunky only when told,
 * 2.5.3), whether it is crossed (the buff is inactive while it is top-left), its value X (2.6) and
 * effects of its own that trigger when it becomes top-left (4.3.6).
 */
export interface Corner {
  readonly symbol: 'orb' | 'clunky';
  readonly crossed?: true;
  readonly value?: number;
  readonly effects?: readonly Effect[];
}

/** The four corners, 1st (top-left when upright) then clockwise (6.1.1); `null` is an empty corner. */
export type Corners = readonly [Corner | null, Corner | null, Corner | null, Corner | null];

/** What an Attack card does (2.5.1): aimed at another hero, the recipient. */
export interface AttackBody {
  readonly category: 'attack';
  readonly effects: readonly Effect[];
  /** Replaces `effects` while 3 or more players remain (6 Multiplayer). */
  readonly multiplayer?: readonly Effect[];
}

/** What a Defend card does (2.5.2): played on the acting player. */
export interface DefendBody extends Omit<AttackBody, 'category'> {
  readonly category: 'defend';
}

/** What a Buff does while in play (2.5.3). Without corners it is permanent. */
export interface BuffBody {
  readonly category: 'buff';
  readonly corners?: Corners;
  /** For a clunky buff that says when it rotates: checked only during buff rotation (2.5.3, 4.2.2). */
  readonly rotatesIf?: Condition;
  /** Unique: only the first copy a player has in play works; the rest are Dormant (6 Unique). */
  readonly unique?: true;
  /** One-off effects (4.2.5): on entering play (4.3.6) and in each buff phase while active. */
  readonly instant?: readonly Effect[];
  /** Replaces `instant` while 3 or more players remain (6 Multiplayer). */
  readonly multiplayer?: readonly Effect[];
  /** Passive effects while active (4.2.3). */
  readonly lingering?: readonly Modifier[];
  readonly triggers?: readonly Trigger[];
  readonly abilities?: readonly Ability[];
}

/** What an Item does once Equipped (2.5.4). */
export interface ItemBody {
  readonly category: 'item';
  /** Equip points, 1 or 2; a hero carries at most 2 (2.5.4). */
  readonly points: 1 | 2;
  /** The Element it grants, basic or superior; never a downgrade (2.5.4). */
  readonly grants?: ElementStat;
  readonly lingering?: readonly Modifier[];
  readonly triggers?: readonly Trigger[];
  readonly abilities?: readonly Ability[];
}

/** An action card (every card that is not a hero or a combo, 6). */
export type ActionCard = CardBase & { readonly kind: 'action' } & (
    | (AttackBody & { readonly requires: readonly Affinity[] })
    | (DefendBody & { readonly requires: readonly Affinity[] })
    | (BuffBody & { readonly requires: readonly Affinity[] })
    /** Items never require an Element (2.5.4). */
    | (ItemBody & { readonly requires: readonly [] })
  );

/**
 * A combo card (2.4.3): its cost lists the Elements (or Orders) the hero needs and the hand cards
 * that pay for it.
 */
export type ComboCard = CardBase & { readonly kind: 'combo'; readonly cost: readonly Affinity[] } & (
    | AttackBody
    | DefendBody
    | BuffBody
  );

/** A hero's trait (2.4.1): passive modifiers and triggers, or an Ability. */
export interface HeroTrait {
  readonly name: string;
  readonly lingering?: readonly Modifier[];
  readonly triggers?: readonly Trigger[];
  readonly ability?: Ability;
}

/** A hero card (2.4.1). */
export interface HeroCard extends CardBase {
  readonly kind: 'hero';
  /** Starting health (at most 35, 2.1). */
  readonly health: number;
  /** The hero's three Elements (its stats, 2.4.1). */
  readonly stats: readonly [ElementStat, ElementStat, ElementStat];
  readonly trait: HeroTrait;
  /** Changed deck sizes; the other card types keep their counts (2.1.1). */
  readonly deck?: { readonly combos?: number; readonly actions?: number };
}

/** Any card of the game. */
export type Card = HeroCard | ActionCard | ComboCard;

/** Any card that can be in a deck. */
export type DeckCard = ActionCard | ComboCard;

/** A card that goes into the buff area when played. */
export type BuffCard = (ActionCard | ComboCard) & BuffBody;
/** An item card. */
export type ItemCard = ActionCard & ItemBody;
