/**
 * Reading the vocabulary's nouns against the game: card filters, targets (chosen on resolution, D21),
 * player references and conditions.
 * @module
 */
import type { CardId, Ctx, GameEvent, PlayerId } from '@cardloom/core';
import type { CardFilter, PlayerRef, Target } from '../cards/vocabulary';
import type { Condition } from '../cards/vocabulary-effects';
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
} from './board';
import { C, Z } from './keys';

/** Who an ability acts for and where it comes from. */
export interface Source {
  /** The ability's controller. */
  readonly controller: PlayerId;
  /** The ability's card (it may have left play). */
  readonly card: CardId;
  /** The event that triggered it, if any. */
  readonly event?: GameEvent;
}

/** Whether a card matches a filter, seen from `source` (F2, vocabulary `CardFilter`). */
export function matches(ctx: Ctx, card: CardId, filter: CardFilter, source: Source): boolean {
  const c = ctx.card(card);
  const printed = cardOf(ctx, card);
  if (filter.side === 'you' && c.controller !== source.controller) return false;
  if (filter.side === 'opponent' && !ctx.opponents(source.controller).includes(c.controller)) return false;
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

/**
 * The cards a target names now. `choose` asks the controller (a decision), so call this only from rules
 * code. A choice with no candidates yields nothing (D21).
 */
export function resolveTarget(ctx: Ctx, target: Target, source: Source, prompt: string): CardId[] {
  switch (target.kind) {
    case 'self':
      return inPlay(ctx, source.card) ? [source.card] : [];
    case 'host': {
      const host = inPlay(ctx, source.card) ? ctx.card(source.card).attachedTo : -1;
      return host >= 0 && inPlay(ctx, host) ? [host] : [];
    }
    case 'event': {
      const card = eventCard(source.event);
      return card >= 0 && inPlay(ctx, card) ? [card] : [];
    }
    case 'main': {
      const players = target.side === 'you' ? [source.controller] : ctx.opponents(source.controller);
      return players.map((p) => mainOf(ctx, p)).filter((c) => c >= 0);
    }
    case 'all':
      return inPlayMatching(ctx, target.filter, source);
    case 'choose': {
      const candidates = inPlayMatching(ctx, target.filter, source);
      if (candidates.length === 0) return [];
      const count = target.count ?? 1;
      return ctx.chooseCards(source.controller, candidates, {
        min: target.upTo ? 0 : Math.min(count, candidates.length),
        max: Math.min(count, candidates.length),
        prompt,
      });
    }
  }
}

/** The players a player reference names, in turn order. */
export function resolvePlayers(ctx: Ctx, who: PlayerRef, controller: PlayerId): PlayerId[] {
  if (who === 'you') return [controller];
  if (who === 'eachOpponent') return ctx.opponents(controller);
  return [controller, ...ctx.opponents(controller)];
}

/** Whether a condition holds for `source` now. */
export function holds(ctx: Ctx, condition: Condition, source: Source): boolean {
  const me = source.controller;
  switch (condition.test) {
    case 'behind':
      return isBehind(ctx, me);
    case 'controls':
      return (
        boardOf(ctx, me).filter((c) => matches(ctx, c, { ...condition.filter, side: 'you' }, source))
          .length >= condition.atLeast
      );
    case 'mostCharacters': {
      const mine = charactersOf(ctx, me).length;
      return ctx.opponents(me).every((p) => charactersOf(ctx, p).length < mine);
    }
    case 'mainUndamaged': {
      const main = mainOf(ctx, me);
      return main >= 0 && ctx.counter(main, C.damage) === 0;
    }
    case 'hasAttachment':
      return inPlay(ctx, source.card) && attachmentsOf(ctx, source.card).length > 0;
    case 'handSize':
      return ctx.count(Z.hand, me) >= condition.atLeast;
  }
}
