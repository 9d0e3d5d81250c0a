/**
 * The faction game's nouns read against the game: card filters (F2), references, condition tests and
 * durations — each with its wording beside it.
 * @module
 */
import type { CardId, Ctx, GameEvent } from '@cardloom/core';
import type { Env, LanguageSpec, LanguageWords, Source, VerbsOf } from '@cardloom/core/cards';
import { describeFilter } from '../../cards/describe-terms';
import type { CardFilter, FactionNouns } from '../../cards/vocabulary';
import {
  allInPlay,
  attachmentsOf,
  boardOf,
  cardOf,
  charactersOf,
  hasOpenField,
  inPlay,
  isBehind,
  isExhausted,
  mainOf,
} from '../board';
import { C, Z } from '../keys';

/** Whether a card matches a filter, seen from `source` (F2, vocabulary `CardFilter`). */
export function matches(ctx: Ctx, card: CardId, filter: CardFilter, source: Source): boolean {
  const c = ctx.card(card);
  const printed = cardOf(ctx, card);
  if (filter.side === 'you' && c.controller !== source.controller) return false;
  if (filter.side === 'opponent' && !ctx.isOpponent(source.controller, c.controller)) return false;
  if (filter.type !== undefined) {
    const types = typeof filter.type === 'string' ? [filter.type] : filter.type;
    if (!types.includes(printed.type)) return false;
  }
  if (filter.faction !== undefined && printed.faction !== filter.faction) return false;
  if (filter.combatant !== undefined && (printed.type === 'character') !== filter.combatant) return false;
  if (filter.exhausted !== undefined && isExhausted(ctx, card) !== filter.exhausted) return false;
  if (
    filter.main !== undefined &&
    (ctx.zoneOf(card) === Z.main && printed.type === 'character') !== filter.main
  )
    return false;
  if (filter.token !== undefined && c.token !== filter.token) return false;
  if (filter.maxCost !== undefined && printed.cost > filter.maxCost) return false;
  if (filter.damaged !== undefined && ctx.counter(card, C.damage) > 0 !== filter.damaged) return false;
  if (filter.other && card === source.card) return false;
  if (filter.keyword !== undefined && !ctx.has(card, `kw.${filter.keyword}`)) return false;
  if (filter.openField && !hasOpenField(ctx, card)) return false;
  return true;
}

/** Cards in play matching a filter. */
export function inPlayMatching(ctx: Ctx, filter: CardFilter, source: Source): CardId[] {
  return allInPlay(ctx).filter((c) => matches(ctx, c, filter, source));
}

function eventCard(event: GameEvent | undefined): CardId {
  if (!event) return -1;
  const card = event.card ?? event.attacker ?? event.blocker ?? event.item;
  return typeof card === 'number' ? card : -1;
}

type Env_ = Env<FactionNouns>;
type Spec = LanguageSpec<FactionNouns, VerbsOf<FactionNouns>> &
  LanguageWords<FactionNouns, VerbsOf<FactionNouns>>;

/** Filters: cards in play matching, worded by `describeFilter`. */
export const FILTER: Spec['filter'] = {
  candidates: (env, filter) => inPlayMatching(env.ctx, filter, env),
  describe: describeFilter,
};

/** The card references of the faction game. */
export const REFS: Spec['refs'] = {
  self: { cards: (env) => (inPlay(env.ctx, env.card) ? [env.card] : []), text: 'this card' },
  host: {
    cards: (env: Env_) => {
      const host = inPlay(env.ctx, env.card) ? env.ctx.card(env.card).attachedTo : -1;
      return host >= 0 && inPlay(env.ctx, host) ? [host] : [];
    },
    text: 'the card this is attached to',
  },
  event: {
    cards: (env) => {
      const card = eventCard(env.event);
      return card >= 0 && inPlay(env.ctx, card) ? [card] : [];
    },
    text: 'that card',
  },
  yourMain: {
    cards: (env) => [mainOf(env.ctx, env.controller)].filter((c) => c >= 0),
    text: 'your main character',
  },
  opposingMains: {
    cards: (env) =>
      env.ctx
        .opponents(env.controller)
        .map((p) => mainOf(env.ctx, p))
        .filter((c) => c >= 0),
    text: 'each opposing main character',
  },
};

/** The condition tests of the faction game. */
export const CONDITIONS: Spec['conditions'] = {
  behind: {
    holds: (env) => isBehind(env.ctx, env.controller),
    describe: () => 'you have fewer victory tokens than every other player',
  },
  controls: {
    holds: (env, p) =>
      boardOf(env.ctx, env.controller).filter((c) => matches(env.ctx, c, { ...p.filter, side: 'you' }, env))
        .length >= p.atLeast,
    // "you control at least 3 characters you control" reads badly, so the side phrase is dropped.
    describe: (p) => {
      const { side: _side, ...rest } = p.filter;
      return `you control at least ${p.atLeast} ${describeFilter(rest, p.atLeast)}`;
    },
  },
  mostCharacters: {
    holds: (env) => {
      const mine = charactersOf(env.ctx, env.controller).length;
      return env.ctx.opponents(env.controller).every((p) => charactersOf(env.ctx, p).length < mine);
    },
    describe: () => 'you control more characters than each opponent',
  },
  mainUndamaged: {
    holds: (env) => {
      const main = mainOf(env.ctx, env.controller);
      return main >= 0 && env.ctx.counter(main, C.damage) === 0;
    },
    describe: () => 'your main character has no damage',
  },
  hasAttachment: {
    holds: (env) => inPlay(env.ctx, env.card) && attachmentsOf(env.ctx, env.card).length > 0,
    describe: () => 'this card has an item attached',
  },
  handSize: {
    holds: (env, p) => env.ctx.count(Z.hand, env.controller) >= p.atLeast,
    describe: (p) => `you have at least ${p.atLeast} cards in hand`,
  },
};

/** How long modifications last: `turn` ends in the Evening (F4.3). */
export const DURATIONS: Spec['durations'] = {
  turn: { kernel: { until: 'end-of-turn' }, text: ' until end of turn' },
  permanent: { kernel: { until: 'permanent' }, text: '' },
};
