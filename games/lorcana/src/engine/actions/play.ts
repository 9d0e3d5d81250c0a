/**
 * Play a card as a turn action (CR 4.3): one action per way to pay — ink (with payment modifiers),
 * “for free”, Shift onto each eligible character, singing with each eligible singer, or Sing
 * Together (the singers are chosen as it is paid).
 *
 * @module
 */
import type { Action, ActionSpec, CardId, Ctx, PlayerId } from '@cardloom/core';
import { cardOf, readyInk, Z } from '../board.js';
import {
  canPayShift,
  canPlayActions,
  canSingTogether,
  freeToPlay,
  inkCostToPlay,
  type PlayMode,
  playCard,
  shiftTargets,
  soloSingers,
} from '../play.js';
import { statOf } from '../stats.js';

/** `{ type: 'play', player, card, mode, onto?, singer? }` */
export type PlayAction = Action & {
  readonly card: CardId;
  readonly mode: PlayMode['kind'];
  readonly onto?: CardId;
  readonly singer?: CardId;
};

/** Appends every way `player` can play `card` from hand now (`ink`: their ready ink). */
export function playOptions(
  ctx: Ctx,
  player: PlayerId,
  card: CardId,
  out: Action[],
  ink = readyInk(ctx, player),
  actionsAllowed = canPlayActions(ctx, player),
): void {
  const data = cardOf(ctx, card);
  if (data.type === 'action' && !actionsAllowed) return;
  const base = { type: 'play', player, card };
  if (ink >= inkCostToPlay(ctx, card, player)) out.push({ ...base, mode: 'ink' });
  if (freeToPlay(ctx, card, player)) out.push({ ...base, mode: 'free' });
  if (
    data.type === 'character' &&
    data.keywords &&
    statOf(ctx, card, 'kw.shift') > 0 &&
    canPayShift(ctx, card, player)
  ) {
    for (const onto of shiftTargets(ctx, card, player)) out.push({ ...base, mode: 'shift', onto });
  }
  if (data.song) {
    for (const singer of soloSingers(ctx, card, player)) out.push({ ...base, mode: 'sing', singer });
    if (canSingTogether(ctx, card, player)) out.push({ ...base, mode: 'singTogether' });
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
    const seen = new Set<string>();
    const ink = readyInk(ctx, player);
    const actionsAllowed = canPlayActions(ctx, player);
    for (const card of ctx.cards(Z.hand, player)) {
      const def = ctx.card(card).def;
      if (seen.has(def)) continue;
      seen.add(def);
      playOptions(ctx, player, card, out, ink, actionsAllowed);
    }
  },
  perform(ctx, action) {
    playCard(ctx, action.player, action.card, modeOf(action));
  },
};
