/**
 * Calculations made when a card is played (Lightseekers 4.3.3, L50): the numbers and conditions of a
 * played card or used Ability are worked out the moment it is played, while its effects play out only
 * after the triggers it caused. Each `if` becomes the branch it takes and counted and X amounts become
 * numbers, and its player's choices are made (L43): the buffs it Removes, Returns, Rotates, Restarts,
 * triggers, Moves or Swaps, and the cards it takes from its player's own hand (Discard, putting back),
 * discard pile (Recover) or deck (Search). On resolution the chosen buffs and cards still there are
 * used, and no one is asked again. Consecutive damage (or healing) to the same heroes adds up to one
 * final sum (2.6). Power modifiers still apply when the effects play out (4.3.3),
 * once per hero per card (2.6, L52).
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import type { Effect, Who } from '../../cards/vocabulary-effects.js';
import { matching } from '../elements/card-filters.js';
import { isImmune } from '../modifiers/damage.js';
import { Z } from '../table/catalog.js';
import { pickCards } from '../table/choices.js';
import type { Env } from '../table/sources.js';
import { LIGHTSEEKERS_LANGUAGE as LANG, languageSource } from './index.js';
import { movable, movePick, swapPick } from './verbs-buffs.js';
import { subjectOf } from './words.js';
import { recoverable, searchPick } from './verbs-cards.js';

/** The prompts for buffs chosen when a card is played, by verb. */
const PROMPTS = { rotate: 'Rotate a buff', echo: 'Trigger a buff', restart: 'Restart a buff' } as const;

/**
 * Consecutive damage (or healing) steps to the same heroes, their amounts worked out, add up to one
 * final sum, which the card's power modifier is then added to once (2.6, L52): Soul Harvest on a hero
 * on 8 or less deals 2 + 2, then +1 with Grim Reach.
 */
function sumUp(steps: readonly Effect[]): Effect[] {
  const out: Effect[] = [];
  for (const step of steps) {
    const last = out[out.length - 1];
    if (
      last !== undefined &&
      (step.do === 'damage' || step.do === 'heal') &&
      last.do === step.do &&
      subjectOf(last) === subjectOf(step) &&
      typeof last.amount === 'number' &&
      typeof step.amount === 'number'
    )
      out[out.length - 1] = { ...last, amount: last.amount + step.amount };
    else out.push(step);
  }
  return out;
}

/** The card's effects with their calculations made now, in their surroundings (4.3.3, L50). */
export function calculateNow(ctx: Ctx, env: Env, effects: readonly Effect[]): Effect[] {
  const now = LANG.env(ctx, languageSource(env));
  const me = env.source.controller;
  // Buffs are chosen now, alongside the calculations (4.3.3, L43), one pick at a time (L46).
  const ask = (pool: readonly CardId[], count: number, prompt: string): CardId[] =>
    pickCards(ctx, me, pool, count, { prompt, rule: 'Lightseekers 4.3.3' });
  const buffsOf = (who: Who): CardId[] => now.players(who).flatMap((q) => [...ctx.cards(Z.buffs, q)]);
  // Whether a hand step reaches its player alone (a Discard goes to the recipient by default).
  const onlyMe = (step: Effect): boolean => {
    const players = now.players(subjectOf(step));
    return players.length === 1 && players[0] === me;
  };
  // One step with its amounts worked out and its player's choices made now.
  const planned = (step: Effect): Effect => {
    if (step.do === 'damage' || step.do === 'heal') return { ...step, amount: now.amount(step.amount) };
    if (step.do === 'draw') return { ...step, count: now.amount(step.count) };
    if (step.do === 'remove' && step.count !== 'all') {
      const { count, filter } = step;
      const pick = (q: PlayerId) =>
        isImmune(ctx, q, 'remove', env.source)
          ? []
          : ask(matching(ctx, Z.buffs, q, filter), count, 'Remove buffs');
      return { ...step, chose: now.players(step.from ?? 'recipient').flatMap(pick) };
    }
    if (step.do === 'return') {
      const pick = (q: PlayerId) => ask(ctx.cards(Z.buffs, q), step.count, 'Return buffs');
      return { ...step, chose: now.players(step.from ?? 'recipient').flatMap(pick) };
    }
    if (
      (step.do === 'rotate' || step.do === 'echo' || step.do === 'restart') &&
      step.buffs.pick === 'chosen'
    ) {
      const chose = ask(buffsOf(step.buffs.of), step.buffs.count, PROMPTS[step.do]);
      return { ...step, buffs: { ...step.buffs, chose } };
    }
    if ((step.do === 'discard' || step.do === 'tuck') && onlyMe(step)) {
      // Cards from its player's own hand; another player's Discard is that player's choice, made
      // when it resolves (6 Discard).
      const prompt = step.do === 'discard' ? 'Discard' : 'Put cards back into your deck';
      const immune = step.do === 'discard' && isImmune(ctx, me, 'discard', env.source);
      const chose = immune ? [] : ask(matching(ctx, Z.hand, me, step.filter), step.count, prompt);
      return { ...step, chose };
    }
    if (step.do === 'recover') {
      const prompt = 'Take cards from your discard pile';
      return { ...step, chose: ask(recoverable(ctx, me, step.filter), step.count, prompt) };
    }
    if (step.do === 'search')
      return { ...step, chose: searchPick(ctx, me, matching(ctx, Z.deck, me, step.filter)) };
    if (step.do === 'moveIntoPlay')
      return { ...step, chose: movePick(ctx, me, movable(ctx, me, step.from, step.filter)) };
    if (step.do === 'swap') return { ...step, chose: swapPick(ctx, me, step.with) };
    return step;
  };
  const plan = (steps: readonly Effect[]): Effect[] =>
    steps.flatMap((step) =>
      step.do === 'if' ? plan(now.holds(step.if) ? step.steps : (step.otherwise ?? [])) : [planned(step)],
    );
  return sumUp(plan(effects));
}
