/**
 * Calculations made when a card is played (Lightseekers 4.3.3, L50): the numbers and conditions of a
 * played card or used Ability are worked out the moment it is played, while its effects play out only
 * after the triggers it caused. Each `if` becomes the branch it takes and counted and X amounts become
 * numbers — unless working one out would ask a player to choose (a chosen hero, L43), which waits for
 * resolution. Power modifiers still apply when the effects play out (4.3.3).
 * @module
 */
import type { Ctx } from '@cardloom/core';
import type { Amount, Condition, Effect } from '../../cards/vocabulary-effects.js';
import type { Env } from '../table/sources.js';
import { within } from './frame.js';
import { LIGHTSEEKERS_LANGUAGE as LANG, runEffects } from './index.js';

/** Whether working out a condition would ask a player to choose (left for resolution, L43). */
function conditionAsks(condition: Condition): boolean {
  if (condition === 'youDid') return false;
  if ('not' in condition) return conditionAsks(condition.not);
  if ('all' in condition) return condition.all.some(conditionAsks);
  if ('any' in condition) return condition.any.some(conditionAsks);
  if ('compare' in condition) return amountAsks(condition.compare);
  return 'who' in condition && condition.who === 'chosenOther';
}

/** Whether working out an amount would ask a player to choose (a count over a chosen hero). */
function amountAsks(amount: Amount): boolean {
  return typeof amount === 'object' && 'count' in amount && 'of' in amount && amount.of === 'chosenOther';
}

/** The card's effects with their calculations made now, in their surroundings (4.3.3, L50). */
export function calculateNow(ctx: Ctx, env: Env, effects: readonly Effect[]): Effect[] {
  return within({ ctx, env, run: runEffects }, () => {
    const now = LANG.env(ctx, { controller: env.source.controller, card: env.source.card });
    const amount = (a: Amount): Amount => (amountAsks(a) ? a : now.amount(a));
    const plan = (steps: readonly Effect[]): Effect[] => {
      const out: Effect[] = [];
      for (const step of steps) {
        if (step.do === 'if' && !conditionAsks(step.if))
          out.push(...plan(now.holds(step.if) ? step.steps : (step.otherwise ?? [])));
        else if (step.do === 'damage' || step.do === 'heal')
          out.push({ ...step, amount: amount(step.amount) });
        else if (step.do === 'draw') out.push({ ...step, count: amount(step.count) });
        else out.push(step);
      }
      return out;
    };
    return plan(effects);
  });
}
