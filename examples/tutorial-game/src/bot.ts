import { type Action, type Game, legalActions, viewFor } from '@cardloom/core';
import { cards } from './cards/index.js';

/** The order an eager player likes its moves in. */
const PREFERENCE = ['summon', 'activate', 'attack', 'bank', 'end-turn'];
/** Printed costs by card id. */
const COST = new Map(cards.map((card) => [card.id, card.stats.cost]));

/**
 * A hand-written bot that sees only what its seat may see (`viewFor`) and picks among
 * `legalActions`: it summons its most expensive creature, then uses abilities, attacks while the
 * opponent has no untapped creature left to block, banks a card while its hand is large, and
 * otherwise ends its turn. Asked a question (a block, a target, "draw a card?"), it takes the first
 * answer.
 */
export function eagerBot(): { name: string; choose(game: Game): Action } {
  return {
    name: 'eager',
    choose(game) {
      const legal = legalActions(game);
      if (legal[0].type === 'answer') return legal[0];
      const me = legal[0].player;
      const view = viewFor(game, me);
      const zone = (name: string, owner: number) =>
        view.zones.find((z) => z.zone === name && z.owner === owner);
      const blockers = (zone('field', 1 - me)?.cards ?? []).filter((c) => !c.tapped).length;
      const handSize = zone('hand', me)?.count ?? 0;
      const seen = view.zones.flatMap((z) => z.cards ?? []);
      const cost = (action: Action) => COST.get(seen.find((c) => c.id === action.card)?.def ?? '') ?? 0;
      const worth = (action: Action): boolean =>
        (action.type !== 'attack' || blockers === 0) && (action.type !== 'bank' || handSize > 2);
      const ranked = legal
        .filter(worth)
        .sort((a, b) => PREFERENCE.indexOf(a.type) - PREFERENCE.indexOf(b.type) || cost(b) - cost(a));
      return ranked[0] ?? legal[legal.length - 1];
    },
  };
}
