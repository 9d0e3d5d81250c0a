/**
 * What happens to buffs (Lightseekers 2.5.3, 4.2.2–4.2.5, 4.3.6, 6 Expire/Restart/Rotate, 6.1.3,
 * 6.1.4, L16–L25): entering play, firing their effects, rotating, restarting, expiring and leaving play.
 * Whatever sets effects off takes the effect runner (`runEffects` of the card language) as `run`.
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import type { Effect } from '../../cards/vocabulary-effects.js';
import type { RunEffects } from '../language/frame.js';
import { buffOf, cardOf, triggersOf, Z } from '../table/catalog.js';
import { living } from '../table/seating.js';
import { type Env, envFor, sourceOf } from '../table/sources.js';
import { noteHandLeft } from '../table/turn-record.js';
import { cornerValue, EXPIRING, isRotating, ROT, rotationOf, topCorner } from './corners.js';
import { isActiveBuff, isDormantBuff } from './state.js';
import { storedUnder } from './stored.js';

/** The environment of a buff's own effects: its owner controls them, X is its corner value. */
export function buffEnv(ctx: Ctx, buff: CardId, extra: Partial<Env> = {}): Env {
  const owner = ctx.card(buff).owner;
  return envFor(sourceOf(ctx, buff, owner), owner, { buff, x: cornerValue(ctx, buff), ...extra });
}

/** The instant effects a buff fires now: its instant (or Multiplayer) effects and its corner's own. */
function instantEffects(ctx: Ctx, buff: CardId): readonly Effect[] {
  const def = buffOf(ctx, buff)!;
  const instant = def.multiplayer && living(ctx).length >= 3 ? def.multiplayer : (def.instant ?? []);
  const corner = topCorner(ctx, buff)?.effects ?? [];
  return corner.length ? [...instant, ...corner] : instant;
}

/** Fires a buff's instant effects if it is active (4.2.5, 4.3.6, L17), then turns a clunky buff (L18). */
export function fireBuff(ctx: Ctx, buff: CardId, run: RunEffects): void {
  if (!isActiveBuff(ctx, buff)) return;
  const effects = instantEffects(ctx, buff);
  if (effects.length === 0) return;
  run(ctx, effects, buffEnv(ctx, buff));
  afterBuffEffect(ctx, buff, run);
}

/** A clunky buff with no rotation condition turns once after its effect played out (2.5.3, L18). */
export function afterBuffEffect(ctx: Ctx, buff: CardId, run: RunEffects): void {
  if (!ctx.isIn(buff, Z.buffs) || ctx.state.status.over) return;
  const def = buffOf(ctx, buff);
  if (!def?.corners || def.rotatesIf) return;
  if (topCorner(ctx, buff)?.symbol === 'clunky') rotateBuff(ctx, buff, 'forward', 1, false, run);
}

/**
 * Rotates a buff outside the buff phase's rotation step (6 Rotate, 4.3.6): each corner reached fires
 * at once when `fire` is set; reaching an empty corner or upright Expires it at once (4.3, L19).
 * Backwards stops at the first corner; Dormant and permanent buffs don't turn.
 */
export function rotateBuff(
  ctx: Ctx,
  buff: CardId,
  direction: 'forward' | 'backward',
  steps: number,
  fire: boolean,
  run: RunEffects,
): void {
  if (!ctx.isIn(buff, Z.buffs) || !isRotating(ctx, buff) || isDormantBuff(ctx, buff)) return;
  const corners = buffOf(ctx, buff)!.corners!;
  for (let i = 0; i < steps && ctx.isIn(buff, Z.buffs) && !ctx.state.status.over; i++) {
    const rot = rotationOf(ctx, buff);
    if (direction === 'backward') {
      if (rot === 0) return;
      ctx.setCounter(buff, ROT, rot - 1);
    } else {
      const next = rot + 1;
      if (next === 4 || corners[next] === null) {
        expireBuff(ctx, buff, run);
        return;
      }
      ctx.setCounter(buff, ROT, next);
    }
    if (fire) fireBuff(ctx, buff, run);
  }
}

/**
 * The buff phase's rotation (4.2.2): one turn anticlockwise; a buff that reaches an empty corner or
 * upright waits (inactive) to Expire in step 4.2.4.
 */
export function rotateInBuffPhase(ctx: Ctx, buff: CardId): void {
  if (isDormantBuff(ctx, buff)) return;
  const corners = buffOf(ctx, buff)!.corners!;
  const next = rotationOf(ctx, buff) + 1;
  if (next === 4 || corners[next] === null) ctx.setCounter(buff, EXPIRING, 1);
  ctx.setCounter(buff, ROT, next % 4);
}

/** Turns a buff back upright and fires its original effect (6 Restart); Dormant buffs can't. */
export function restartBuff(ctx: Ctx, buff: CardId, run: RunEffects): void {
  if (!ctx.isIn(buff, Z.buffs) || isDormantBuff(ctx, buff) || !isRotating(ctx, buff)) return;
  ctx.setCounter(buff, ROT, 0);
  fireBuff(ctx, buff, run);
}

function runOwnTriggers(ctx: Ctx, buff: CardId, on: 'expire' | 'leavePlay', env: Env, run: RunEffects): void {
  for (const trigger of triggersOf(cardOf(ctx, buff))) {
    if (trigger.when.on === on && !ctx.state.status.over) run(ctx, trigger.effects, env);
  }
}

/**
 * A buff Expires (4.2.4, 6 Expire): its Expire effects run while it is in transition, then it goes to
 * the top of the discard pile with the cards it stored (L20, L23).
 */
export function expireBuff(ctx: Ctx, buff: CardId, run: RunEffects): void {
  if (!ctx.isIn(buff, Z.buffs)) return;
  const owner = ctx.card(buff).owner;
  const dormant = isDormantBuff(ctx, buff);
  const env = buffEnv(ctx, buff);
  const stored = storedUnder(ctx, buff);
  ctx.move(buff, Z.limbo, owner, { cause: 'expire' });
  if (!dormant) {
    runOwnTriggers(ctx, buff, 'expire', env, run);
    runOwnTriggers(ctx, buff, 'leavePlay', env, run);
  }
  for (const c of stored) ctx.move(c, Z.discard, owner, { cause: 'stored' });
  if (ctx.isIn(buff, Z.limbo)) ctx.move(buff, Z.discard, owner, { cause: 'expire' });
}

/**
 * A buff leaves play other than by expiring (Remove, Return, Swap, moves; 6.1.3): stored cards share
 * its fate (6.1.4), and its leave-play effects run unless it was Dormant (6 Dormant).
 */
export function leavePlay(
  ctx: Ctx,
  card: CardId,
  to: 'discard' | 'hand',
  cause: string,
  by: PlayerId,
  run: RunEffects,
  position?: number,
): void {
  const owner = ctx.card(card).owner;
  const isBuff = ctx.isIn(card, Z.buffs);
  const dormant = isBuff && isDormantBuff(ctx, card);
  const env = isBuff ? buffEnv(ctx, card) : envFor(sourceOf(ctx, card, owner), owner);
  const stored = isBuff ? storedUnder(ctx, card) : [];
  for (const c of stored) ctx.move(c, to === 'hand' ? Z.hand : Z.discard, owner, { cause: 'stored', by });
  ctx.move(card, to === 'hand' ? Z.hand : Z.discard, owner, {
    cause,
    by,
    ...(position === undefined ? {} : { position }),
  });
  if (!dormant) runOwnTriggers(ctx, card, 'leavePlay', env, run);
}

/** Puts a buff into its owner's buff area (at `position`, else rightmost) and fires it (4.3.6, L24–L25). */
export function enterPlay(
  ctx: Ctx,
  buff: CardId,
  owner: PlayerId,
  cause: string,
  run: RunEffects,
  position?: number,
): void {
  if (ctx.isIn(buff, Z.hand)) noteHandLeft(ctx, ctx.card(buff).owner);
  ctx.move(buff, Z.buffs, owner, { cause, by: owner, position: position ?? 'bottom' });
  fireBuff(ctx, buff, run);
}
