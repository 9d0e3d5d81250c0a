/**
 * The chain (Lore 4.4–4.6): in the combat window every player in turn order may add one subterfuge
 * card or subterfuge-timed ability, then priority passes (the kernel's priority step). When all pass
 * in succession the chain resolves newest first, each item's triggers before the next item.
 *
 * @module
 */
import type { Action, ActionSpec, CardId, Ctx } from '@cardloom/core';
import { underCards } from '../play/actions.js';
import {
  activateAbility,
  canPlayCard,
  enumerateActivations,
  playCard,
  resolveTopOfChain,
} from '../play/play.js';
import { chainItems } from '../state/chain.js';
import { V, Z } from '../state/keys.js';

const inWindow = (ctx: Ctx) => ctx.step.step === 'subterfuge';

type CardAction = Action & { card: CardId };

/** Lore 4.4: play a subterfuge onto the chain. */
export const chainPlayAction: ActionSpec<CardAction & { host: CardId }> = {
  type: 'subterfuge',
  rule: 'Lore 4.4',
  windows: ['priority'],
  enumerate(ctx, player, out) {
    if (!inWindow(ctx)) return;
    const seen = new Set<string>();
    const offer = (card: CardId, host: CardId) => {
      const key = `${ctx.card(card).def}@${host}`;
      if (seen.has(key)) return;
      seen.add(key);
      if (canPlayCard(ctx, player, card, host, 'chain')) out.push({ type: 'subterfuge', player, card, host });
    };
    for (const card of ctx.cards(Z.hand, player)) offer(card, -1);
    for (const { card, host } of underCards(ctx, player)) offer(card, host);
  },
  perform: (ctx, a) => playCard(ctx, a.player, a.card, a.host, 'chain'),
};

/** Lore 4.4: activate an ability "as a subterfuge" onto the chain. */
export const chainActivateAction: ActionSpec<CardAction & { ability: number }> = {
  type: 'subterfuge-ability',
  rule: 'Lore 4.4',
  windows: ['priority'],
  enumerate(ctx, player, out) {
    if (inWindow(ctx)) enumerateActivations(ctx, player, out, 'subterfuge-ability', 'chain');
  },
  perform: (ctx, a) => activateAbility(ctx, a.player, a.card, a.ability, 'chain'),
};

/** The handler that resolves the chain one item at a time (so triggers resolve in between). */
export const CHAIN_NEXT = 'lore/chain-next';

/** Lore 4.6: resolve the newest item, then schedule the next; nobody loses until the chain is done. */
export function resolveChainStep(ctx: Ctx): void {
  if (chainItems(ctx).length === 0) {
    if (ctx.getVar(V.chainResolving)) ctx.setVar(V.chainResolving, false);
    return;
  }
  ctx.setVar(V.chainResolving, true);
  resolveTopOfChain(ctx);
  ctx.after(CHAIN_NEXT);
}
