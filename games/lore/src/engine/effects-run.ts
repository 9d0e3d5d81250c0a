/**
 * The effect interpreter: runs an effect tree against the game through `ctx`, using the selections
 * made at step d. Each targeted step sets "it" to the objects it acted on.
 *
 * @module
 */
import type { CardId, Ctx, Duration as KernelDuration, PlayerId } from '@cardloom/core';
import type { Duration, Effect, Recipient, Target } from '../cards/vocabulary-effects.js';
import { chainItems, setChain } from './chain-state.js';
import { changeSanity, type DamageSource, damageObject, damagePlayer, sourceOf } from './damage-apply.js';
import {
  allMatching,
  amountOf,
  conditionHolds,
  decodePlayer,
  type EffectEnv,
  matchesCard,
  playersOf,
} from './filters.js';
import { C, E, kw, S, V, Z } from './keys.js';
import { addMythos, createTokenFor, destroy, drawCards, leavePlay, releaseUnder } from './moves.js';
import { hasHp, hasKeyword, inPlay, strCounters } from './queries.js';
import { bringForth, bringForthGrimoire } from './void-ops.js';

/** The kernel duration of a vocabulary duration. */
export function kernelDuration(duration: Duration, controller: PlayerId): KernelDuration {
  return duration === 'thisTurn' ? { until: 'end-of-turn' } : { until: 'start-of-turn', player: controller };
}

/** The objects a target names now (selected objects must still be in play). */
function targetsOf(ctx: Ctx, target: Target, env: EffectEnv, path: string): CardId[] {
  switch (target.kind) {
    case 'self':
      return env.self >= 0 && inPlay(ctx, env.self) ? [env.self] : [];
    case 'it':
      return env.it.filter((c) => inPlay(ctx, c));
    case 'equipped': {
      const host = env.self >= 0 ? ctx.card(env.self).attachedTo : -1;
      return host >= 0 && inPlay(ctx, host) ? [host] : [];
    }
    case 'all':
      return allMatching(ctx, target.filter, env);
    case 'select':
      return (env.selections[path] ?? []).filter((c) => c >= 0 && inPlay(ctx, c));
  }
}

/** Recipients of damage: objects and players. */
function recipientsOf(
  ctx: Ctx,
  to: Recipient,
  env: EffectEnv,
  path: string,
): { cards: CardId[]; players: PlayerId[] } {
  if (to.kind === 'player') return { cards: [], players: playersOf(ctx, to.player, env, path) };
  if (to.kind === 'any') {
    const chosen = env.selections[path] ?? [];
    return {
      cards: chosen.filter((v) => v >= 0 && inPlay(ctx, v)),
      players: chosen.map(decodePlayer).filter((p): p is PlayerId => p !== null),
    };
  }
  return { cards: targetsOf(ctx, to, env, path), players: [] };
}

/** Runs an effect. `path` must match the one used for its selections. */
export function runEffect(ctx: Ctx, effect: Effect, env: EffectEnv, path = 'e'): void {
  const each = (target: Target, act: (card: CardId) => void) => {
    const cards = targetsOf(ctx, target, env, path);
    for (const card of cards) act(card);
    env.it = cards;
  };
  const players = (ref: Parameters<typeof playersOf>[1]) => playersOf(ctx, ref, env, path);
  const amount = (a: Parameters<typeof amountOf>[1]) => amountOf(ctx, a, env);

  switch (effect.do) {
    case 'damage': {
      const n = amount(effect.amount);
      const source: DamageSource = sourceOf(ctx, env.self);
      const { cards, players: hit } = recipientsOf(ctx, effect.to, env, path);
      for (const c of cards) damageObject(ctx, source, c, n);
      for (const p of hit) damagePlayer(ctx, source, p, n);
      env.it = cards;
      return;
    }
    case 'loseSanity':
      for (const p of players(effect.player)) changeSanity(ctx, p, -amount(effect.amount));
      return;
    case 'gainSanity':
      for (const p of players(effect.player)) changeSanity(ctx, p, amount(effect.amount));
      return;
    case 'draw':
      for (const p of players(effect.player)) drawCards(ctx, p, amount(effect.amount));
      return;
    case 'discard':
      for (const p of players(effect.player)) discard(ctx, p, amount(effect.amount));
      return;
    case 'mythos':
      addMythos(ctx, effect.amount);
      return;
    case 'createToken':
      for (const p of players(effect.for))
        for (let i = 0; i < effect.count; i++) createTokenFor(ctx, effect.token, p);
      return;
    case 'modify':
      each(effect.target, (c) => {
        const duration = kernelDuration(effect.duration, env.controller);
        if (effect.str) ctx.modify([c], S.str, effect.str, duration);
        if (effect.hp) ctx.modify([c], S.hp, effect.hp, duration);
      });
      return;
    case 'setStr':
      // Chronological order (README A7): the kernel applies modifiers in timestamp order, so this set
      // overrides earlier ones and later ones apply on top. STR counters live outside the stat: the
      // ones already there are offset, later ones add on top.
      each(effect.target, (c) =>
        ctx.modify(
          [c],
          S.str,
          effect.value - strCounters(ctx, c),
          kernelDuration(effect.duration, env.controller),
          'set',
        ),
      );
      return;
    case 'counters': {
      const key = { strPlus: C.strPlus, strMinus: C.strMinus, hpPlus: C.hpPlus, hpMinus: C.hpMinus }[
        effect.counter
      ];
      each(effect.target, (c) => ctx.addCounter(c, key, effect.count));
      return;
    }
    case 'grant':
      each(effect.target, (c) =>
        ctx.modify([c], kw(effect.keyword), 1, kernelDuration(effect.duration, env.controller)),
      );
      return;
    case 'kill':
      each(effect.target, (c) => void destroy(ctx, c));
      return;
    case 'aetherize':
      each(effect.target, (c) => leavePlay(ctx, c, 'aether', 'aetherized'));
      return;
    case 'consume':
      each(effect.target, (c) => consume(ctx, env.self, c));
      return;
    case 'peek':
      peek(ctx, env.controller);
      return;
    case 'pilfer':
      for (const p of players(effect.player)) pilfer(ctx, env.controller, p);
      return;
    case 'returnToHand':
      each(effect.target, (c) => leavePlay(ctx, c, 'hand', 'returned'));
      return;
    case 'evoke':
      each(effect.target, (c) => ctx.setTapped(c, true));
      return;
    case 'reset':
      each(effect.target, (c) => ctx.setTapped(c, false));
      return;
    case 'search':
      search(ctx, env.controller, effect);
      return;
    case 'bringForthGrimoire':
      bringForthGrimoire(ctx, env.controller);
      return;
    case 'inscribe':
      each(effect.onto, (host) => inscribe(ctx, env.controller, host, effect.count));
      return;
    case 'cancel':
      cancel(ctx, env.selections[path]?.[0] ?? -1);
      return;
    case 'extraRune':
      ctx.addEffect({
        kind: 'modifier',
        stat: S.extraRunes,
        op: 'add',
        amount: effect.count,
        players: [env.controller],
        duration: { until: 'end-of-turn' },
      });
      return;
    case 'winGame':
      ctx.win([env.controller], 'card');
      return;
    case 'loseGame':
      ctx.setVar(V.lost(env.controller), 'card');
      return;
    case 'roll': {
      const result = ctx.rollDie(effect.sides);
      ctx.emit({ type: E.die, player: env.controller, result, card: env.self });
      effect.outcomes.forEach((o, i) => {
        if (o.on.includes(result)) runEffect(ctx, o.effect, env, `${path}.r${i}`);
      });
      return;
    }
    case 'sequence':
      effect.steps.forEach((s, i) => {
        runEffect(ctx, s, env, `${path}.${i}`);
      });
      return;
    case 'may':
      if (ctx.may(env.controller, 'Do it?')) runEffect(ctx, effect.effect, env, `${path}.m`);
      return;
    case 'chooseOne': {
      const index = env.selections[path]?.[0] ?? 0;
      runEffect(ctx, effect.options[index], env, `${path}.o${index}`);
      return;
    }
    case 'if':
      if (conditionHolds(ctx, effect.condition, env)) runEffect(ctx, effect.effect, env, `${path}.t`);
      else if (effect.otherwise) runEffect(ctx, effect.otherwise, env, `${path}.e`);
      return;
  }
}

function discard(ctx: Ctx, player: PlayerId, n: number): void {
  const hand = ctx.cards(Z.hand, player).slice();
  const count = Math.min(n, hand.length);
  const chosen = ctx.chooseCards(player, hand, {
    min: count,
    max: count,
    prompt: `Discard ${count} card(s)`,
  });
  for (const c of chosen) ctx.move(c, Z.grave, player, { cause: 'discard', by: player });
}

/** Lore keyword Consume: the object goes under its consumer, out of play (README A38). */
function consume(ctx: Ctx, host: CardId, card: CardId): void {
  if (host < 0 || !inPlay(ctx, host) || card === host) return;
  releaseUnder(ctx, card, 'grave');
  for (const other of ctx.allCards(Z.play))
    if (ctx.card(other).attachedTo === card) ctx.setCard(other, 'attachedTo', -1);
  ctx.move(card, Z.under, ctx.card(host).controller, { cause: 'consumed', faceDown: false });
  ctx.setCard(card, 'attachedTo', host);
}

/** Lore keyword Peek: look at the top of any player's lexicon; reveal it or not. */
function peek(ctx: Ctx, chooser: PlayerId): void {
  const withCards = ctx.playersInOrder(-1).filter((p) => ctx.count(Z.lexicon, p) > 0);
  if (withCards.length === 0) return;
  const [player] = ctx.choosePlayers(chooser, withCards, {
    prompt: 'Peek at whose lexicon?',
    rule: 'Lore keyword Peek',
  });
  const top = ctx.cards(Z.lexicon, player)[0];
  const reveal = ctx.chooseOption(chooser, ['keep', 'reveal'], {
    prompt: 'Reveal the card you peeked at?',
    labels: ['put it back unrevealed', 'reveal it'],
    reveal: [top],
    rule: 'Lore keyword Peek',
  });
  ctx.emit({ type: E.peeked, player, chooser, card: reveal === 'reveal' ? top : -1 });
  if (reveal === 'reveal') ctx.reveal([top]);
}

/** Lore keyword Pilfer: look at a player's hand, select a card; they discard it. */
function pilfer(ctx: Ctx, chooser: PlayerId, player: PlayerId): void {
  const hand = ctx.cards(Z.hand, player).slice();
  if (hand.length === 0) return;
  const [card] = ctx.chooseCards(chooser, hand, {
    prompt: 'Pilfer: choose a card to discard',
    reveal: hand,
    rule: 'Lore keyword Pilfer',
  });
  ctx.move(card, Z.grave, player, { cause: 'discard', by: chooser });
}

function search(ctx: Ctx, player: PlayerId, effect: Extract<Effect, { do: 'search' }>): void {
  const lexicon = ctx.cards(Z.lexicon, player).slice();
  const matching = lexicon.filter((c) => matchesCard(ctx, c, effect.filter));
  const chosen = ctx.chooseCards(player, matching, {
    min: 0,
    max: 1,
    prompt: 'Search your lexicon',
    reveal: lexicon,
  });
  for (const card of chosen) {
    if (effect.destination === 'hand') ctx.move(card, Z.hand, player, { cause: 'search', by: player });
    else bringForth(ctx, card, player);
  }
  ctx.shuffle(Z.lexicon, player);
}

/** Puts grimoire spells from the controller's tome under a spellcaster (Lore Card Types: Grimoire). */
function inscribe(ctx: Ctx, player: PlayerId, host: CardId, count: number): void {
  if (!hasKeyword(ctx, host, 'spellcasting')) return;
  const tome = ctx.cards(Z.tome, player).slice();
  const n = Math.min(count, tome.length);
  const chosen = ctx.chooseCards(player, tome, {
    min: n,
    max: n,
    prompt: 'Choose grimoire spells from your tome',
  });
  for (const card of chosen) {
    ctx.move(card, Z.under, player, { cause: 'inscribed', faceDown: false });
    ctx.setCard(card, 'attachedTo', host);
  }
}

/** Removes an item from the chain; a cancelled card goes to its owner's grave. */
function cancel(ctx: Ctx, id: number): void {
  const items = chainItems(ctx);
  const item = items.find((i) => i.id === id);
  if (!item) return;
  setChain(
    ctx,
    items.filter((i) => i.id !== id),
  );
  if (item.kind === 'card' && ctx.isIn(item.card, Z.chain)) {
    ctx.move(item.card, Z.grave, ctx.card(item.card).owner, { cause: 'cancelled' });
  }
  ctx.emit({ type: E.cancelled, item: id, label: item.label });
}

/** Whether an object could be dealt damage now (for Festering selections). */
export function damageable(ctx: Ctx, card: CardId): boolean {
  return inPlay(ctx, card) && hasHp(ctx, card);
}
