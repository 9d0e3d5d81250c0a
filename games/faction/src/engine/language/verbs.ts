/**
 * The faction game's verbs: what each effect step does when it resolves from the stack (F7.1, F7.3) and
 * how it reads, side by side. Control flow (`may`, `if`, choose one, for each…) is the shared card
 * language's; choices are kernel decisions.
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import { article, count, type Env, verbOf } from '@cardloom/core/cards';
import { describeKeyword, describeStatChange, nameOfId } from '../../cards/describe-terms';
import {
  type CardType,
  type Duration,
  FACTION_NAMES,
  type FactionId,
  type FactionNouns,
  type Keyword,
  type PlayerRef,
  type Target,
} from '../../cards/vocabulary';
import { addVictory, dealDamage, exhaust, hasOpenSlot, heal, leavePlay, ready } from '../board';
import { C, E, H, P, Z } from '../keys';

const verb = verbOf<FactionNouns>();

/** The kernel stat a keyword lives in, and its amount. */
export function keywordStat(keyword: Keyword): [string, number] {
  return typeof keyword === 'string' ? [`kw.${keyword}`, 1] : ['kw.armor', keyword.armor];
}

/** Creates a token character in an open character slot; none when the slots are full (F5.2, D19). */
export function createTokenCard(ctx: Ctx, token: string, player: PlayerId): CardId {
  if (!hasOpenSlot(ctx, player)) return -1;
  const id = ctx.createToken(token, Z.characters, player);
  ctx.emit({ type: E.enters, card: id, controller: player });
  return id;
}

/** Cancels the effect directly beneath on the stack, if it is an effect (F7.1: not combat damage). */
function counterTop(ctx: Ctx, by: PlayerId): void {
  const pending = ctx.state.pending;
  const top = pending[pending.length - 1];
  if (!top || top.task.h === H.combatDamage) return;
  ctx.cancelPending(top.id);
  ctx.emit({ type: E.countered, item: top.id, label: top.label, by });
}

/** F5.7: the controller looks at the top card of their deck and may put it on the bottom. */
function lookAtTop(env: Env<FactionNouns>): void {
  const { ctx, controller } = env;
  const top = ctx.cards(Z.deck, controller)[0];
  if (top === undefined) return;
  const [answer] = ctx.decide({
    player: controller,
    kind: 'options',
    prompt: `Top of your deck: ${nameOfId(ctx.card(top).def)}. Put it on the bottom?`,
    options: ['keep', 'bottom'],
    labels: ['leave it on top', 'put it on the bottom'],
    min: 1,
    max: 1,
    reveal: [top],
    rule: 'F5.7',
  });
  if (answer === 'bottom') ctx.move(top, Z.deck, controller, { position: 'bottom', cause: 'alter' });
}

function resourceKind(faction: FactionId | null): string {
  return faction ? `${FACTION_NAMES[faction]} ` : 'factionless ';
}

/** Moves the target(s) from play to `to` (tokens cease to exist). */
function leave(to: 'discard' | 'hand' | 'void') {
  return (env: Env<FactionNouns>, p: { readonly target: Target }) => {
    for (const c of env.targets(p.target)) leavePlay(env.ctx, c, to, 'effect');
  };
}

/** The verbs of the faction game, each with its rules and its wording. */
export const VERBS = {
  /** Each referenced player draws cards from the top of their deck (F5.7); an empty deck draws nothing. */
  draw: verb({
    run: (env, p: { readonly who: PlayerRef; readonly count: number }) => {
      for (const pl of env.players(p.who)) env.ctx.draw(pl, p.count, Z.deck, Z.hand);
    },
    describe: (p, say) =>
      say.players(p.who, `draw ${count(p.count, 'card')}`, `draws ${count(p.count, 'card')}`),
  }),
  /** Puts damage counters on the target(s) (armor reduces it). */
  damage: verb({
    run: (env, p: { readonly target: Target; readonly amount: number }) => {
      for (const c of env.targets(p.target)) dealDamage(env.ctx, c, p.amount, env.card);
    },
    describe: (p, say) => `deal ${p.amount} damage to ${say.target(p.target)}`,
  }),
  /** Removes up to `amount` damage counters (`all` removes every one). */
  heal: verb({
    run: (env, p: { readonly target: Target; readonly amount: number | 'all' }) => {
      for (const c of env.targets(p.target)) heal(env.ctx, c, p.amount);
    },
    describe: (p, say) =>
      p.amount === 'all'
        ? `remove all damage from ${say.target(p.target)}`
        : `remove up to ${p.amount} damage from ${say.target(p.target)}`,
  }),
  /** Puts exhaustion counters on the target(s) and turns them face down. */
  exhaust: verb({
    run: (env, p: { readonly target: Target; readonly counters: number }) => {
      for (const c of env.targets(p.target)) exhaust(env.ctx, c, p.counters);
    },
    describe: (p, say) => `exhaust ${say.target(p.target)} with ${count(p.counters, 'exhaustion counter')}`,
  }),
  /** Removes every exhaustion counter from the target(s) and turns them face up. */
  ready: verb({
    run: (env, p: { readonly target: Target }) => {
      for (const c of env.targets(p.target)) ready(env.ctx, c);
    },
    describe: (p, say) => `ready ${say.target(p.target)}`,
  }),
  /** Changes attack and/or defense for a duration. */
  modify: verb({
    run: (
      env,
      p: {
        readonly target: Target;
        readonly attack?: number;
        readonly defense?: number;
        readonly until: Duration;
      },
    ) => {
      const cards = env.targets(p.target);
      if (cards.length === 0) return;
      const duration = env.duration(p.until);
      if (p.attack) env.ctx.modify(cards, 'attack', p.attack, duration);
      if (p.defense) env.ctx.modify(cards, 'defense', p.defense, duration);
    },
    describe: (p, say) =>
      `${say.target(p.target)} gets ${describeStatChange(p.attack, p.defense)}${say.until(p.until)}`,
  }),
  /** Gives a keyword for a duration. */
  grant: verb({
    run: (env, p: { readonly target: Target; readonly keyword: Keyword; readonly until: Duration }) => {
      const cards = env.targets(p.target);
      const [stat, amount] = keywordStat(p.keyword);
      if (cards.length) env.ctx.modify(cards, stat, amount, env.duration(p.until));
    },
    describe: (p, say) => `${say.target(p.target)} gains ${describeKeyword(p.keyword)}${say.until(p.until)}`,
  }),
  /** Creates token cards in the controller's open character slots (F1.4; none beyond five, F5.2). */
  createToken: verb({
    run: (env, p: { readonly token: string; readonly count: number }) => {
      for (let i = 0; i < p.count; i++) createTokenCard(env.ctx, p.token, env.controller);
    },
    describe: (p) =>
      `create ${p.count === 1 ? 'a' : p.count} ${nameOfId(p.token)} token${p.count === 1 ? '' : 's'}`,
  }),
  /** Adds resources to the controller's pool (F3.3); `null` faction = factionless. */
  addResource: verb({
    run: (env, p: { readonly faction: FactionId | null; readonly amount: number }) => {
      env.ctx.addPlayerCounter(env.controller, P.pool(p.faction ?? 'none'), p.amount);
    },
    describe: (p) =>
      `add ${p.amount} ${resourceKind(p.faction)}resource${p.amount === 1 ? '' : 's'} to your pool`,
  }),
  /** Creates one ready resource token in the controller's resource zone (F3.1). */
  createResourceToken: verb({
    run: (env, p: { readonly faction: FactionId | null }) => {
      env.ctx.addPlayerCounter(env.controller, P.tokens(p.faction ?? 'none'), 1);
    },
    describe: (p) => `create a ready ${resourceKind(p.faction)}resource token`,
  }),
  /** Gives the controller command tokens (may exceed the Morning refill of two, D12). */
  gainCommand: verb({
    run: (env, p: { readonly amount: number }) => {
      env.ctx.addPlayerCounter(env.controller, P.command, p.amount);
    },
    describe: (p) => `gain ${count(p.amount, 'command token')}`,
  }),
  /** Puts victory tokens on the target(s), as many as their open fields hold (D13). */
  addVictory: verb({
    run: (env, p: { readonly target: Target; readonly amount: number }) => {
      for (const c of env.targets(p.target)) addVictory(env.ctx, c, p.amount);
    },
    describe: (p, say) => `put ${count(p.amount, 'victory token')} on ${say.target(p.target)}`,
  }),
  /** Removes victory tokens from the target(s). */
  removeVictory: verb({
    run: (env, p: { readonly target: Target; readonly amount: number }) => {
      for (const c of env.targets(p.target))
        env.ctx.setCounter(c, C.victory, Math.max(0, env.ctx.counter(c, C.victory) - p.amount));
    },
    describe: (p, say) => `remove ${count(p.amount, 'victory token')} from ${say.target(p.target)}`,
  }),
  /** Moves the target(s) from play to their owner's discard pile. */
  discard: verb({ run: leave('discard'), describe: (p, say) => `discard ${say.target(p.target)}` }),
  /** Returns the target(s) from play to their owner's hand (tokens cease to exist instead). */
  returnToHand: verb({
    run: leave('hand'),
    describe: (p, say) => `return ${say.target(p.target)} to its owner's hand`,
  }),
  /** Moves the target(s) from play to the void (F5.4). */
  void: verb({ run: leave('void'), describe: (p, say) => `put ${say.target(p.target)} into the void` }),
  /** Cancels the effect directly beneath this one on the stack (F7.1): it leaves without resolving. */
  counter: verb({
    run: (env, _p: object) => counterTop(env.ctx, env.controller),
    describe: () => 'cancel the effect beneath this one on the stack',
  }),
  /** Each referenced player discards cards of their choice from hand. */
  discardFromHand: verb({
    run: (env, p: { readonly who: PlayerRef; readonly count: number }) => {
      const { ctx } = env;
      for (const pl of env.players(p.who)) {
        const hand = ctx.cards(Z.hand, pl);
        const n = Math.min(p.count, hand.length);
        if (n === 0) continue;
        const chosen = ctx.chooseCards(pl, hand, { min: n, max: n, prompt: `Discard ${n} card(s)` });
        for (const c of chosen) ctx.move(c, Z.discard, pl, { cause: 'discard', by: pl });
      }
    },
    describe: (p, say) =>
      say.players(
        p.who,
        `discard ${count(p.count, 'card')}`,
        `discards ${count(p.count, 'card')} of their choice`,
      ),
  }),
  /** The controller looks at the top card of their deck and may put it on the bottom (F5.7). */
  alterTop: verb({
    run: (env, _p: object) => lookAtTop(env),
    describe: () => 'look at the top card of your deck and you may put it on the bottom',
  }),
  /** Reveals the top card of the controller's deck; if it matches, it goes to hand, else it stays. */
  takeTopIf: verb({
    run: (env, p: { readonly type: CardType }) => {
      const { ctx, controller: me } = env;
      const top = ctx.cards(Z.deck, me)[0];
      if (top === undefined) return;
      ctx.emit({ type: 'revealed', player: me, cards: [top], defs: [ctx.card(top).def] });
      if (ctx.isType(top, p.type)) ctx.move(top, Z.hand, me, { cause: 'effect', by: me });
    },
    describe: (p) => `reveal the top card of your deck; if it is ${article(p.type)}, put it into your hand`,
  }),
  /** Returns the top card of the controller's discard pile to hand if it has the type (F5.8). */
  recoverTop: verb({
    run: (env, p: { readonly type: CardType }) => {
      const { ctx, controller: me } = env;
      const top = ctx.cards(Z.discard, me)[0];
      if (top !== undefined && ctx.isType(top, p.type))
        ctx.move(top, Z.hand, me, { cause: 'effect', by: me });
    },
    describe: (p) => `if the top card of your discard pile is ${article(p.type)}, return it to your hand`,
  }),
};

/** The faction game's verbs, as the card language's types see them. */
export type FactionVerbs = typeof VERBS;
