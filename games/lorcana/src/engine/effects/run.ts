/**
 * The effect interpreter: resolves an {@link Effect} step by step, in the order written
 * (CR 6.1.2, 6.7.2), doing as much as it can (CR 1.2.3). Each step reports whether it was done in
 * full, which “[A] to [B]” and “If you do” need (CR 6.1.5.1).
 *
 * @module
 */
import type { CardId, PlayerId } from '@cardloom/core';
import { fullName } from '../../cards/card.js';
import { describeStep, selfNoun } from '../../cards/describe.js';
import type { Effect, Step } from '../../cards/vocabulary-effects.js';
import { opt } from '../../rulesets.js';
import { banishCards } from '../banish.js';
import { cardOf, damageOf, isInPlay, readyInk, Z } from '../board.js';
import { dealDamage, otherDamageReplacement, removeDamage } from '../damage.js';
import type { Exec } from '../exec.js';
import { amountOf, holds, playersOf } from '../match.js';
import {
  discardCards,
  drawCards,
  gainLore,
  loseLore,
  moveWithStack,
  payInk,
  putIntoInkwell,
} from '../moves.js';
import { hasStat } from '../stats.js';
import { runCardStep } from './card-steps.js';
import { runLastingStep } from './lasting-steps.js';
import { resolveTarget } from './targets.js';

/**
 * Resolves the whole effect of an ability or action, then the effects of actions it played along
 * the way, in the order played (CR 6.7.7.1): after it finishes, before the bag is looked at.
 */
export function resolveEffect(x: Exec, effect: Effect): boolean {
  const done = runEffect(x, effect);
  const waiting = x.afterwards;
  if (waiting) for (let next = waiting.shift(); next; next = waiting.shift()) next();
  return done;
}

/** Resolves an effect; returns whether every step was done in full. */
export function runEffect(x: Exec, effect: Effect): boolean {
  let all = true;
  for (const step of effect) {
    if (x.ctx.state.status.over) return false;
    if (!runStep(x, step)) all = false;
  }
  return all;
}

/** Each step's generated description, built the first time one of its decisions is asked. */
const stepTexts = new WeakMap<Step, string>();

/**
 * The prompt for a step's decision: the card's name and what the step does, generated from the
 * encoding (“Moana - Of Motunui: you may ready …”). Cached per step: prompts are built even where
 * no one reads them (random play), so this must stay cheap.
 */
export function promptFor(x: Exec, step: Step): string {
  const card = cardOf(x.ctx, x.source);
  let text = stepTexts.get(step);
  if (text === undefined) {
    text = describeStep(step, selfNoun(card));
    stepTexts.set(step, text);
  }
  return `${fullName(card)}: ${text}`;
}

/** Whether the first step of an option could be done at all (for “[A] or [B]”, CR 6.1.5.2). */
function possible(x: Exec, effect: Effect): boolean {
  const first = effect[0];
  if (!first) return true;
  if (first.do === 'discard') return x.ctx.count(Z.hand, x.controller) >= 1;
  if (first.do === 'banish' && first.target === 'self') return isInPlay(x.ctx, x.source);
  return true;
}

/** `p` chooses `n` cards of their hand (all of it if fewer) and discards them; returns how many. */
function chooseAndDiscard(x: Exec, p: PlayerId, n: number, prompt: string, rule: string): number {
  const hand = x.ctx.cards(Z.hand, p).slice();
  const k = Math.min(n, hand.length);
  const picked = x.ctx.chooseCards(p, hand, { min: k, max: k, prompt, rule });
  discardCards(x.ctx, p, picked);
  return picked.length;
}

/** Resolves one step. */
export function runStep(x: Exec, step: Step): boolean {
  const { ctx } = x;
  switch (step.do) {
    case 'may': {
      const [player] = playersOf(x, step.player);
      if (player === undefined || !ctx.may(player, promptFor(x, step), '6.1.4')) return false;
      return runEffect(x, step.steps);
    }
    case 'if':
      if (holds(ctx, step.cond, x.source, x.controller, x)) return runEffect(x, step.steps);
      return step.otherwise ? runEffect(x, step.otherwise) : true;
    case 'sequence':
      return runEffect(x, step.first) ? runEffect(x, step.next) : false;
    case 'choice': {
      const feasible = step.options.map((o, i) => [String(i), o] as const).filter(([, o]) => possible(x, o));
      if (feasible.length === 0) return false;
      const key = ctx.chooseOption(
        x.controller,
        feasible.map(([k]) => k),
        { prompt: promptFor(x, step), rule: '6.1.5.2' },
      );
      return runEffect(x, feasible.find(([k]) => k === key)![1]);
    }
    case 'forEachPlayer': {
      let all = true;
      const saved = x.thatPlayer;
      for (const p of playersOf(x, step.players)) {
        x.thatPlayer = p;
        if (!runEffect(x, step.steps)) all = false;
      }
      x.thatPlayer = saved;
      return all;
    }
    case 'chooseOpponent': {
      const candidates = playersOf(x, 'opponents');
      if (candidates.length === 0) return false;
      [x.chosenOpponent] = ctx.choosePlayers(x.controller, candidates, {
        prompt: `${cardOf(ctx, x.source).name}: choose an opponent`,
      });
      return true;
    }
    case 'choose':
      x.it = resolveTarget(x, step.target, promptFor(x, step));
      return x.it.length > 0;
    case 'draw': {
      const n = amountOf(x, step.amount);
      let all = true;
      for (const p of playersOf(x, step.player)) if (drawCards(ctx, p, n).length < n) all = false;
      return all;
    }
    case 'discardAnyNumber': {
      const discarded: CardId[] = [];
      for (const p of playersOf(x, step.player)) {
        const hand = ctx.cards(Z.hand, p).slice();
        const picked = ctx.chooseCards(p, hand, {
          min: 0,
          max: hand.length,
          prompt: `${cardOf(ctx, x.source).name}: choose cards to discard`,
          rule: '7.3.4',
        });
        discardCards(ctx, p, picked);
        discarded.push(...picked);
      }
      // “That many” in the next step counts them (CR 6.1.11).
      x.it = discarded;
      return discarded.length > 0;
    }
    case 'exertInkwell': {
      for (const p of playersOf(x, step.player))
        for (const c of ctx.cards(Z.inkwell, p)) if (!ctx.card(c).tapped) ctx.setTapped(c, true);
      return true;
    }
    case 'trimInkwell': {
      for (const p of playersOf(x, step.player)) {
        // At random: from the game's seeded generator, so replays deal the same cards back.
        while (ctx.count(Z.inkwell, p) > step.keep) {
          const ink = ctx.cards(Z.inkwell, p);
          ctx.move(ink[ctx.random(ink.length)], Z.hand, p, { cause: 'return', by: x.controller });
        }
      }
      return true;
    }
    case 'discard': {
      let all = true;
      for (const p of playersOf(x, step.player)) {
        if (chooseAndDiscard(x, p, step.amount, `Discard ${step.amount}`, '7.3.4') < step.amount) all = false;
      }
      return all;
    }
    case 'drawUntil': {
      let all = true;
      for (const p of playersOf(x, step.player)) {
        // How many is counted once, before the first draw (CR 6.1.8.1).
        const n = amountOf(x, step.handSize) - ctx.count(Z.hand, p);
        if (n > 0 && drawCards(ctx, p, n).length < n) all = false;
      }
      return all;
    }
    case 'discardUntil':
      for (const p of playersOf(x, step.player)) {
        // Counted once (CR 6.1.8.1); the player picks which cards go (CR 7.3.4).
        const keep = amountOf(x, step.handSize);
        const n = ctx.count(Z.hand, p) - keep;
        if (n > 0) chooseAndDiscard(x, p, n, `Discard down to ${keep} cards`, '6.1.8.1');
      }
      return true;
    case 'toHand': {
      const cards = resolveTarget(x, step.target, promptFor(x, step));
      for (const c of cards) moveWithStack(ctx, c, Z.hand, { cause: 'to-hand', by: x.controller });
      x.it = cards;
      return cards.length > 0;
    }
    case 'putIntoInkwell': {
      const cards =
        step.target === 'topOfDeck'
          ? ctx.cards(Z.deck, x.controller).slice(0, 1)
          : resolveTarget(x, step.target, promptFor(x, step));
      for (const c of cards) putIntoInkwell(ctx, c, step.exerted ?? false, x.controller);
      return cards.length > 0;
    }
    case 'gainLore': {
      let n = amountOf(x, step.amount);
      if (step.instead && holds(ctx, step.instead.if, x.source, x.controller, x)) n = step.instead.amount;
      gainLore(ctx, x.controller, n);
      return true;
    }
    case 'loseLore': {
      const n = amountOf(x, step.amount);
      for (const p of playersOf(x, step.player)) loseLore(ctx, p, n);
      return true;
    }
    case 'payInk':
      if (readyInk(ctx, x.controller) < step.amount) return false;
      return payInk(ctx, x.controller, step.amount);
    case 'dealDamage':
    case 'putDamage': {
      const cards = resolveTarget(x, step.target, promptFor(x, step));
      x.it = cards;
      let n = amountOf(x, step.amount);
      let replaced = false;
      if (
        step.do === 'dealDamage' &&
        step.instead &&
        holds(ctx, step.instead.if, x.source, x.controller, x)
      ) {
        const single = opt(ctx).singleReplacement;
        // 2024 7.7.5: one replacement only; this effect's controller picks between its own and another.
        const own =
          !single ||
          !cards.some((c) => otherDamageReplacement(ctx, c)) ||
          ctx.chooseOption(x.controller, ['own', 'other'], {
            prompt: 'Which replacement effect applies?',
            labels: [`${cardOf(ctx, x.source).name}: “instead”`, 'the other replacement effect'],
            rule: '2024 7.7.5',
          }) === 'own';
        if (own) {
          n = step.instead.amount;
          replaced = single;
        }
      }
      dealDamage(ctx, cards, n, {
        source: x.source,
        by: x.controller,
        put: step.do === 'putDamage',
        replaced,
      });
      return cards.length > 0;
    }
    case 'moveDamage': {
      const [from] = resolveTarget(x, step.from, promptFor(x, step));
      const [to] = resolveTarget(x, step.to, promptFor(x, step));
      if (from === undefined || to === undefined || !isInPlay(ctx, to)) return false;
      // “Up to” includes 0 (CR 6.1.3): the controller picks how many, asked only with a choice.
      const most = Math.min(step.amount, damageOf(ctx, from));
      const amount =
        step.upTo && most > 0
          ? ctx.chooseNumber(
              x.controller,
              0,
              most,
              `${cardOf(ctx, x.source).name}: move how much damage from ${cardOf(ctx, from).name}?`,
              '1.9.1.4',
            )
          : step.amount;
      const moved = removeDamage(ctx, from, amount);
      // Moved damage is put, not dealt: Resist doesn't reduce it (CR 1.9.1.4, 8.8.3).
      dealDamage(ctx, [to], moved, { source: x.source, by: x.controller, moved: true });
      return moved > 0;
    }
    case 'removeDamage': {
      const cards = resolveTarget(x, step.target, promptFor(x, step));
      x.it = cards;
      for (const c of cards) {
        // “Up to” includes 0 (CR 6.1.3): the controller picks how much, asked only with a choice.
        const most = Math.min(step.amount, damageOf(ctx, c));
        if (most <= 0) continue;
        const n = ctx.chooseNumber(
          x.controller,
          0,
          most,
          `${cardOf(ctx, x.source).name}: remove how much damage from ${cardOf(ctx, c).name}?`,
          '1.9.1.3',
        );
        removeDamage(ctx, c, n);
      }
      return cards.length > 0;
    }
    case 'banish': {
      const cards = resolveTarget(x, step.target, promptFor(x, step));
      x.it = cards;
      return banishCards(ctx, cards, { by: x.source }).length > 0;
    }
    case 'ready': {
      const cards: CardId[] = resolveTarget(x, step.target, promptFor(x, step));
      x.it = cards;
      for (const c of cards) if (isInPlay(ctx, c) && !hasStat(ctx, c, 'cant.ready')) ctx.setTapped(c, false);
      return cards.length > 0;
    }
    case 'exert': {
      const cards = resolveTarget(x, step.target, promptFor(x, step));
      x.it = cards;
      for (const c of cards) if (isInPlay(ctx, c)) ctx.setTapped(c, true);
      return cards.length > 0;
    }
    default:
      return runCardStep(x, step) ?? runLastingStep(x, step) ?? false;
  }
}
