/**
 * The five phases of a turn (Lightseekers 4, 4.1–4.5.1) as kernel turn structure: start of turn, the
 * buff phase's five steps, the action phase, the draw phase, end of turn and the Empty Deck Check.
 * @module
 */
import type { CardId, Ctx, PhaseSpec, TurnSpec } from '@cardloom/core';
import { EXPIRING, isRotating, topCorner } from '../buffs/corners.js';
import { buffEnv, expireBuff, fireBuff, leavePlay, rotateInBuffPhase } from '../buffs/lifecycle.js';
import { isDormantBuff } from '../buffs/state.js';
import { runEffects, testCondition } from '../language/index.js';
import { drawCards } from '../language/verbs-cards.js';
import { buffOf, Z } from '../table/catalog.js';
import { noteTurnEnd } from '../table/discard-memory.js';
import { EV } from '../table/events.js';
import { removePlayer } from '../table/removal.js';
import { leftOf } from '../table/seating.js';
import { resetSince } from '../table/since.js';
import { resetTurn, turnInfo } from '../table/turn-record.js';
import { remainingActions } from './turn-state.js';

/** Game variable: buffs that rotated in this buff phase (4.2.4). */
const ROTATED = 'ls.rotated';

/** Step 4.2.2: orb buffs turn; clunky buffs turn only if their condition holds (2.5.3, L18). */
function rotateStep(ctx: Ctx): void {
  const rotated: CardId[] = [];
  for (const buff of [...ctx.cards(Z.buffs, ctx.active)]) {
    if (!isRotating(ctx, buff) || isDormantBuff(ctx, buff)) continue;
    const def = buffOf(ctx, buff)!;
    const corner = topCorner(ctx, buff);
    const turns =
      corner?.symbol === 'orb' ||
      (def.rotatesIf !== undefined && testCondition(ctx, buffEnv(ctx, buff), def.rotatesIf));
    if (!turns) continue;
    rotateInBuffPhase(ctx, buff);
    rotated.push(buff);
  }
  ctx.setVar(ROTATED, rotated);
}

/** Step 4.2.4: rotated buffs on an empty corner or back upright Expire, in play order, one by one. */
function expireStep(ctx: Ctx): void {
  const rotated = ctx.getVar<CardId[]>(ROTATED) ?? [];
  for (const buff of [...ctx.cards(Z.buffs, ctx.active)]) {
    if (rotated.includes(buff) && ctx.isIn(buff, Z.buffs) && ctx.counter(buff, EXPIRING) > 0)
      expireBuff(ctx, buff, runEffects);
  }
}

/** Step 4.2.5: active buffs fire their instant effects in play order. */
function instantStep(ctx: Ctx): void {
  for (const buff of [...ctx.cards(Z.buffs, ctx.active)]) {
    if (ctx.state.status.over) return;
    if (ctx.isIn(buff, Z.buffs, ctx.active)) fireBuff(ctx, buff, runEffects);
  }
}

/** 4.4: one card per unspent action; after a combo, one more (L35). */
export function drawPhase(ctx: Ctx): void {
  const p = ctx.active;
  const n = remainingActions(ctx, p) + (turnInfo(ctx).combo ? 1 : 0);
  drawCards(ctx, p, n);
}

/** 4.5.1: with an empty deck and no card gone from hand this turn, discard something or be removed. */
export function emptyDeckCheck(ctx: Ctx): void {
  const p = ctx.active;
  if (ctx.count(Z.deck, p) > 0 || turnInfo(ctx).handLeft) return;
  const options = [...ctx.cards(Z.buffs, p), ...ctx.cards(Z.items, p), ...ctx.cards(Z.hand, p)];
  if (options.length === 0) {
    removePlayer(ctx, p, null, 'empty-deck');
    return;
  }
  const [card] = ctx.chooseCards(p, options, {
    prompt: 'Empty Deck Check: move a buff, item or hand card to your discard pile',
    rule: 'Lightseekers 4.5.1',
  });
  if (ctx.isIn(card, Z.buffs)) leavePlay(ctx, card, 'discard', 'empty-deck-check', p, runEffects);
  else ctx.move(card, Z.discard, p, { cause: 'empty-deck-check', by: p });
}

const emit = (type: string) => (ctx: Ctx) => ctx.emit({ type, player: ctx.active });

/** The phases (4). */
export const PHASES: readonly PhaseSpec[] = [
  {
    id: 'start',
    rule: 'Lightseekers 4.1',
    steps: [{ id: 'start-of-turn', mode: 'auto', enter: emit(EV.startOfTurn) }],
  },
  {
    id: 'buff',
    rule: 'Lightseekers 4.2',
    steps: [
      { id: 'items-and-hero', mode: 'auto', rule: 'Lightseekers 4.2.1', enter: emit(EV.eachTurn) },
      { id: 'rotate', mode: 'auto', rule: 'Lightseekers 4.2.2', enter: rotateStep },
      // Lingering effects are computed from the buffs' current state, so they apply from here on.
      { id: 'lingering', mode: 'auto', rule: 'Lightseekers 4.2.3' },
      { id: 'expire', mode: 'auto', rule: 'Lightseekers 4.2.4', enter: expireStep },
      { id: 'instant', mode: 'auto', rule: 'Lightseekers 4.2.5', enter: instantStep },
    ],
  },
  {
    id: 'action',
    rule: 'Lightseekers 4.3',
    steps: [
      {
        id: 'actions',
        mode: 'actions',
        rule: 'Lightseekers 4.3',
        enter: (ctx) => {
          if (remainingActions(ctx, ctx.active) === 0) ctx.endStep();
        },
      },
    ],
  },
  { id: 'draw', rule: 'Lightseekers 4.4', steps: [{ id: 'draw', mode: 'auto', enter: drawPhase }] },
  {
    id: 'end',
    rule: 'Lightseekers 4.5',
    steps: [
      { id: 'end-of-turn', mode: 'auto', enter: emit(EV.endOfTurn) },
      { id: 'empty-deck-check', mode: 'auto', rule: 'Lightseekers 4.5.1', enter: emptyDeckCheck },
    ],
  },
];

/** The turn (4): fresh bookkeeping at the start; "since your last turn" restarts at its end (L37). */
export const TURN: TurnSpec = {
  phases: PHASES,
  next: (ctx, p) => leftOf(ctx, p),
  start: (ctx) => resetTurn(ctx),
  end: (ctx) => {
    noteTurnEnd(ctx);
    resetSince(ctx, ctx.active);
    ctx.setVar(ROTATED, []);
  },
};
