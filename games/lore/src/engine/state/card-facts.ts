/**
 * What the engine asks of a printed card on hot paths (listing legal actions, the checks run after
 * every task), worked out once per card of the pool and found per card instance without hashing its
 * definition id: a card's facts never change, only which card an instance id holds.
 *
 * @module
 */
import type { CardId, Ctx } from '@cardloom/core';
import { hasSupertype, type LoreCard, printsKeyword } from '../../cards/card.js';
import { LORE_CARDS } from '../../cards/pool/index.js';
import type { EquipKeyword } from '../../cards/vocabulary-abilities.js';
import { costSize } from '../../rules/magick.js';

/** Facts about one printed card, each read from its encoding. */
export interface CardFacts {
  /** The card's Lore encoding. */
  readonly card: LoreCard;
  /** Printed HP above 0: only such objects can be damaged, attacked and die. */
  readonly hasHp: boolean;
  /** Greater or unique: a player may control only one object of this name. */
  readonly oneAtATime: boolean;
  readonly greater: boolean;
  readonly god: boolean;
  /** Playable in combat windows (supertype or keyword Subterfuge). */
  readonly subterfuge: boolean;
  /** Some ability of the card makes magick. */
  readonly makesMagick: boolean;
  /** The most magick units one ability of the card makes at once (0: not a source). */
  readonly mostMagick: number;
  /** The size of the card's magick cost. */
  readonly costSize: number;
  /** Its Equip keyword, if it has one. */
  readonly equip: EquipKeyword | undefined;
  /** The creature types a weapon asks for (empty: any creature, or not a weapon). */
  readonly weaponTypes: readonly string[];
}

function factsOf(card: LoreCard): CardFacts {
  let mostMagick = 0;
  for (const a of card.abilities) if (a.kind === 'magick' && a.amount > mostMagick) mostMagick = a.amount;
  return {
    card,
    hasHp: (card.hp ?? 0) > 0,
    oneAtATime: hasSupertype(card, 'greater') || hasSupertype(card, 'unique'),
    greater: hasSupertype(card, 'greater'),
    god: hasSupertype(card, 'god'),
    subterfuge: hasSupertype(card, 'subterfuge') || printsKeyword(card, 'subterfuge'),
    makesMagick: card.abilities.some((a) => a.kind === 'magick'),
    mostMagick,
    costSize: costSize(card.cost ?? {}),
    equip: card.keywords.find((k): k is EquipKeyword => typeof k !== 'string' && k.keyword === 'equip'),
    weaponTypes: card.subtypes.filter((t) => t !== 'Weapon'),
  };
}

const BY_ID = new Map<string, CardFacts>(LORE_CARDS.map((c) => [c.id, factsOf(c)]));

/** The facts of a card of the pool by its id (undefined for section markers and unknown ids). */
export function cardFactsById(id: string): CardFacts | undefined {
  return BY_ID.get(id);
}

/**
 * The last facts found per card instance id, checked against the instance's definition id on every
 * read (ids are dealt per game, and a sampled world may hold another card under an id), so one table
 * serves every game: a hit costs an array read and a comparison instead of hashing the definition id.
 */
const byInstance: CardFacts[] = [];

/** The facts of a card instance's printed card (throws for a card that is not a Lore card). */
export function cardFacts(ctx: Ctx, card: CardId): CardFacts {
  const def = ctx.card(card).def;
  const hit = byInstance[card];
  if (hit !== undefined && hit.card.id === def) return hit;
  const found = BY_ID.get(def);
  if (!found) throw new Error(`card ${card} (${def}) is not a Lore card`);
  byInstance[card] = found;
  return found;
}
