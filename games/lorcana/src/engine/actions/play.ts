/**
 * Play a card as a turn action (CR 4.3): one action per way to pay — ink (with payment modifiers),
 * “for free”, Shift onto each eligible character, singing with each eligible singer, or Sing
 * Together (the singers are chosen as it is paid).
 *
 * @module
 */

import type { Action, ActionSpec, CardId, Ctx, PlayerId } from '@cardloom/core';
import { selfPlayAllowed } from '../abilities/enter-rules.js';
import { playableFromUnder } from '../changes/under.js';
import { resolveEffect } from '../language/index.js';
import {
  CANT_PLAY,
  canPayShift,
  canPlayActions,
  freeToPlay,
  inkCostToPlay,
  type PlayMode,
  shiftOf,
  shiftTargets,
} from '../play/costs.js';
import { playCard } from '../play/play.js';
import { canSing, singValue } from '../play/sing.js';
import { cardOf, charactersOf, readyInk, Z } from '../state/board.js';
import { CANT_PLAY_ITEMS } from '../state/play-limits.js';
import { hasStat, playerStatOf, statOf } from '../state/stats.js';

/** `{ type: 'play', player, card, mode, onto?, singer? }` */
export type PlayAction = Action & {
  readonly card: CardId;
  readonly mode: PlayMode['kind'];
  readonly onto?: CardId;
  readonly singer?: CardId;
};

/** What every card's play options share in one enumeration. */
interface PlayContext {
  readonly ink: number;
  readonly actionsAllowed: boolean;
  /** Characters able to sing now, with the cost they count as (computed on first need). */
  singers?: readonly { readonly card: CardId; readonly value: number }[];
}

function singersOf(ctx: Ctx, player: PlayerId, pc: PlayContext) {
  return (pc.singers ??= charactersOf(ctx, player)
    .filter((c) => canSing(ctx, c))
    .map((card) => ({ card, value: singValue(ctx, card) })));
}

/** Appends every way `player` can play `card` from hand now. */
export function playOptions(
  ctx: Ctx,
  player: PlayerId,
  card: CardId,
  out: Action[],
  pc: PlayContext = { ink: readyInk(ctx, player), actionsAllowed: canPlayActions(ctx, player) },
): void {
  const data = cardOf(ctx, card);
  if (data.type === 'action' && !pc.actionsAllowed) return;
  if (data.type === 'item' && playerStatOf(ctx, player, CANT_PLAY_ITEMS) > 0) return;
  if (hasStat(ctx, card, CANT_PLAY)) return;
  if (data.abilities && !selfPlayAllowed(ctx, card, player)) return;
  if (pc.ink >= inkCostToPlay(ctx, card, player)) out.push({ type: 'play', player, card, mode: 'ink' });
  if (data.abilities && freeToPlay(ctx, card, player)) out.push({ type: 'play', player, card, mode: 'free' });
  if (data.type === 'character' && data.keywords && shiftOf(data) && canPayShift(ctx, card, player)) {
    for (const onto of shiftTargets(ctx, card, player))
      out.push({ type: 'play', player, card, mode: 'shift', onto });
  }
  if (data.song) {
    const singers = singersOf(ctx, player, pc);
    let total = 0;
    for (const s of singers) {
      total += s.value;
      if (s.value >= data.cost) out.push({ type: 'play', player, card, mode: 'sing', singer: s.card });
    }
    const together = statOf(ctx, card, 'kw.singTogether');
    if (together > 0 && total >= together) out.push({ type: 'play', player, card, mode: 'singTogether' });
  }
}

function modeOf(action: PlayAction): PlayMode {
  switch (action.mode) {
    case 'shift':
      return { kind: 'shift', onto: action.onto! };
    case 'sing':
      return { kind: 'sing', singer: action.singer! };
    default:
      return { kind: action.mode } as PlayMode;
  }
}

/** The play-a-card turn action. Copies of the same card in hand are offered once. */
export const playAction: ActionSpec<PlayAction> = {
  type: 'play',
  rule: '4.3',
  enumerate(ctx, player, out) {
    const hand = ctx.cards(Z.hand, player);
    // “You may play characters from under this item”: played like from hand (CR 5.1.1.5).
    const under = playableFromUnder(ctx, player);
    if (hand.length === 0 && under.length === 0) return;
    const pc: PlayContext = { ink: readyInk(ctx, player), actionsAllowed: canPlayActions(ctx, player) };
    for (const card of under)
      if (pc.ink >= inkCostToPlay(ctx, card, player)) out.push({ type: 'play', player, card, mode: 'ink' });
    const seen: string[] = [];
    for (const card of hand) {
      const def = ctx.state.cards[card].def;
      if (seen.includes(def)) continue;
      seen.push(def);
      playOptions(ctx, player, card, out, pc);
    }
  },
  perform(ctx, action) {
    playCard(ctx, action.player, action.card, modeOf(action), { resolveEffect });
  },
};
