/**
 * The turn sequence as data (F4): Morning, Day with its last window for abilities (F4.2i), Combat
 * (entered from the Day and back to it, F4.2h, F6.8), Evening and Night.
 * @module
 */
import type { Ctx, TurnSpec } from '@cardloom/core';
import { boardOf, charactersOf, healthOf, mainOf, refreshOne, scoreOf } from './board';
import { C, E, K, P } from './keys';
import { commandOf, emptyPools, readyResourceTokens } from './resources';
import { STEP } from './windows';

/** F4.1: remove one exhaustion counter from each card you control, ready resource tokens, refill command tokens. */
function morning(ctx: Ctx): void {
  const player = ctx.active;
  for (const card of boardOf(ctx, player)) if (ctx.counter(card, C.exhaustion) > 0) refreshOne(ctx, card);
  readyResourceTokens(ctx, player);
  if (commandOf(ctx, player) < 2) ctx.setPlayerCounter(player, P.command, 2);
  ctx.emit({ type: E.morning, player });
}

/** F4.3: "until end of turn" effects expire in the Evening. */
function evening(ctx: Ctx): void {
  ctx.removeEffects((effect) => effect.duration.until === 'end-of-turn');
}

/** The game variable counting completed rounds (D32). */
export const ROUNDS_VAR = 'rounds';

/**
 * D32: a round ends with the turn of the last player still in the game, in turn order from the first
 * player; the next turn goes back round to the start. Counting rounds this way, not turns, keeps the
 * limit at the same number of rounds after an elimination.
 */
function roundEnds(ctx: Ctx): boolean {
  const n = ctx.playerCount;
  const first = ctx.state.turn.first;
  const seat = (p: number) => (p - first + n) % n;
  return seat(ctx.nextPlayer(ctx.active)) <= seat(ctx.active);
}

/** D32: after the last round, most victory tokens wins, then the most remaining main character defense. */
function roundLimit(ctx: Ctx): void {
  if (!roundEnds(ctx)) return;
  const rounds = (ctx.getVar<number>(ROUNDS_VAR) ?? 0) + 1;
  ctx.setVar(ROUNDS_VAR, rounds);
  const limit = ctx.option<number>('roundLimit');
  if (!limit || rounds < limit) return;
  const alive = ctx.playersInOrder(ctx.active);
  const key = (p: number) => {
    const main = mainOf(ctx, p);
    return [scoreOf(ctx, p), main >= 0 ? healthOf(ctx, main) : 0, charactersOf(ctx, p).length];
  };
  const better = (a: number[], b: number[]) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] > b[i];
    return false;
  };
  let best = [alive[0]];
  for (const p of alive.slice(1)) {
    if (better(key(p), key(best[0]))) best = [p];
    else if (!better(key(best[0]), key(p))) best.push(p);
  }
  if (best.length === 1) ctx.win(best, 'round-limit');
  else ctx.drawGame('round-limit');
}

/** The combat step runs only between `enter-combat` and `end-combat` (F4.2h, F6.8). */
const inCombat = (ctx: Ctx) => ctx.countThisTurn(K.combat) > ctx.countThisTurn(K.combatEnded);

/**
 * The turn structure. Combat is entered from the Day's main step and returns to it (`ctx.goToStep`,
 * F6.8); in the normal order of steps, after the Day, it is skipped.
 */
export const TURN: TurnSpec = {
  phases: [
    {
      id: 'morning',
      rule: 'F4.1',
      steps: [{ id: STEP.morning, mode: 'auto', rule: 'F4.1', enter: morning, exit: emptyPools }],
    },
    {
      id: 'day',
      rule: 'F4.2',
      steps: [
        { id: STEP.main, mode: 'actions', rule: 'F4.2' },
        { id: STEP.last, mode: 'priority', rule: 'F4.2i', exit: emptyPools },
      ],
    },
    {
      id: 'combat',
      rule: 'F6',
      steps: [{ id: STEP.combat, mode: 'actions', rule: 'F6', skip: (ctx) => !inCombat(ctx) }],
    },
    {
      id: 'evening',
      rule: 'F4.3',
      steps: [{ id: STEP.evening, mode: 'auto', rule: 'F4.3', enter: evening }],
    },
    { id: 'night', rule: 'F4.4', steps: [{ id: STEP.night, mode: 'auto', rule: 'F4.4', enter: roundLimit }] },
  ],
};
