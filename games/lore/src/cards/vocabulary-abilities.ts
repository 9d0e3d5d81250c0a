/**
 * The ability vocabulary: costs, triggers, continuous modifiers and the abilities built from them
 * (Lore Other Terminology: Ability, Activated ability, Continuous ability, Triggered ability,
 * Turn ability).
 *
 * @module
 */

import type { Trigger as CoreTrigger } from '@cardloom/core/cards';
import type { MagickCost, MagickType, ObjectKeyword } from './vocabulary.js';
import type { Condition, Effects, LoreNouns, ObjectFilter } from './vocabulary-effects.js';

/**
 * Everything an activated ability or an additional card cost can ask for. Magick is paid first
 * (step b), then the rest (step c).
 */
export interface ActivationCost {
  readonly magick?: MagickCost;
  /** Turn this card sideways (Lore Other Terminology: Evoke). */
  readonly evoke?: boolean;
  /** Sanity paid by the controller. */
  readonly sanity?: number;
  /** Put this card into its grave (or the aether, for gods). */
  readonly sacrificeSelf?: boolean;
  /** Sacrifice another object you control matching this filter. */
  readonly sacrifice?: ObjectFilter;
  /** Discard this many cards. */
  readonly discard?: number;
}

/**
 * The events a triggered ability waits for (`{ on: 'turnStart', whose: 'your' }`…): Lore's triggers,
 * defined with their wording in `engine/language/abilities.ts`. "This" is the card the ability is on.
 */
export type Trigger = CoreTrigger<LoreNouns>;

/** A continuous change an object or phenomenon makes while it is in play (Lore The Basics). */
export type StaticModifier =
  /** Matching objects get +STR/+HP. */
  | { readonly kind: 'stats'; readonly affects: ObjectFilter; readonly str?: number; readonly hp?: number }
  /** Matching objects have a keyword. */
  | { readonly kind: 'keyword'; readonly affects: ObjectFilter; readonly keyword: ObjectKeyword }
  /** What this weapon gives the creature it is equipped to (Lore keyword Equip). */
  | {
      readonly kind: 'equipped';
      readonly str?: number;
      readonly hp?: number;
      readonly keywords?: readonly ObjectKeyword[];
    }
  /** The controller may play this many extra runes each turn (Lore 3.1). */
  | { readonly kind: 'extraRunes'; readonly count: number }
  /** This creature can block up to this many attackers (Lore 4.3b, 4.8). */
  | { readonly kind: 'blockMultiple'; readonly count: number };

/** An ability printed on a card. */
export type Ability =
  | {
      readonly kind: 'triggered';
      readonly trigger: Trigger;
      readonly effect: Effects;
      /** Checked when the event happens; the ability does nothing unless it holds. */
      readonly condition?: Condition;
    }
  /** Triggers when a turn counter is added to this card (Lore 2.5, Turn ability). */
  | { readonly kind: 'turn'; readonly effect: Effects; readonly condition?: Condition }
  | {
      readonly kind: 'activated';
      readonly cost: ActivationCost;
      readonly effect: Effects;
      /** Subterfuge timing lets it be activated in combat windows (Lore 4.4). Default: main phase. */
      readonly timing?: LoreNouns['timings'];
      readonly oncePerTurn?: boolean;
    }
  /**
   * A source of magick: pay the cost (usually evoke) to create magick of one of the listed types.
   * Activating it is an action that does not make magick disappear (Lore Other Terminology: Action).
   */
  | {
      readonly kind: 'magick';
      readonly cost: ActivationCost;
      readonly oneOf: readonly MagickType[];
      readonly amount: number;
    }
  | { readonly kind: 'static'; readonly modifier: StaticModifier; readonly condition?: Condition };

/** Equip with its cost (Lore keyword Equip). Paying it again moves or removes the weapon. */
export interface EquipKeyword {
  readonly keyword: 'equip';
  readonly cost: ActivationCost;
}

/** A keyword as printed on a card: a plain continuous keyword or Equip with a cost. */
export type KeywordSpec = ObjectKeyword | EquipKeyword;
