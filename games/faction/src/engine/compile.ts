/**
 * Turns pool cards (vocabulary data) into kernel card definitions: printed numbers become `stats`;
 * the card language compiles triggered abilities (which watch the game's events) and static abilities
 * (kernel statics). Abilities work only while their card is live: in play, face up and not exhausted (D10).
 * @module
 */
import type { CardDefinition } from '@cardloom/core';
import type { Card } from '../cards/card';
import { FACTION_LANGUAGE } from './language/index';
import { keywordStat } from './language/verbs';

/** The kernel definition of a pool card. */
export function toDefinition(card: Card): CardDefinition {
  const stats: Record<string, number> = {
    cost: card.cost,
    itemSlots: card.itemSlots,
    victoryField: card.victoryField,
  };
  if (card.type === 'character') {
    stats.attack = card.attack;
    stats.defense = card.defense;
    for (const keyword of card.keywords) {
      const [stat, amount] = keywordStat(keyword);
      stats[stat] = (stats[stat] ?? 0) + amount;
    }
  }
  const abilities = FACTION_LANGUAGE.compile(card.abilities);
  return {
    id: card.id,
    name: card.name,
    types: [card.type],
    traits: [card.faction ?? 'factionless', ...(card.type === 'character' && card.leader ? ['leader'] : [])],
    stats,
    abilities,
    data: { faction: card.faction, number: card.number },
  };
}
