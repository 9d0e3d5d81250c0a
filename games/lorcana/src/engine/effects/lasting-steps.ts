/**
 * Steps that leave something behind: characteristic modifiers, granted keywords and restrictions
 * (CR 6.4.2, 6.6), payment modifiers (CR 4.3.6), floating and delayed triggers (CR 6.2.7) and
 * replacement effects created by an effect (CR 6.5).
 *
 * @module
 */
import type { CardId } from '@cardloom/core';
import type { Step } from '../../cards/vocabulary-effects.js';
import { currentChallenge } from '../board.js';
import type { Exec } from '../exec.js';
import { modifyCards, modifyPlayers } from '../lasting.js';
import { amountOf, holds, playersOf } from '../match.js';
import { addNextCost } from '../play.js';
import { eventTypeOf } from '../trigger-match.js';
import { promptFor } from './run.js';
import { resolveTarget } from './targets.js';

/** Handler and condition keys registered by the definition for effect-created abilities. */
export const H = {
  floatingWhen: 'lorcana/floating-when',
  floatingRun: 'lorcana/floating-run',
  endOfTurnWhen: 'lorcana/end-of-turn-when',
  preventWhen: 'lorcana/prevent-next-when',
  prevent: 'lorcana/prevent-next',
} as const;

/** Resolves a lasting step, or returns undefined if `step` is not one. */
export function runLastingStep(x: Exec, step: Step): boolean | undefined {
  const { ctx } = x;
  switch (step.do) {
    case 'modify': {
      const cards = resolveTarget(x, step.target, promptFor(x, step));
      x.it = cards;
      let n = amountOf(x, step.amount);
      if (step.instead && holds(ctx, step.instead.if, x.source, x.controller, x)) n = step.instead.amount;
      modifyCards(ctx, cards, step.stat, n, step.duration, x.controller, x.source);
      return cards.length > 0;
    }
    case 'grant': {
      const cards = resolveTarget(x, step.target, promptFor(x, step));
      x.it = cards;
      for (const k of step.keywords) {
        modifyCards(ctx, cards, `kw.${k.keyword}`, k.value ?? 1, step.duration, x.controller, x.source);
      }
      return cards.length > 0;
    }
    case 'restrict': {
      const target = step.target;
      if (typeof target === 'object' && 'each' in target && target.continuous) {
        // “Your characters can't …”: also covers characters that enter play later (CR 6.4.2.1).
        modifyPlayers(ctx, [x.controller], `cant.${step.what}.all`, 1, step.duration, x.controller, x.source);
        return true;
      }
      const cards = resolveTarget(x, target, promptFor(x, step));
      x.it = cards;
      modifyCards(ctx, cards, `cant.${step.what}`, 1, step.duration, x.controller, x.source);
      return cards.length > 0;
    }
    case 'restrictPlayers':
      modifyPlayers(
        ctx,
        playersOf(x, step.players),
        'cant.playActions',
        1,
        step.duration,
        x.controller,
        x.source,
      );
      return true;
    case 'reduceNextCost':
      addNextCost(ctx, x.controller, step.amount, step.for, x.source);
      return true;
    case 'floatingTrigger':
      ctx.addEffect({
        kind: 'trigger',
        on: [eventTypeOf(step.trigger.on)],
        when: H.floatingWhen,
        run: H.floatingRun,
        args: {
          trigger: step.trigger,
          effect: step.effect,
          source: x.source,
          controller: x.controller,
        } as never,
        duration: step.duration === 'thisTurn' ? { until: 'end-of-turn' } : { until: 'permanent' },
        source: x.source,
        controller: x.controller,
      });
      return true;
    case 'atEndOfTurn':
      ctx.addEffect({
        kind: 'trigger',
        on: ['end-of-turn'],
        when: H.endOfTurnWhen,
        run: H.floatingRun,
        args: {
          effect: step.effect,
          source: x.source,
          controller: x.controller,
          it: x.it.map((id) => ({ id, stamp: ctx.card(id).stamp })),
        } as never,
        duration: { until: 'used' },
        source: x.source,
        controller: x.controller,
      });
      return true;
    case 'preventNextDamage': {
      const cards = resolveTarget(x, step.target, promptFor(x, step));
      for (const id of cards) {
        ctx.addEffect({
          kind: 'replacement',
          on: ['damage'],
          when: H.preventWhen,
          run: H.prevent,
          args: { card: id, stamp: ctx.card(id).stamp, untilStartOf: x.controller } as never,
          duration: { until: 'permanent' },
          source: x.source,
          controller: x.controller,
        });
      }
      return cards.length > 0;
    }
    case 'preventChallengeDamage': {
      const cards: CardId[] = resolveTarget(x, step.target, promptFor(x, step));
      if (!currentChallenge(ctx)) return false;
      const list = (ctx.getVar('noChallengeDamage') as number[] | undefined) ?? [];
      ctx.setVar('noChallengeDamage', [...list, ...cards]);
      return cards.length > 0;
    }
    default:
      throw new Error(`unsupported step "${step.do}"`);
  }
}
