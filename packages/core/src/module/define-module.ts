/**
 * {@link defineModule}: a game's module from its definition and what the game adds, with every default
 * filled in so that tools never need to know which game they run.
 * @module
 */
import type { CardDefinition } from '../rules/definition';
import { parseIdDeck } from './deck-text';
import { describeKernelAction, describeKernelEvent } from './describe';
import { rulesSummary } from './rules-summary';
import type { CardInfo, DeckIds, DeckProblem, GameModule, GameModuleSpec } from './types';

/**
 * Builds a game's {@link GameModule}. Call it once in the game package and export the result.
 *
 * @example
 * ```ts
 * export const skirmishModule = defineModule({
 *   definition: skirmish,
 *   decks: [{ name: 'mixed', title: 'Every card', cards: mixedDeck }],
 *   evaluate: (game, player) => lifeLead(game, player),
 *   rules: { winConditions: ['last player standing'] },
 * });
 * ```
 */
export function defineModule(spec: GameModuleSpec): GameModule {
  const def = spec.definition;
  const players = [...def.players].sort((a, b) => a - b);
  const known = new Set(def.cards.map((c) => c.id));
  const describe = spec.describe ?? {};
  let cardList: readonly CardInfo[] | undefined;
  const unknownCards = (deck: DeckIds): DeckProblem[] =>
    [...new Set(deck.filter((id) => !known.has(id)))].map((id) => ({ message: `unknown card id '${id}'` }));
  return {
    name: spec.name ?? def.id,
    id: def.id,
    title: spec.title ?? def.name,
    definition: def,
    players: {
      min: players[0],
      max: players[players.length - 1],
      default: spec.defaultPlayers ?? players[0],
    },
    rulesets: def.rulesets.map((r) => ({ name: r.name, summary: r.description ?? '' })),
    decks: spec.decks,
    ...(spec.evaluate && { evaluate: spec.evaluate }),
    searchIterations: spec.searchIterations ?? 200,
    ...(spec.scores && { scores: spec.scores }),
    describeAction: (game, action, viewer) =>
      describe.action?.(game, action, viewer) ?? describeKernelAction(game, action, viewer),
    describeEvent: (game, event, viewer) => {
      const own = describe.event?.(game, event, viewer);
      return own === undefined ? describeKernelEvent(game, event, viewer) : own;
    },
    cards: () => {
      cardList ??= def.cards.map((card) => cardInfo(card, describe.card));
      return cardList;
    },
    parseDeck: spec.parseDeck ?? ((text) => parseIdDeck(def, text)),
    validateDeck: (deck, ruleset) => {
      const unknown = unknownCards(deck);
      if (unknown.length > 0) return unknown;
      return spec.validateDeck?.(deck, ruleset) ?? [];
    },
    rules: (ruleset) =>
      rulesSummary(def, ruleset, typeof spec.rules === 'function' ? spec.rules(ruleset) : spec.rules),
  };
}

function cardInfo(card: CardDefinition, describe?: (card: CardDefinition) => readonly string[]): CardInfo {
  const stats: Record<string, number> = {};
  const keywords: string[] = [];
  for (const [key, v] of Object.entries(card.stats)) {
    if (key.startsWith('kw.')) keywords.push(v === 1 ? key.slice(3) : `${key.slice(3)} ${v}`);
    else if (!key.includes('.')) stats[key] = v;
  }
  return {
    id: card.id,
    name: card.name,
    type: card.types.join('/'),
    stats,
    tags: [...(card.traits ?? []), ...keywords],
    abilities: describe ? describe(card) : (card.abilities ?? []).map((a) => a.name ?? a.kind),
    ...(card.data !== undefined && { data: card.data }),
  };
}
