/**
 * The chain (Lore 4.4–4.6): in the combat window every player in turn order may add one subterfuge
 * card or subterfuge-timed ability, then priority passes (the kernel's priority step). When all pass
 * in succession the chain resolves newest first, each item's triggers before the next item — the
 * kernel's queue `chain` does that in the chain step.
 *
 * @module
 */
import type { Action, ActionSpec, CardId, Ctx, Json } from '@cardloom/core';
import { offerPlays } from '../play/actions.js';
import { activateAbility, enumerateActivations, playCard, resolveChainItem } from '../play/play.js';
import { chainEntry } from '../state/chain.js';
import { V } from '../state/keys.js';

const inWindow = (ctx: Ctx) => ctx.step.step === 'subterfuge';

type CardAction = Action & { card: CardId };

/** Lore 4.4: play a subterfuge onto the chain. */
export const chainPlayAction: ActionSpec<CardAction & { host: CardId }> = {
  type: 'subterfuge',
  rule: 'Lore 4.4',
  windows: ['priority'],
  enumerate(ctx, player, out) {
    if (inWindow(ctx)) offerPlays(ctx, player, out, 'subterfuge', 'chain');
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

/** Lore 4.6: a chain item resolves (the kernel's queue calls it newest first); nobody loses meanwhile. */
export function resolveChainTask(ctx: Ctx, args: Json): void {
  ctx.setVar(V.chainResolving, true);
  resolveChainItem(ctx, ctx.actor, chainEntry(args));
}

/** The chain step ends once the chain is empty and its last item's triggers have resolved. */
export function endChainStep(ctx: Ctx): void {
  if (ctx.getVar(V.chainResolving)) ctx.setVar(V.chainResolving, false);
}
