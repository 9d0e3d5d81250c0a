/**
 * The Day's command token actions (F4.2b–d), entering combat (F4.2h) and ending the Day.
 * @module
 */
import type { Action, ActionSpec, CardId, Ctx, PlayerId } from '@cardloom/core';
import { addVictory, boardOf, hasOpenField, isBehind } from '../board';
import { K, P, V, Z } from '../keys';
import { commandOf, emptyPools, spendCommand } from '../resources';
import { dayAction, STEP } from '../windows';

/** F4.2b: any number of times, a command token draws a card (none from an empty deck, D33). */
export const drawAction: ActionSpec = dayAction({
  type: 'draw',
  rule: 'F4.2b',
  enumerate(ctx: Ctx, player: PlayerId, out: Action[]) {
    if (commandOf(ctx, player) > 0 && ctx.count(Z.deck, player) > 0) out.push({ type: 'draw', player });
  },
  perform(ctx: Ctx, action: Action) {
    spendCommand(ctx, action.player);
    ctx.draw(action.player, 1, Z.deck, Z.hand);
  },
});

/** F3.2 / F4.2c: once per turn, a command token becomes a factionless resource token (D6). */
export const tradeResourceAction: ActionSpec = dayAction({
  type: 'trade-resource',
  rule: 'F3.2',
  enumerate(ctx: Ctx, player: PlayerId, out: Action[]) {
    if (commandOf(ctx, player) > 0 && ctx.countThisTurn(K.tradeResource) === 0)
      out.push({ type: 'trade-resource', player });
  },
  perform(ctx: Ctx, action: Action) {
    ctx.bump(K.tradeResource);
    spendCommand(ctx, action.player);
    ctx.addPlayerCounter(action.player, P.tokens('none'), 1);
  },
});

/** F4.2d: once per turn, while behind every other player, a command token becomes a victory token (D13). */
export const tradeVictoryAction: ActionSpec<Action & { card: CardId }> = dayAction({
  type: 'trade-victory',
  rule: 'F4.2d',
  enumerate(ctx: Ctx, player: PlayerId, out: Action[]) {
    if (commandOf(ctx, player) === 0 || ctx.countThisTurn(K.tradeVictory) > 0 || !isBehind(ctx, player))
      return;
    for (const card of boardOf(ctx, player))
      if (hasOpenField(ctx, card)) out.push({ type: 'trade-victory', player, card });
  },
  perform(ctx: Ctx, action: Action & { card: CardId }) {
    ctx.bump(K.tradeVictory);
    spendCommand(ctx, action.player);
    addVictory(ctx, action.card, 1);
  },
});

/** F4.2h: once per turn, not on the very first turn of the game (D20), enter the Combat phase. */
export const enterCombatAction: ActionSpec = dayAction({
  type: 'enter-combat',
  rule: 'F4.2h',
  enumerate(ctx: Ctx, player: PlayerId, out: Action[]) {
    if (ctx.step.step === STEP.main && ctx.turnNumber > 1 && ctx.countThisTurn(K.combat) === 0)
      out.push({ type: 'enter-combat', player });
  },
  perform(ctx: Ctx) {
    ctx.bump(K.combat);
    // No attack is under way: one left by a player eliminated mid-attack (D33) must not block this combat.
    ctx.setVar(V.attack, null);
    emptyPools(ctx); // this part of the Day ends (F3.3, D29)
    ctx.goToStep('combat', STEP.combat);
  },
});

/** Ends the Day's actions; the end-of-Day window follows (F4.2i). */
export const endDayAction: ActionSpec = dayAction({
  type: 'end-day',
  rule: 'F4.2i',
  enumerate(_ctx: Ctx, player: PlayerId, out: Action[]) {
    out.push({ type: 'end-day', player });
  },
  perform(ctx: Ctx) {
    ctx.endStep();
  },
});
