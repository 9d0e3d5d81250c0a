/**
 * When a player may do what: the Day's action steps (F4.2), the combat step (F6), response windows while
 * effects wait on the stack (F7.2, D22), and the end-of-Day window (F4.2i, D25). Morning, Evening and
 * Night allow no plays or activations (F4.1a, F4.4, D24).
 * @module
 */
import type { ActionSpec, Ctx } from '@cardloom/core';
import type { Effect } from '../cards/vocabulary-effects';
import { H } from './keys';

/** The kind of moment the game is in, for the player asked to act. */
export type Window = 'day' | 'combat' | 'stack' | 'last' | 'none';

/** Step ids of the turn structure. */
export const STEP = {
  morning: 'morning',
  main: 'main',
  combat: 'combat',
  last: 'last-window',
  evening: 'evening',
  night: 'night',
} as const;

/** The current window. */
export function windowOf(ctx: Ctx): Window {
  const { step } = ctx.step;
  if (step !== STEP.main && step !== STEP.combat && step !== STEP.last) return 'none';
  if (ctx.state.pending.length > 0) return 'stack';
  if (step === STEP.last) return ctx.state.priority ? 'last' : 'none';
  if (ctx.state.priority) return 'none';
  return step === STEP.combat ? 'combat' : 'day';
}

/** Whether the top item of the stack is an effect that a counter could cancel (not combat damage). */
export function effectOnStack(ctx: Ctx): boolean {
  const pending = ctx.state.pending;
  return pending.length > 0 && pending[pending.length - 1].task.h !== H.combatDamage;
}

/** Whether effects could do anything now: a lone counter needs an effect beneath it (F7.1). */
export function usefulNow(ctx: Ctx, effects: readonly Effect[]): boolean {
  return !effects.every((e) => e.do === 'counter') || effectOnStack(ctx);
}

/** A turn action of the Day's action steps (only the active player, stack empty). */
export function dayAction<A extends ActionSpec<any>>(spec: A): A {
  return {
    ...spec,
    windows: ['turn'],
    enumerate: (ctx, player, out) => {
      if (windowOf(ctx) === 'day' && player === ctx.active) spec.enumerate(ctx, player, out);
    },
  };
}
