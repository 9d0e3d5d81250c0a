/**
 * Recording a card as played (CR 4.3): turn history, and once-per-turn payment modifiers (“Once
 * during your turn, you pay 1 {I} less for the next character you play this turn”) spent.
 *
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import type { Ability } from '../../cards/vocabulary-abilities.js';
import type { StaticAbility, StaticEffect } from '../../cards/vocabulary-statics.js';
import { matches } from '../effects/match.js';
import { historyRead, PLAYED } from '../history/history.js';
import { holds } from '../language/conditions.js';
import { cardOf, inPlay } from '../state/board.js';
import { idsWithAbility } from '../state/present-cards.js';

/** A once-per-turn payment modifier (“Once during your turn, you pay 1 {I} less …”). */
type OnceReduction = StaticAbility & { readonly effect: Extract<StaticEffect, { costReduction: unknown }> };

function isOnceReduction(a: Ability): a is OnceReduction {
  return a.kind === 'static' && 'costReduction' in a.effect && a.effect.oncePerTurn === true;
}

/** The key of the cards with once-per-turn payment modifiers among the game's present-card memos. */
const ONCE_REDUCERS = {};
const onceReducerCards = idsWithAbility(isOnceReduction);

/** The key a once-per-turn payment modifier of `source` is spent under this turn. */
export function onceReductionKey(ctx: Ctx, source: CardId, ability: string): string {
  return `reduce.${source}.${ctx.card(source).stamp}.${ability}`;
}

/**
 * Records that `player` played `card` (after paying, CR 4.3.2): the card counts as played this turn,
 * and once-per-turn payment modifiers that applied to it are spent for the turn.
 */
export function recordPlayed(ctx: Ctx, player: PlayerId, card: CardId): void {
  if (historyRead(ctx, 'playedThisTurn')) ctx.bump(`${PLAYED}${player}.${card}`);
  // Most games hold no such modifier: one memo lookup instead of reading every static in play.
  const reducers = ctx.presentMemo(ONCE_REDUCERS, onceReducerCards);
  if (reducers.size === 0) return;
  for (const source of inPlay(ctx, player)) {
    if (!reducers.has(ctx.card(source).def)) continue;
    for (const a of cardOf(ctx, source).abilities ?? []) {
      if (!isOnceReduction(a)) continue;
      const filter = a.effect.for;
      if (filter === 'self' || !matches(ctx, card, filter, source, player)) continue;
      if (a.condition && !holds(ctx, a.condition, source, player)) continue;
      ctx.bump(onceReductionKey(ctx, source, a.name));
    }
  }
}
