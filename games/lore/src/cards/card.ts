/**
 * The shape of a Lore card definition, and typed builders so each card file states only what is
 * printed on it. Builders require the characteristics a type must have (STR and HP for creatures,
 * HP for locations and relics, an effect for spells) at compile time.
 *
 * @module
 */

import type { CardType, MagickCost, Subtype, Supertype } from './vocabulary.js';
import type { Ability, ActivationCost, KeywordSpec } from './vocabulary-abilities.js';
import type { Effects } from './vocabulary-effects.js';

/** A card as printed: characteristics plus abilities, all data. */
export interface LoreCard {
  /** Set code and collector number, e.g. `lr1-042`. Unique in the pool. */
  readonly id: string;
  readonly name: string;
  readonly type: CardType;
  readonly supertypes: readonly Supertype[];
  readonly subtypes: readonly Subtype[];
  /** Magick cost, paid first when playing the card (step b). Absent: the card costs no magick. */
  readonly cost?: MagickCost;
  /** Other costs to play the card, paid second (step c). */
  readonly additionalCost?: ActivationCost;
  /** Mythos needed in the pool before the card can be played or called forth (Lore Mythos). */
  readonly mythosRequirement?: number;
  /** Wax seal: mythos added to the pool when the card comes into play (Lore Mythos). */
  readonly seal?: number;
  readonly str?: number;
  readonly hp?: number;
  readonly keywords: readonly KeywordSpec[];
  readonly abilities: readonly Ability[];
  /** What a spell does when it resolves. */
  readonly effect?: Effects;
  /** Tokens never come from a lexicon (Lore Other Terminology: Token). */
  readonly token: boolean;
  /** A printed override of the four-copy limit (Lore The Basics: "unless a card states otherwise"). */
  readonly copyLimit?: number;
}

/** Fields every builder accepts. */
export interface Common {
  readonly id: string;
  readonly name: string;
  readonly supertypes?: readonly Supertype[];
  readonly subtypes?: readonly Subtype[];
  readonly cost?: MagickCost;
  readonly additionalCost?: ActivationCost;
  readonly mythosRequirement?: number;
  readonly seal?: number;
  readonly keywords?: readonly KeywordSpec[];
  readonly abilities?: readonly Ability[];
  readonly copyLimit?: number;
}

function build(type: CardType, spec: Common & Partial<LoreCard>, token = false): LoreCard {
  return {
    ...spec,
    type,
    supertypes: spec.supertypes ?? [],
    subtypes: spec.subtypes ?? [],
    keywords: spec.keywords ?? [],
    abilities: spec.abilities ?? [],
    token,
  };
}

/** A creature (Lore Card Types: Creatures). */
export function creature(spec: Common & { readonly str: number; readonly hp: number }): LoreCard {
  return build('creature', spec);
}

/** A creature token: a stand-in that never came from a lexicon. */
export function creatureToken(spec: Common & { readonly str: number; readonly hp: number }): LoreCard {
  return build('creature', spec, true);
}

/** An anomaly: a token object with only a type line, a name and a text box (Lore Card Types: Anomalies). */
export function anomaly(spec: Omit<Common, 'cost' | 'mythosRequirement' | 'seal'>): LoreCard {
  return build('anomaly', spec, true);
}

/** A location (Lore Card Types: Locations). */
export function location(spec: Common & { readonly hp: number }): LoreCard {
  return build('location', spec);
}

/** A relic (Lore Card Types: Relics); weapons are relics with the Weapon subtype. */
export function relic(spec: Common & { readonly hp: number }): LoreCard {
  return build('relic', spec);
}

/** A rune (Lore Card Types: Runes). */
export function rune(spec: Common): LoreCard {
  return build('rune', spec);
}

/** A spell (Lore Card Types: Spells): it resolves and goes to the grave. */
export function spell(spec: Common & { readonly effect: Effects }): LoreCard {
  return build('spell', spec);
}

/** A phenomenon, played into the event horizon (Lore Card Types: Phenomena). */
export function phenomenon(spec: Common): LoreCard {
  return build('phenomenon', spec);
}

/** Whether the card has a supertype. */
export function hasSupertype(card: LoreCard, supertype: Supertype): boolean {
  return card.supertypes.includes(supertype);
}

/** Objects stay in play after being played; spells and phenomena are not objects (Lore Other Terminology: Object). */
export function isObjectCard(card: LoreCard): boolean {
  return card.type !== 'spell' && card.type !== 'phenomenon';
}

/** Whether a keyword (or Equip) is printed on the card. */
export function printsKeyword(card: LoreCard, keyword: string): boolean {
  return card.keywords.some((k) => (typeof k === 'string' ? k : k.keyword) === keyword);
}

/**
 * The type a card occupies in the void: tome, or the printed card type; gods occupy both "god" and
 * their card type (Lore Zones: The void).
 */
export function voidTypes(card: LoreCard): readonly string[] {
  return hasSupertype(card, 'god') ? ['god', card.type] : [card.type];
}
