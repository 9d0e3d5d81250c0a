/**
 * Lightseekers verbs that act on buffs in play (Lightseekers 4.3.4, 4.3.6, 6 Move, 6 Remove, 6 Restart,
 * 6 Return, 6 Rotate, 6 Swap, 6 Valid, 6.1.4, L24, L25): removing, returning, rotating, echoing,
 * restarting, moving and swapping buffs, and storing cards under them.
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import { type Env as CardEnv, count } from '@cardloom/core/cards';
import type { BuffSelector, CardFilter, LightseekersNouns, Who } from '../../cards/vocabulary-effects.js';
import { enterPlay, fireBuff, leavePlay, restartBuff, rotateBuff } from '../buffs/lifecycle.js';
import { storedUnder } from '../buffs/stored.js';
import { cardMatches, isValid, matching } from '../elements/card-filters.js';
import { isImmune } from '../modifiers/damage.js';
import { buffOf, cardOf, Z } from '../table/catalog.js';
import { pickCards } from '../table/choices.js';
import type { Env } from '../table/sources.js';
import { noteHandLeft } from '../table/turn-record.js';
import { type Chose, rule, stillThere } from './rule.js';
import { fromHand } from './verbs-cards.js';
import { cards, describeFilter, POSSESSIVE, selector } from './words.js';

type N = LightseekersNouns;

/** The buffs a selector picks, in the order they are handled. */
function selectBuffs(env: CardEnv<N>, at: Env, buffs: BuffSelector, prompt: string): CardId[] {
  const { ctx } = env;
  if (buffs.pick === 'rightOfThis') {
    if (at.buff < 0 || !ctx.isIn(at.buff, Z.buffs)) return [];
    const area = ctx.cards(Z.buffs, ctx.card(at.buff).owner);
    return area.slice(area.indexOf(at.buff) + 1);
  }
  const pool = env.players(buffs.of).flatMap((p) => [...ctx.cards(Z.buffs, p)]);
  if (buffs.pick === 'all') return pool;
  // Chosen when the card was played (4.3.3): those still there, no one asked again.
  const { chose } = buffs;
  if (chose) return pool.filter((b) => chose.includes(b));
  return pickCards(ctx, env.controller, pool, buffs.count, { prompt });
}

/** Valid buffs of the controller's hand or discard pile (never Burn cards from the discard pile). */
export function validBuffs(ctx: Ctx, me: PlayerId, from: 'hand' | 'discard'): CardId[] {
  const area = from === 'hand' ? Z.hand : Z.discard;
  return ctx
    .cards(area, me)
    .filter((c) => buffOf(ctx, c) && isValid(ctx, me, c) && !(area === Z.discard && cardOf(ctx, c).burn));
}

const MOVE_PROMPT = 'Move a buff into play';

/** The Valid buffs a Move may bring into play from `from`, matching its filter (6 Move, L25). */
export function movable(
  ctx: Ctx,
  me: PlayerId,
  from: 'hand' | 'discard',
  filter: CardFilter | undefined,
): CardId[] {
  return validBuffs(ctx, me, from).filter((c) => cardMatches(cardOf(ctx, c), filter));
}

/** `me` picks the buff a Move brings into play; none when there is none. */
export function movePick(ctx: Ctx, me: PlayerId, pool: readonly CardId[]): CardId[] {
  return pickCards(ctx, me, pool, 1, { prompt: MOVE_PROMPT });
}

/** `me` picks their buff to swap out, then the buff to swap in (6 Swap); nothing if either is missing. */
export function swapPick(ctx: Ctx, me: PlayerId, from: 'hand' | 'discard'): CardId[] {
  const mine = [...ctx.cards(Z.buffs, me)];
  const incoming = validBuffs(ctx, me, from);
  if (mine.length === 0 || incoming.length === 0) return [];
  const [out] = ctx.chooseCards(me, mine, { prompt: 'Choose your buff to swap out' });
  const [into] = ctx.chooseCards(me, incoming, { prompt: 'Choose the buff to swap in' });
  return [out, into];
}

/** "your hand", "your discard pile". */
const pile = (from: 'hand' | 'discard') => (from === 'hand' ? 'hand' : 'discard pile');

/** The verbs on buffs. */
export const BUFF_VERBS = {
  /** Removes buffs, chosen by the controller, discarded in the order they entered play (6 Remove, 4.3.4). */
  remove: rule({
    run: (
      env,
      p: { readonly count: number | 'all'; readonly from?: Who; readonly filter?: CardFilter } & Chose,
      at,
    ) => {
      const { ctx, controller: me } = env;
      for (const q of env.players(p.from ?? 'recipient')) {
        if (isImmune(ctx, q, 'remove', at.env.source)) continue;
        const pool = matching(ctx, Z.buffs, q, p.filter);
        const chosen =
          p.count === 'all'
            ? pool
            : (stillThere(p.chose, pool) ??
              pickCards(ctx, me, pool, p.count, { prompt: 'Remove buffs', rule: 'Lightseekers 4.3.4' }));
        const inOrder = [...ctx.cards(Z.buffs, q)].filter((b) => chosen.includes(b));
        for (const b of inOrder) if (ctx.isIn(b, Z.buffs)) leavePlay(ctx, b, 'discard', 'remove', me, at.run);
      }
    },
    describe: (p) =>
      `Remove ${p.count === 'all' ? 'all' : p.count === 1 ? 'one' : p.count} of ${POSSESSIVE[p.from ?? 'recipient']} ${describeFilter(p.filter, 'buff')}s`,
  }),
  /** Returns buffs to their owner's hand (6 Return). */
  return: rule({
    run: (env, p: { readonly count: number; readonly from?: Who } & Chose, at) => {
      const { ctx, controller: me } = env;
      for (const q of env.players(p.from ?? 'recipient')) {
        const { chose } = p;
        const chosen = chose
          ? ctx.cards(Z.buffs, q).filter((b) => chose.includes(b))
          : pickCards(ctx, me, ctx.cards(Z.buffs, q), p.count, { prompt: 'Return buffs' });
        for (const b of chosen) if (ctx.isIn(b, Z.buffs)) leavePlay(ctx, b, 'hand', 'return', me, at.run);
      }
    },
    describe: (p) =>
      `Return ${p.count === 1 ? 'one' : p.count} of ${POSSESSIVE[p.from ?? 'recipient']} buffs to its owner's hand`,
  }),
  /** Rotates buffs forwards (anticlockwise) or backwards, triggering each corner passed (6 Rotate). */
  rotate: rule({
    run: (
      env,
      p: {
        readonly direction: 'forward' | 'backward';
        readonly steps?: number;
        readonly buffs: BuffSelector;
      },
      at,
    ) => {
      for (const b of selectBuffs(env, at.env, p.buffs, 'Rotate a buff'))
        rotateBuff(env.ctx, b, p.direction, p.steps ?? 1, true, at.run);
    },
    describe: (p) => {
      const steps = p.steps ?? 1;
      return `Rotate ${selector(p.buffs)} ${p.direction === 'forward' ? 'forwards' : 'backwards'}${steps === 1 ? '' : ` ${steps} times`}`;
    },
  }),
  /** The chosen buffs trigger their current instant effects now (never start-of-turn ones, 4.1). */
  echo: rule({
    run: (env, p: { readonly buffs: BuffSelector }, at) => {
      for (const b of selectBuffs(env, at.env, p.buffs, 'Trigger a buff'))
        if (b !== at.env.buff) fireBuff(env.ctx, b, at.run);
    },
    describe: (p) => `trigger the current effects of ${selector(p.buffs)}`,
  }),
  /** Turns buffs back upright and triggers their original effect (6 Restart). */
  restart: rule({
    run: (env, p: { readonly buffs: BuffSelector }, at) => {
      for (const b of selectBuffs(env, at.env, p.buffs, 'Restart a buff')) restartBuff(env.ctx, b, at.run);
    },
    describe: (p) => `Restart ${selector(p.buffs)}`,
  }),
  /** Moves a Valid buff into play from hand or discard pile; it is not Played (6 Move, Valid). */
  moveIntoPlay: rule({
    run: (env, p: { readonly from: 'hand' | 'discard'; readonly filter?: CardFilter } & Chose, at) => {
      const { ctx, controller: me } = env;
      const pool = movable(ctx, me, p.from, p.filter);
      const [c] = stillThere(p.chose, pool) ?? movePick(ctx, me, pool);
      if (c !== undefined) enterPlay(ctx, c, me, 'move', at.run);
    },
    describe: (p) => `Move a Valid ${describeFilter(p.filter, 'buff')} from your ${pile(p.from)} into play`,
  }),
  /**
   * One of the controller's buffs trades places with a Valid buff from hand or discard pile (6 Swap, L24);
   * `chose` names the buff to swap out, then the one to swap in.
   */
  swap: rule({
    run: (env, p: { readonly with: 'hand' | 'discard' } & Chose, at) => {
      const { ctx, controller: me } = env;
      const area = p.with === 'hand' ? Z.hand : Z.discard;
      const mine = [...ctx.cards(Z.buffs, me)];
      const incoming = validBuffs(ctx, me, p.with);
      const pair = p.chose ?? swapPick(ctx, me, p.with);
      if (pair.length < 2) return;
      const [out, into] = pair;
      // A buff chosen when the card was played that has moved since is not replaced (L43).
      if (!mine.includes(out) || !incoming.includes(into)) return;
      const position = ctx.cards(Z.buffs, me).indexOf(out);
      const oldSpot = ctx.cards(area, me).indexOf(into);
      leavePlay(ctx, out, p.with, 'swap', me, at.run, oldSpot);
      if (ctx.isIn(into, area)) enterPlay(ctx, into, me, 'swap', at.run, position);
    },
    describe: (p) => `Swap one of your buffs with a buff from your ${pile(p.with)}`,
  }),
  /** Stores cards under this buff, at the bottom of the stored pile (6.1.4). */
  store: rule({
    run: (env, p: { readonly from: 'deckTop' | 'hand'; readonly count: number }, at) => {
      const { ctx, controller: me } = env;
      const { buff } = at.env;
      if (buff < 0 || !ctx.isIn(buff, Z.buffs)) return;
      const stored =
        p.from === 'deckTop'
          ? ctx.cards(Z.deck, me).slice(0, p.count)
          : fromHand(ctx, me, p.count, undefined, 'Store cards');
      for (const c of [...stored]) {
        if (p.from === 'hand') noteHandLeft(ctx, me);
        ctx.move(c, Z.stored, me, { cause: 'store', by: me, position: 'bottom' });
        ctx.setCard(c, 'attachedTo', buff);
      }
    },
    describe: (p) =>
      `Store ${p.from === 'deckTop' ? `the top ${count(p.count, 'card')} of your deck` : cards(p.count)} ${p.from === 'hand' ? 'from your hand ' : ''}under this buff`,
  }),
  /** Moves all cards stored under this buff to the controller's hand (6.1.4). */
  releaseStored: rule({
    run: (env, _p: {}, at) => {
      const me = env.controller;
      if (at.env.buff >= 0)
        for (const c of storedUnder(env.ctx, at.env.buff))
          env.ctx.move(c, Z.hand, me, { cause: 'release', by: me });
    },
    describe: () => 'put all cards stored under this buff into your hand',
  }),
};
