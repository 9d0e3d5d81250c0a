/**
 * Playing a card (CR 4.3): pays the chosen cost (`costs.ts`, singers from `sing.ts`), records the
 * card as played, then the card enters play (`enter.ts`) or resolves as an action and leaves play
 * (CR 4.3.3.2).
 *
 * @module
 */

import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import { discardCards, E, payInk } from '../changes/moves.js';
import type { EffectResolver } from '../effects/exec.js';
import { rememberSingers } from '../history/resolution-memory.js';
import { cardOf, Z } from '../state/board.js';
import {
  freePlayCost,
  inkCostToPlay,
  inkPaid,
  payForFree,
  type PlayMode,
  shiftDiscards,
  shiftOf,
  shiftReduction,
  spendNextCosts,
} from './costs.js';
import { enterPlay } from './enter.js';
import { recordPlayed } from './played.js';
import { chooseSingers } from './sing.js';

/** Options for playing a card (from an effect: CR 6.7.7). */
export interface PlayOptions {
  /** Resolves an action's effect (the card language's `resolveEffect`). */
  readonly resolveEffect: EffectResolver;
  readonly entersExerted?: boolean;
  readonly afterResolving?: 'deckBottom';
  /**
   * For an action played while an effect resolves: hands its resolution to that effect, which
   * runs it once it finishes (CR 6.7.7.1). Without it the action resolves at once.
   */
  readonly defer?: (resolve: () => void) => void;
  /** Ink paid to play it (ink or Shift's ink cost), for “whenever you pay N {I} or less …”. */
  readonly paid?: number;
}

/**
 * Plays `card` for `player` (CR 4.3.2–4.3.3): pays the chosen cost, then the card enters play, or
 * resolves and goes to the discard if it is an action. Triggers wait in the bag (CR 4.3.4, 6.7.7).
 */
export function playCard(
  ctx: Ctx,
  player: PlayerId,
  card: CardId,
  mode: PlayMode,
  options: PlayOptions,
): void {
  const data = cardOf(ctx, card);
  const paid = inkPaid(ctx, player, card, mode);
  const singers = payFor(ctx, player, card, mode);
  recordPlayed(ctx, player, card);
  spendNextCosts(ctx, card, player);
  if (data.type === 'action') {
    resolveAction(ctx, player, card, singers, Object.assign({}, options, { paid }));
    return;
  }
  // Object.assign, not a spread with more keys: that is ~10× slower on Node 20's V8.
  enterPlay(ctx, player, card, mode, Object.assign({}, options, { paid }));
}

/** Pays the cost of `mode`; returns the singers, if sung. */
function payFor(ctx: Ctx, player: PlayerId, card: CardId, mode: PlayMode): CardId[] {
  switch (mode.kind) {
    case 'free': {
      const paying = freePlayCost(ctx, card, player);
      if (paying) payForFree(ctx, paying, card, player);
      return [];
    }
    case 'ink':
      payInk(ctx, player, inkCostToPlay(ctx, card, player));
      return [];
    case 'shift': {
      const shift = shiftOf(cardOf(ctx, card))!;
      if ('ink' in shift.cost)
        payInk(ctx, player, Math.max(0, shift.cost.ink - shiftReduction(ctx, card, player)));
      else {
        const hand = shiftDiscards(ctx, card, player);
        const n = shift.cost.discard;
        discardCards(
          ctx,
          player,
          ctx.chooseCards(player, hand, { min: n, max: n, prompt: 'Discard to pay Shift' }),
          'cost',
        );
      }
      return [];
    }
    case 'sing':
      ctx.setTapped(mode.singer, true);
      return [mode.singer];
    case 'singTogether':
      return chooseSingers(ctx, player, card);
  }
}

function resolveAction(
  ctx: Ctx,
  player: PlayerId,
  card: CardId,
  singers: CardId[],
  options: PlayOptions,
): void {
  ctx.move(card, Z.play, player, { cause: 'play', by: player });
  ctx.emit({ type: E.played, card, player, shifted: false, sung: singers.length > 0, paid: options.paid });
  for (const singer of singers) ctx.emit({ type: E.sang, card: singer, other: card, player });
  rememberSingers(ctx, card, singers);
  const resolve = () => {
    const effect = cardOf(ctx, card).effect ?? [];
    const saved = { self: ctx.self, actor: ctx.actor };
    ctx.self = card;
    ctx.actor = player;
    options.resolveEffect(ctx, effect, { source: card, controller: player, fromAction: true });
    ctx.self = saved.self;
    ctx.actor = saved.actor;
    afterAction(ctx, card, options);
  };
  if (options.defer) options.defer(resolve);
  else resolve();
}

/** A resolved action leaves play: to its owner's discard, or where its player's effect says. */
function afterAction(ctx: Ctx, card: CardId, options: PlayOptions): void {
  if (!ctx.isIn(card, Z.play)) return;
  if (options.afterResolving === 'deckBottom')
    ctx.move(card, Z.deck, ctx.card(card).owner, { position: 'bottom' });
  else ctx.move(card, Z.discard, ctx.card(card).owner, { cause: 'resolved' });
}
