/**
 * The effect interpreter: runs vocabulary effects through the kernel context, in the order written
 * (Lightseekers 4.3.3), each hero clockwise from the acting player (4.3.3), skipping removed heroes
 * (5.1). Choices go to the player the rules name (4.3.4, 4.3.5, 6 Discard).
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import type {
  Amount,
  BuffSelector,
  CardFilter,
  Condition,
  Effect,
  Who,
} from '../../cards/vocabulary-effects.js';
import { subjectOf } from '../../cards/vocabulary-effects.js';
import { enterPlay, fireBuff, leavePlay, restartBuff, rotateBuff, storedUnder } from '../buffs/lifecycle.js';
import { hasAccess } from '../elements/access.js';
import { cardMatches, isValid } from '../elements/card-filters.js';
import { dealDamage, healPlayer, isImmune } from '../modifiers/damage.js';
import { addLasting, modifierAmount } from '../modifiers/lingering.js';
import { bears } from '../modifiers/modifiers.js';
import { buffOf, cardOf, Z } from '../table/catalog.js';
import { pickCards } from '../table/choices.js';
import { HEALTH } from '../table/removal.js';
import { alive, clockwise, leftOf, rightOf } from '../table/seating.js';
import { happenedSince } from '../table/since.js';
import type { Env } from '../table/sources.js';
import { noteHandLeft, turnInfo, updateTurn } from './turn-state.js';

/** The heroes an effect addresses, in resolution order (4.3.3). */
export function resolveWho(ctx: Ctx, env: Env, who: Who): PlayerId[] {
  const me = env.source.controller;
  let out: PlayerId[];
  switch (who) {
    case 'self':
      out = [me];
      break;
    case 'recipient':
      out = [env.recipient];
      break;
    case 'target':
      out = [leftOf(ctx, me)];
      break;
    case 'enemy':
      out = [rightOf(ctx, me)];
      break;
    case 'actor':
      out = [env.actor];
      break;
    case 'chosenOther': {
      const others = clockwise(ctx, me).filter((p) => p !== me);
      out = others.length ? ctx.choosePlayers(me, others, { prompt: 'Choose another hero' }) : [];
      break;
    }
    case 'eachOther':
      out = clockwise(ctx, ctx.active).filter((p) => p !== me);
      break;
    case 'each':
      out = clockwise(ctx, ctx.active);
      break;
  }
  // An Attack never touches a hero Immune to Attacks (6 Immune, L9), nor a removed hero (5.1).
  return out.filter(
    (p) =>
      alive(ctx, p) &&
      !(env.source.category === 'attack' && p !== me && isImmune(ctx, p, 'attacks', env.source)),
  );
}

/** A number on the card: constant, X, or a count (2.6). */
function amountOf(ctx: Ctx, env: Env, amount: Amount): number {
  return modifierAmount(amount, env.x, () => {
    if (typeof amount !== 'object' || !('count' in amount)) return 0;
    const [p] = resolveWho(ctx, env, amount.of ?? 'self');
    if (p === undefined) return 0;
    switch (amount.count) {
      case 'buffs':
        return ctx.count(Z.buffs, p);
      case 'items':
        return ctx.count(Z.items, p);
      case 'handCards':
        return ctx.count(Z.hand, p);
      case 'stored':
        return env.buff >= 0 ? storedUnder(ctx, env.buff).length : 0;
    }
  });
}

/** Whether working out a condition would ask a player to choose (left for resolution, L43). */
function conditionAsks(condition: Condition): boolean {
  if (condition.kind === 'not') return conditionAsks(condition.condition);
  return 'who' in condition && condition.who === 'chosenOther';
}

/** A calculated amount: counts and X become numbers; a count over a chosen hero waits (L43). */
function amountNow(ctx: Ctx, env: Env, amount: Amount): Amount {
  if (typeof amount === 'number' || ('count' in amount && amount.of === 'chosenOther')) return amount;
  return amountOf(ctx, env, amount);
}

/**
 * A card's effects with their calculations made now (4.3.3, L50): the numbers and conditions of a
 * played card or used Ability are worked out the moment it is played, while its effects play out
 * only after the triggers it caused. Each `if` becomes the branch it takes; counted and X amounts
 * become numbers. Power modifiers still apply when the effects play out (4.3.3).
 */
export function calculateNow(ctx: Ctx, env: Env, effects: readonly Effect[]): Effect[] {
  const out: Effect[] = [];
  for (const effect of effects) {
    if (effect.kind === 'if' && !conditionAsks(effect.condition)) {
      const branch = testCondition(ctx, env, effect.condition) ? effect.then : (effect.else ?? []);
      out.push(...calculateNow(ctx, env, branch));
    } else if (effect.kind === 'damage' || effect.kind === 'heal') {
      out.push({ ...effect, amount: amountNow(ctx, env, effect.amount) });
    } else if (effect.kind === 'draw') {
      out.push({ ...effect, count: amountNow(ctx, env, effect.count) });
    } else out.push(effect);
  }
  return out;
}

/** Evaluates a condition (effects' "if", clunky rotation conditions). */
export function testCondition(ctx: Ctx, env: Env, condition: Condition): boolean {
  const first = (who: Who) => resolveWho(ctx, env, who)[0];
  switch (condition.kind) {
    case 'healthAtMost': {
      const p = first(condition.who);
      return p !== undefined && ctx.playerCounter(p, HEALTH) <= condition.amount;
    }
    case 'buffsAtLeast': {
      const p = first(condition.who);
      return p !== undefined && ctx.count(Z.buffs, p) >= condition.count;
    }
    case 'handAtLeast': {
      const p = first(condition.who);
      return p !== undefined && ctx.count(Z.hand, p) >= condition.count;
    }
    case 'itemsAtLeast': {
      const p = first(condition.who);
      return p !== undefined && ctx.count(Z.items, p) >= condition.count;
    }
    case 'hasAccess':
      return hasAccess(ctx, env.source.controller, condition.affinity, condition.grade);
    case 'sinceYourLastTurn':
      return happenedSince(ctx, env.source.controller, condition.event);
    case 'not':
      return !testCondition(ctx, env, condition.condition);
  }
}

/** The buffs a selector picks, in the order they are handled. */
function selectBuffs(ctx: Ctx, env: Env, buffs: BuffSelector, prompt: string): CardId[] {
  switch (buffs.pick) {
    case 'this':
      return env.buff >= 0 && ctx.isIn(env.buff, Z.buffs) ? [env.buff] : [];
    case 'rightOfThis': {
      if (env.buff < 0 || !ctx.isIn(env.buff, Z.buffs)) return [];
      const area = ctx.cards(Z.buffs, ctx.card(env.buff).owner);
      return area.slice(area.indexOf(env.buff) + 1);
    }
    case 'all':
      return resolveWho(ctx, env, buffs.of).flatMap((p) => [...ctx.cards(Z.buffs, p)]);
    case 'chosen': {
      const pool = resolveWho(ctx, env, buffs.of).flatMap((p) => [...ctx.cards(Z.buffs, p)]);
      return pickCards(ctx, env.source.controller, pool, buffs.count, { prompt });
    }
  }
}

/** Moves cards from a hand, chosen by its owner within a filter (4.3.5), to `zone`. */
function fromHand(
  ctx: Ctx,
  p: PlayerId,
  count: number,
  filter: CardFilter | undefined,
  prompt: string,
): CardId[] {
  const pool = ctx.cards(Z.hand, p).filter((c) => cardMatches(cardOf(ctx, c), filter));
  // The owner picks, one card at a time, which is also the order they go (4.3.4); the moved cards are
  // revealed to everyone (4.3.5).
  const chosen = pickCards(ctx, p, pool, count, { prompt, rule: 'Lightseekers 4.3.5' });
  if (chosen.length) ctx.reveal(chosen);
  return chosen;
}

/** Draws cards unless the player can't Draw (4.4) or the deck is empty (3.4.2). */
export function drawCards(ctx: Ctx, p: PlayerId, n: number): void {
  if (n <= 0 || bears(ctx, p, 'cannotDraw')) return;
  ctx.draw(p, n, Z.deck, Z.hand);
}

/** Runs effects in order. */
export function runEffects(ctx: Ctx, effects: readonly Effect[], env: Env): void {
  for (const effect of effects) {
    if (ctx.state.status.over) return;
    runEffect(ctx, effect, env);
  }
}

function runEffect(ctx: Ctx, effect: Effect, env: Env): void {
  const me = env.source.controller;
  const targets = () => resolveWho(ctx, env, subjectOf(effect));
  switch (effect.kind) {
    case 'damage': {
      const n = amountOf(ctx, env, effect.amount);
      for (const p of targets()) dealDamage(ctx, env, p, n);
      return;
    }
    case 'heal': {
      const n = amountOf(ctx, env, effect.amount);
      for (const p of targets()) healPlayer(ctx, env, p, n);
      return;
    }
    case 'draw': {
      const n = amountOf(ctx, env, effect.count);
      for (const p of targets()) drawCards(ctx, p, n);
      return;
    }
    case 'discard':
      for (const p of targets()) {
        if (isImmune(ctx, p, 'discard', env.source)) continue;
        for (const c of fromHand(ctx, p, effect.count, effect.filter, 'Discard')) {
          noteHandLeft(ctx, p);
          ctx.move(c, Z.discard, p, { cause: 'discard', by: me });
        }
      }
      return;
    case 'discardTop':
      for (const p of targets()) {
        if (isImmune(ctx, p, 'discard', env.source)) continue;
        for (let i = 0; i < effect.count; i++) {
          const top = ctx.cards(Z.deck, p)[0];
          if (top !== undefined) ctx.move(top, Z.discard, p, { cause: 'discard', by: me });
        }
      }
      return;
    case 'remove':
      for (const p of targets()) {
        if (isImmune(ctx, p, 'remove', env.source)) continue;
        const area = ctx.cards(Z.buffs, p);
        const pool = area.filter((b) => cardMatches(cardOf(ctx, b), effect.filter));
        const chosen =
          effect.count === 'all'
            ? pool
            : pickCards(ctx, me, pool, effect.count, { prompt: 'Remove buffs', rule: 'Lightseekers 4.3.4' });
        // The remover chooses; they go to the discard pile in the order they entered play (4.3.4).
        const inOrder = [...ctx.cards(Z.buffs, p)].filter((b) => chosen.includes(b));
        for (const b of inOrder) if (ctx.isIn(b, Z.buffs)) leavePlay(ctx, b, 'discard', 'remove', me);
      }
      return;
    case 'return':
      for (const p of targets()) {
        const chosen = pickCards(ctx, me, ctx.cards(Z.buffs, p), effect.count, { prompt: 'Return buffs' });
        for (const b of chosen) if (ctx.isIn(b, Z.buffs)) leavePlay(ctx, b, 'hand', 'return', me);
      }
      return;
    case 'rotate':
      for (const b of selectBuffs(ctx, env, effect.buffs, 'Rotate a buff'))
        rotateBuff(ctx, b, effect.direction, effect.steps ?? 1, true);
      return;
    case 'restart':
      for (const b of selectBuffs(ctx, env, effect.buffs, 'Restart a buff')) restartBuff(ctx, b);
      return;
    case 'echo':
      for (const b of selectBuffs(ctx, env, effect.buffs, 'Trigger a buff'))
        if (b !== env.buff) fireBuff(ctx, b);
      return;
    case 'recover': {
      // Burn cards can't leave the discard pile (6 Burn).
      const pool = ctx
        .cards(Z.discard, me)
        .filter((c) => !cardOf(ctx, c).burn && cardMatches(cardOf(ctx, c), effect.filter));
      const chosen = pickCards(ctx, me, pool, effect.count, { prompt: 'Take cards from your discard pile' });
      if (chosen.length === 0) return;
      // Everyone is told which cards leave a discard pile (3.4.4).
      ctx.reveal(chosen);
      for (const c of chosen)
        ctx.move(c, effect.to === 'hand' ? Z.hand : Z.deck, me, { cause: 'recover', by: me });
      if (effect.to === 'deck') ctx.shuffle(Z.deck, me);
      return;
    }
    case 'tuck':
      for (const p of targets()) {
        const chosen = fromHand(ctx, p, effect.count, effect.filter, 'Put cards back into your deck');
        for (const c of chosen) {
          noteHandLeft(ctx, p);
          ctx.move(c, Z.deck, p, { cause: 'tuck', by: p });
        }
        if (chosen.length) ctx.shuffle(Z.deck, p);
      }
      return;
    case 'search': {
      const deck = ctx.cards(Z.deck, me);
      const pool = deck.filter((c) => cardMatches(cardOf(ctx, c), effect.filter));
      if (pool.length > 0) {
        const [c] = ctx.chooseCards(me, pool, { prompt: 'Take a card from your deck', reveal: [...deck] });
        ctx.move(c, Z.hand, me, { cause: 'search', by: me });
      }
      ctx.shuffle(Z.deck, me);
      return;
    }
    case 'moveIntoPlay': {
      const area = effect.from === 'hand' ? Z.hand : Z.discard;
      const pool = ctx
        .cards(area, me)
        .filter((c) => buffOf(ctx, c) && isValid(ctx, me, c) && !(area === Z.discard && cardOf(ctx, c).burn))
        .filter((c) => cardMatches(cardOf(ctx, c), effect.filter));
      if (pool.length === 0) return;
      const [c] = ctx.chooseCards(me, pool, { prompt: 'Move a buff into play' });
      enterPlay(ctx, c, me, 'move');
      return;
    }
    case 'swap':
      swap(ctx, env, effect.with);
      return;
    case 'store': {
      if (env.buff < 0 || !ctx.isIn(env.buff, Z.buffs)) return;
      const cards =
        effect.from === 'deckTop'
          ? ctx.cards(Z.deck, me).slice(0, effect.count)
          : fromHand(ctx, me, effect.count, undefined, 'Store cards');
      for (const c of [...cards]) {
        if (effect.from === 'hand') noteHandLeft(ctx, me);
        ctx.move(c, Z.stored, me, { cause: 'store', by: me, position: 'bottom' });
        ctx.setCard(c, 'attachedTo', env.buff);
      }
      return;
    }
    case 'releaseStored':
      if (env.buff >= 0)
        for (const c of storedUnder(ctx, env.buff)) ctx.move(c, Z.hand, me, { cause: 'release', by: me });
      return;
    case 'extraActions':
      if (me === ctx.active) updateTurn(ctx, { gained: turnInfo(ctx).gained + effect.count });
      return;
    case 'cancel': {
      const res = ctx.getVar<{ cancelled: boolean } | null>('ls.res');
      // Only the first Cancel counts (4.3.3).
      if (res && !res.cancelled) ctx.setVar('ls.res', { ...res, cancelled: true });
      return;
    }
    case 'lasting':
      for (const p of targets()) {
        const duration =
          effect.until === 'endOfTurn'
            ? ({ until: 'end-of-turn' } as const)
            : effect.until === 'startOfYourNextTurn'
              ? ({ until: 'start-of-turn', player: me } as const)
              : ({ until: 'end-of-turn-of', player: p } as const);
        for (const modifier of effect.modifiers)
          addLasting(ctx, p, { ...modifier, to: 'self' }, env.x, duration, me);
      }
      return;
    case 'if':
      runEffects(ctx, testCondition(ctx, env, effect.condition) ? effect.then : (effect.else ?? []), env);
      return;
  }
}

/** Swap (6 Swap, L24): one of your buffs trades places with a Valid buff from hand or discard pile. */
function swap(ctx: Ctx, env: Env, from: 'hand' | 'discard'): void {
  const me = env.source.controller;
  const area = from === 'hand' ? Z.hand : Z.discard;
  const mine = [...ctx.cards(Z.buffs, me)];
  const incoming = ctx
    .cards(area, me)
    .filter((c) => buffOf(ctx, c) && isValid(ctx, me, c) && !(area === Z.discard && cardOf(ctx, c).burn));
  if (mine.length === 0 || incoming.length === 0) return;
  const [out] = ctx.chooseCards(me, mine, { prompt: 'Choose your buff to swap out' });
  const [into] = ctx.chooseCards(me, incoming, { prompt: 'Choose the buff to swap in' });
  const position = ctx.cards(Z.buffs, me).indexOf(out);
  const oldSpot = ctx.cards(area, me).indexOf(into);
  leavePlay(ctx, out, from === 'hand' ? 'hand' : 'discard', 'swap', me, oldSpot);
  if (ctx.isIn(into, area)) enterPlay(ctx, into, me, 'swap', position);
}
