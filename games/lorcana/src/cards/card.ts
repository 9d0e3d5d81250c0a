/**
 * A Lorcana card definition: printed characteristics (facts from the public card data) plus
 * abilities written in the card vocabulary. One file per card under `cards/set<N>/`.
 *
 * @module
 */
import type { Ability, KeywordAbility } from './vocabulary-abilities.js';
import type { Effect } from './vocabulary-effects.js';
import type { CardType, Ink } from './vocabulary-refs.js';

/** A card as printed, encoded as data. */
export interface LorcanaCard {
  /** Stable id: `<set>-<collector number, 3 digits>`, e.g. `1-001`. */
  readonly id: string;
  /** Set code as printed (CR 5.2.10.3). */
  readonly set: string;
  /** Collector number within the set (CR 5.2.10.2). */
  readonly number: number;
  readonly name: string;
  /** Version line (CR 5.3.6.1); name + version is the full name. Absent on most non-characters. */
  readonly version?: string;
  /** Additional single names for “&” cards (CR 5.2.6.1), e.g. Flotsam and Jetsam. */
  readonly alsoNamed?: readonly string[];
  readonly type: CardType;
  /** Songs are actions with the Song classification (CR 5.4.4). */
  readonly song?: boolean;
  readonly cost: number;
  /** Inkwell symbol (CR 5.2.3). */
  readonly inkwell: boolean;
  /** One or two ink types (CR 5.2.5.1). */
  readonly inks: readonly Ink[];
  readonly strength?: number;
  readonly willpower?: number;
  readonly lore?: number;
  /** Locations only (CR 5.6.5.1). */
  readonly moveCost?: number;
  /** Rarity as printed (a collector's fact; no rules meaning). */
  readonly rarity?: string;
  /** Classification line, e.g. Storyborn, Hero, Princess (CR 5.2.7). */
  readonly classifications: readonly string[];
  readonly keywords?: readonly KeywordAbility[];
  readonly abilities?: readonly Ability[];
  /** The effect of an action (CR 5.4.3). */
  readonly effect?: Effect;
}

/** The full name: name and version (CR 5.2.6), e.g. `Ariel - On Human Legs`. */
export function fullName(card: Pick<LorcanaCard, 'name' | 'version'>): string {
  return card.version ? `${card.name} - ${card.version}` : card.name;
}

/** Every single name a card answers to (CR 5.2.6.1). */
export function namesOf(card: Pick<LorcanaCard, 'name' | 'alsoNamed'>): readonly string[] {
  return card.alsoNamed ? [card.name, ...card.alsoNamed] : [card.name];
}
