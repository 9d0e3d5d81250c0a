/**
 * The effect interpreter: runs the vocabulary's effects through `ctx` when they resolve from the stack
 * (F7.1, F7.3). Everything here is straight-line rules code; choices are kernel decisions.
 * @module
 */
import type { CardId, Ctx, Duration } from '@cardloom/core';
import { describeEffect, nameOfId } from '../cards/describe-effects';
import type { Keyword } from '../cards/vocabulary';
import type { Effect } from '../cards/vocabulary-effects';
import { addVictory, dealDamage, exhaust, hasOpenSlot, heal, leavePlay, ready } from './board';
import { C, E, H, P, Z } from './keys';
import { holds, resolvePlayers, resolveTarget, type Source } from './select';

const TURN: Duration = { until: 'end-of-turn' };
const PERMANENT: Duration = { until: 'permanent' };

/** The kernel stat a keyword lives in, and its amount. */
export function keywordStat(keyword: Keyword): [string, number] {
  return typeof keyword === 'string' ? [`kw.${keyword}`, 1] : ['kw.armor', keyword.armor];
}

/** Creates a token character in an open character slot; none when the slots are full (F5.2, D19). */
export function createTokenCard(ctx: Ctx, token: string, player: number): CardId {
  if (!hasOpenSlot(ctx, player)) return -1;
  const id = ctx.createToken(token, Z.characters, player);
  ctx.emit({ type: E.enters, card: id, controller: player });
  return id;
}

/** Cancels the effect directly beneath on the stack, if it is an effect (F7.1: not combat damage). */
function counterTop(ctx: Ctx, by: number): void {
  const pending = ctx.state.pending;
  const top = pending[pending.length - 1];
  if (!top || top.task.h === H.combatDamage) return;
  ctx.cancelPending(top.id);
  ctx.emit({ type: E.countered, item: top.id, label: top.label, by });
}

function lookAtTop(ctx: Ctx, source: Source): void {
  const top = ctx.cards(Z.deck, source.controller)[0];
  if (top === undefined) return;
  const [answer] = ctx.decide({
    player: source.controller,
    kind: 'options',
    prompt: `Top of your deck: ${nameOfId(ctx.card(top).def)}. Put it on the bottom?`,
    options: ['keep', 'bottom'],
    labels: ['leave it on top', 'put it on the bottom'],
    min: 1,
    max: 1,
    reveal: [top],
    rule: 'F5.7',
  });
  if (answer === 'bottom') ctx.move(top, Z.deck, source.controller, { position: 'bottom', cause: 'alter' });
}

/** Runs one effect for its source. */
export function runEffect(ctx: Ctx, effect: Effect, source: Source): void {
  const me = source.controller;
  const targets = () =>
    'target' in effect ? resolveTarget(ctx, effect.target, source, describeEffect(effect)) : [];
  switch (effect.do) {
    case 'draw':
      for (const p of resolvePlayers(ctx, effect.who, me)) ctx.draw(p, effect.count, Z.deck, Z.hand);
      return;
    case 'damage':
      for (const c of targets()) dealDamage(ctx, c, effect.amount, source.card);
      return;
    case 'heal':
      for (const c of targets()) heal(ctx, c, effect.amount);
      return;
    case 'exhaust':
      for (const c of targets()) exhaust(ctx, c, effect.counters);
      return;
    case 'ready':
      for (const c of targets()) ready(ctx, c);
      return;
    case 'modify': {
      const cards = targets();
      if (cards.length === 0) return;
      const duration = effect.until === 'turn' ? TURN : PERMANENT;
      if (effect.attack) ctx.modify(cards, 'attack', effect.attack, duration);
      if (effect.defense) ctx.modify(cards, 'defense', effect.defense, duration);
      return;
    }
    case 'grant': {
      const cards = targets();
      const [stat, amount] = keywordStat(effect.keyword);
      if (cards.length) ctx.modify(cards, stat, amount, effect.until === 'turn' ? TURN : PERMANENT);
      return;
    }
    case 'createToken':
      for (let i = 0; i < effect.count; i++) createTokenCard(ctx, effect.token, me);
      return;
    case 'addResource':
      ctx.addPlayerCounter(me, P.pool(effect.faction ?? 'none'), effect.amount);
      return;
    case 'createResourceToken':
      ctx.addPlayerCounter(me, P.tokens(effect.faction ?? 'none'), 1);
      return;
    case 'gainCommand':
      ctx.addPlayerCounter(me, P.command, effect.amount);
      return;
    case 'addVictory':
      for (const c of targets()) addVictory(ctx, c, effect.amount);
      return;
    case 'removeVictory':
      for (const c of targets())
        ctx.setCounter(c, C.victory, Math.max(0, ctx.counter(c, C.victory) - effect.amount));
      return;
    case 'discard':
      for (const c of targets()) leavePlay(ctx, c, 'discard', 'effect');
      return;
    case 'returnToHand':
      for (const c of targets()) leavePlay(ctx, c, 'hand', 'effect');
      return;
    case 'void':
      for (const c of targets()) leavePlay(ctx, c, 'void', 'effect');
      return;
    case 'counter':
      counterTop(ctx, me);
      return;
    case 'discardFromHand':
      for (const p of resolvePlayers(ctx, effect.who, me)) {
        const hand = ctx.cards(Z.hand, p);
        const n = Math.min(effect.count, hand.length);
        if (n === 0) continue;
        const chosen = ctx.chooseCards(p, hand, { min: n, max: n, prompt: `Discard ${n} card(s)` });
        for (const c of chosen) ctx.move(c, Z.discard, p, { cause: 'discard', by: p });
      }
      return;
    case 'alterTop':
      lookAtTop(ctx, source);
      return;
    case 'takeTopIf': {
      const top = ctx.cards(Z.deck, me)[0];
      if (top === undefined) return;
      ctx.emit({ type: 'revealed', player: me, cards: [top], defs: [ctx.card(top).def] });
      if (ctx.isType(top, effect.type)) ctx.move(top, Z.hand, me, { cause: 'effect', by: me });
      return;
    }
    case 'recoverTop': {
      const top = ctx.cards(Z.discard, me)[0];
      if (top !== undefined && ctx.isType(top, effect.type))
        ctx.move(top, Z.hand, me, { cause: 'effect', by: me });
      return;
    }
    case 'may':
      if (ctx.may(me, `You may: ${effect.effects.map(describeEffect).join(', then ')}`))
        runEffects(ctx, effect.effects, source);
      return;
    case 'if':
      if (holds(ctx, effect.condition, source)) runEffects(ctx, effect.effects, source);
      return;
  }
}

/** Runs effects in order, as one resolution. */
export function runEffects(ctx: Ctx, effects: readonly Effect[], source: Source): void {
  for (const effect of effects) runEffect(ctx, effect, source);
}
