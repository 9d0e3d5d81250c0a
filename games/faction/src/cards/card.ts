/**
 * Card definitions (F2: the nine card parts) and the builders card files use. A builder fills the parts a
 * card leaves blank (no item slots, no victory field, no abilities) so that a card file lists only what is
 * printed on the card.
 * @module
 */

import type { CardType, FactionId, Keyword } from './vocabulary';
import type { Ability, SupportAbility } from './vocabulary-abilities';
import type { CardId, Effect } from './vocabulary-effects';

/** The parts every card has (F2). */
interface CardBase {
  /** Unique slug, used in decks and logs. */
  readonly id: CardId;
  /** Collector number in set FC1; tokens are numbered T1, T2… */
  readonly number: string;
  /** F2.1 */
  readonly name: string;
  /** F2.2 — `null` for factionless cards. */
  readonly faction: FactionId | null;
  /** F2.3 — acquisition cost in resources. */
  readonly cost: number;
  /** F2.4 — the support ability and its fee, if the card has one. */
  readonly support?: SupportAbility;
  /** F2.5 */
  readonly type: CardType;
  /** F2.6 — the text box, as encoded abilities. */
  readonly abilities: readonly Ability[];
  /** F2.7 — how many items may be attached. */
  readonly itemSlots: number;
  /** F2.8 — how many victory tokens the card can hold (0: no field). */
  readonly victoryField: number;
  /** F1.4 — created by effects, never in a deck. */
  readonly token: boolean;
  /** At most one copy in a deck (D2). */
  readonly unique: boolean;
}

/** A character (F1.1): a permanent with combat stats (F2.9). */
export interface CharacterCard extends CardBase {
  readonly type: 'character';
  readonly attack: number;
  readonly defense: number;
  readonly keywords: readonly Keyword[];
  /** May be chosen as a deck's main character (and only as that, D2). */
  readonly leader: boolean;
}

/** A location (F1.2): a permanent in the location slot; one per player. */
export interface LocationCard extends CardBase {
  readonly type: 'location';
}

/** An item (F1.3): played directly for its direct effects, or attached to an open item slot. */
export interface ItemCard extends CardBase {
  readonly type: 'item';
  /** Effects when played directly (D15); without them the item can only be attached. */
  readonly direct?: readonly Effect[];
  /** The direct play may be made in a response window, as a response (D21). */
  readonly reaction: boolean;
  /** Which hosts it may be attached to; `none` means it can only be played directly. */
  readonly attachTo: 'character' | 'location' | 'any' | 'none';
}

/** Any card of the pool. */
export type Card = CharacterCard | LocationCard | ItemCard;

/** `T` with the fields `K` made optional (what a card builder may leave out). */
export type Optional<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;
/** The card fields every builder fills with a blank default. */
export type Defaults = 'abilities' | 'itemSlots' | 'victoryField' | 'token' | 'unique';

/** The parts a card file may leave out: no abilities, slots or field; not a token; not unique. */
const BLANK = { abilities: [], itemSlots: 0, victoryField: 0, token: false, unique: false } as const;

/** Declares a character; `keywords`, `leader` and the usual blanks default to none. */
export function character(
  card: Optional<Omit<CharacterCard, 'type'>, Defaults | 'keywords' | 'leader'>,
): CharacterCard {
  return {
    ...BLANK,
    keywords: [],
    leader: false,
    ...card,
    type: 'character',
  };
}

/** Declares a location. */
export function location(card: Optional<Omit<LocationCard, 'type'>, Defaults>): LocationCard {
  return {
    abilities: [],
    itemSlots: 0,
    victoryField: 0,
    token: false,
    unique: false,
    ...card,
    type: 'location',
  };
}

/** Declares an item; `reaction` defaults to false and `attachTo` to `none` when the item has direct effects. */
export function item(card: Optional<Omit<ItemCard, 'type'>, Defaults | 'reaction' | 'attachTo'>): ItemCard {
  return {
    ...BLANK,
    reaction: false,
    attachTo: card.direct ? 'none' : 'character',
    ...card,
    type: 'item',
  };
}

/** Declares a token character (F1.4): no cost, never in a deck. */
export function tokenCharacter(
  card: Optional<
    Omit<CharacterCard, 'type' | 'token' | 'cost' | 'leader' | 'unique'>,
    Exclude<Defaults, 'token' | 'unique'> | 'keywords'
  >,
): CharacterCard {
  return character({ ...card, cost: 0, token: true });
}

/** Whether the card has combat stats (F2.9): characters do, locations and items do not. */
export function isCombatant(card: Card): card is CharacterCard {
  return card.type === 'character';
}
