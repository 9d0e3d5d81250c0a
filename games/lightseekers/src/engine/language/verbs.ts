/**
 * The Lightseekers verbs: what each effect step does (Lightseekers 2.6, 3.4, 4.3.3–4.3.6, 6) and how
 * it reads, side by side. Control flow (`if`, `may`, for each…) is the shared card language's; effects
 * directed at several heroes resolve hero by hero, clockwise from the acting player (4.3.3), and choices
 * go to the player the rules name (4.3.4, 4.3.5, 6 Discard).
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import {
  type Env as CardEnv,
  lowerFirst,
  type Say,
  type StepResult,
  type Verb,
  type VerbParams,
  verbOf,
} from '@cardloom/core/cards';
import type {
  Amount,
  BuffSelector,
  CardFilter,
  Duration,
  LightseekersNouns,
  Modifier,
  Who,
} from '../../cards/vocabulary-effects.js';
import { enterPlay, fireBuff, leavePlay, restartBuff, rotateBuff } from '../buffs/lifecycle.js';
import { storedUnder } from '../buffs/stored.js';
import { cardMatches, isValid } from '../elements/card-filters.js';
import { dealDamage, healPlayer, isImmune } from '../modifiers/damage.js';
import { addLasting } from '../modifiers/lingering.js';
import { bears } from '../modifiers/modifiers.js';
import { buffOf, cardOf, Z } from '../table/catalog.js';
import { pickCards } from '../table/choices.js';
import type { Env } from '../table/sources.js';
import { noteHandLeft, turnInfo, updateTurn } from '../table/turn-record.js';
import { type Running, running } from './frame.js';
import {
  act,
  amountWords,
  cards,
  describeFilter,
  describeModifier,
  POSSESSIVE,
  plural,
  selector,
  WHO,
} from './words.js';

type N = LightseekersNouns;
const verb = verbOf<N>();

/**
 * A Lightseekers verb: its `run` also sees the surroundings of the run (source, recipient, buff, X).
 * Nothing happens once the game is over (5), so a step after the last hero fell is not done.
 */
function rule<P extends VerbParams>(def: {
  readonly run: (env: CardEnv<N>, p: P, at: Running) => void;
  readonly describe: (p: P, say: Say<N>) => string;
}): Verb<N, P> {
  return verb<P>({
    run: (env, p): StepResult => {
      if (env.ctx.state.status.over) return false;
      def.run(env, p, running(env.ctx));
    },
    describe: def.describe,
  });
}

/** Draws cards unless the player can't Draw (4.4) or the deck is empty (3.4.2). */
export function drawCards(ctx: Ctx, p: PlayerId, n: number): void {
  if (n <= 0 || bears(ctx, p, 'cannotDraw')) return;
  ctx.draw(p, n, Z.deck, Z.hand);
}

/** Moves cards from a hand, chosen by its owner within a filter (4.3.5), revealed to everyone. */
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

/** The buffs a selector picks, in the order they are handled. */
function selectBuffs(env: CardEnv<N>, at: Env, buffs: BuffSelector, prompt: string): CardId[] {
  const { ctx } = env;
  switch (buffs.pick) {
    case 'this':
      return at.buff >= 0 && ctx.isIn(at.buff, Z.buffs) ? [at.buff] : [];
    case 'rightOfThis': {
      if (at.buff < 0 || !ctx.isIn(at.buff, Z.buffs)) return [];
      const area = ctx.cards(Z.buffs, ctx.card(at.buff).owner);
      return area.slice(area.indexOf(at.buff) + 1);
    }
    case 'all':
      return env.players(buffs.of).flatMap((p) => [...ctx.cards(Z.buffs, p)]);
    case 'chosen': {
      const pool = env.players(buffs.of).flatMap((p) => [...ctx.cards(Z.buffs, p)]);
      return pickCards(ctx, env.controller, pool, buffs.count, { prompt });
    }
  }
}

/** Valid buffs of the controller's hand or discard pile (never Burn cards from the discard pile). */
function validBuffs(ctx: Ctx, me: PlayerId, from: 'hand' | 'discard'): CardId[] {
  const area = from === 'hand' ? Z.hand : Z.discard;
  return ctx
    .cards(area, me)
    .filter((c) => buffOf(ctx, c) && isValid(ctx, me, c) && !(area === Z.discard && cardOf(ctx, c).burn));
}

/** "your hand", "your discard pile". */
const pile = (from: 'hand' | 'discard') => (from === 'hand' ? 'hand' : 'discard pile');

const UNTIL: Record<Duration, string> = {
  endOfTurn: 'until the end of this turn',
  startOfYourNextTurn: 'until the start of your next turn',
  endOfTheirNextTurn: 'until the end of their next turn',
};

/** The verbs of Lightseekers, each with its rules and its wording. */
export const VERBS = {
  /** Deals damage (the recipient by default) after power modifiers and damage changes (2.6, 6.1.2). */
  damage: rule({
    run: (env, p: { readonly amount: Amount; readonly to?: Who }, at) => {
      const n = env.amount(p.amount);
      for (const q of env.players(p.to ?? 'recipient')) dealDamage(env.ctx, at.env, q, n);
    },
    describe: (p) => {
      const { n, per } = amountWords(p.amount);
      return `deal ${n} damage to ${WHO[p.to ?? 'recipient']}${per}`;
    },
  }),
  /** Heals (the controller by default), up to 35 (5.1, L32). */
  heal: rule({
    run: (env, p: { readonly amount: Amount; readonly to?: Who }, at) => {
      const n = env.amount(p.amount);
      for (const q of env.players(p.to ?? 'self')) healPlayer(env.ctx, at.env, q, n);
    },
    describe: (p) => {
      const { n, per } = amountWords(p.amount);
      return `${act(p.to ?? 'self', 'heal')} ${n}${per}`;
    },
  }),
  /** Draws cards (the controller by default); ignored while the deck is empty (3.4.2). */
  draw: rule({
    run: (env, p: { readonly count: Amount; readonly who?: Who }) => {
      const n = env.amount(p.count);
      for (const q of env.players(p.who ?? 'self')) drawCards(env.ctx, q, n);
    },
    describe: (p) => {
      const { n, per } = amountWords(p.count);
      return `${act(p.who ?? 'self', 'Draw')} ${n === '1' ? 'a card' : `${n} cards`}${per}`;
    },
  }),
  /** Discards from hand (the recipient by default), the discarding player choosing (6 Discard, 4.3.4). */
  discard: rule({
    run: (env, p: { readonly count: number; readonly who?: Who; readonly filter?: CardFilter }, at) => {
      const { ctx } = env;
      for (const q of env.players(p.who ?? 'recipient')) {
        if (isImmune(ctx, q, 'discard', at.env.source)) continue;
        for (const c of fromHand(ctx, q, p.count, p.filter, 'Discard')) {
          noteHandLeft(ctx, q);
          ctx.move(c, Z.discard, q, { cause: 'discard', by: env.controller });
        }
      }
    },
    describe: (p) => `${act(p.who ?? 'recipient', 'Discard')} ${cards(p.count, p.filter)} from hand`,
  }),
  /** Moves the top cards of a deck to its discard pile (a Discard from another location, 6). */
  discardTop: rule({
    run: (env, p: { readonly count: number; readonly who?: Who }, at) => {
      const { ctx } = env;
      for (const q of env.players(p.who ?? 'recipient')) {
        if (isImmune(ctx, q, 'discard', at.env.source)) continue;
        for (let i = 0; i < p.count; i++) {
          const top = ctx.cards(Z.deck, q)[0];
          if (top !== undefined) ctx.move(top, Z.discard, q, { cause: 'discard', by: env.controller });
        }
      }
    },
    describe: (p) =>
      `Discard the top ${p.count === 1 ? 'card' : `${p.count} cards`} of ${POSSESSIVE[p.who ?? 'recipient']} deck`,
  }),
  /** Removes buffs, chosen by the controller, discarded in the order they entered play (6 Remove, 4.3.4). */
  remove: rule({
    run: (
      env,
      p: { readonly count: number | 'all'; readonly from?: Who; readonly filter?: CardFilter },
      at,
    ) => {
      const { ctx } = env;
      const me = env.controller;
      for (const q of env.players(p.from ?? 'recipient')) {
        if (isImmune(ctx, q, 'remove', at.env.source)) continue;
        const pool = ctx.cards(Z.buffs, q).filter((b) => cardMatches(cardOf(ctx, b), p.filter));
        const chosen =
          p.count === 'all'
            ? pool
            : pickCards(ctx, me, pool, p.count, { prompt: 'Remove buffs', rule: 'Lightseekers 4.3.4' });
        const inOrder = [...ctx.cards(Z.buffs, q)].filter((b) => chosen.includes(b));
        for (const b of inOrder) if (ctx.isIn(b, Z.buffs)) leavePlay(ctx, b, 'discard', 'remove', me, at.run);
      }
    },
    describe: (p) =>
      `Remove ${p.count === 'all' ? 'all' : p.count === 1 ? 'one' : p.count} of ${POSSESSIVE[p.from ?? 'recipient']} ${describeFilter(p.filter, 'buff')}s`,
  }),
  /** Returns buffs to their owner's hand (6 Return). */
  return: rule({
    run: (env, p: { readonly count: number; readonly from?: Who }, at) => {
      const { ctx } = env;
      const me = env.controller;
      for (const q of env.players(p.from ?? 'recipient')) {
        const chosen = pickCards(ctx, me, ctx.cards(Z.buffs, q), p.count, { prompt: 'Return buffs' });
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
  /** Moves cards from the controller's discard pile to hand or deck; Burn cards stay (6 Burn, 3.4.4). */
  recover: rule({
    run: (env, p: { readonly count: number; readonly to: 'hand' | 'deck'; readonly filter?: CardFilter }) => {
      const { ctx } = env;
      const me = env.controller;
      const pool = ctx
        .cards(Z.discard, me)
        .filter((c) => !cardOf(ctx, c).burn && cardMatches(cardOf(ctx, c), p.filter));
      const chosen = pickCards(ctx, me, pool, p.count, { prompt: 'Take cards from your discard pile' });
      if (chosen.length === 0) return;
      // Everyone is told which cards leave a discard pile (3.4.4).
      ctx.reveal(chosen);
      for (const c of chosen)
        ctx.move(c, p.to === 'hand' ? Z.hand : Z.deck, me, { cause: 'recover', by: me });
      if (p.to === 'deck') ctx.shuffle(Z.deck, me);
    },
    describe: (p) =>
      `Move ${cards(p.count, p.filter)} from your discard pile to your ${p.to}${p.to === 'deck' ? ' and shuffle it' : ''}`,
  }),
  /** Moves cards from hand back into the deck, then shuffles it (3.4.2, 4.3.5). */
  tuck: rule({
    run: (env, p: { readonly count: number; readonly who?: Who; readonly filter?: CardFilter }) => {
      const { ctx } = env;
      for (const q of env.players(p.who ?? 'self')) {
        const chosen = fromHand(ctx, q, p.count, p.filter, 'Put cards back into your deck');
        for (const c of chosen) {
          noteHandLeft(ctx, q);
          ctx.move(c, Z.deck, q, { cause: 'tuck', by: q });
        }
        if (chosen.length) ctx.shuffle(Z.deck, q);
      }
    },
    describe: (p) =>
      `${act(p.who ?? 'self', 'Move', 'Moves')} ${cards(p.count, p.filter)} from hand back to the deck, then shuffle it`,
  }),
  /** Looks through the deck for a card matching the filter, puts it in hand, shuffles (3.4.2). */
  search: rule({
    run: (env, p: { readonly filter: CardFilter }) => {
      const { ctx } = env;
      const me = env.controller;
      const deck = ctx.cards(Z.deck, me);
      const pool = deck.filter((c) => cardMatches(cardOf(ctx, c), p.filter));
      if (pool.length > 0) {
        const [c] = ctx.chooseCards(me, pool, { prompt: 'Take a card from your deck', reveal: [...deck] });
        ctx.move(c, Z.hand, me, { cause: 'search', by: me });
      }
      ctx.shuffle(Z.deck, me);
    },
    describe: (p) => `look through your deck for ${cards(1, p.filter)}, put it in your hand, then shuffle`,
  }),
  /** Moves a Valid buff into play from hand or discard pile; it is not Played (6 Move, Valid). */
  moveIntoPlay: rule({
    run: (env, p: { readonly from: 'hand' | 'discard'; readonly filter?: CardFilter }, at) => {
      const { ctx } = env;
      const me = env.controller;
      const pool = validBuffs(ctx, me, p.from).filter((c) => cardMatches(cardOf(ctx, c), p.filter));
      if (pool.length === 0) return;
      const [c] = ctx.chooseCards(me, pool, { prompt: 'Move a buff into play' });
      enterPlay(ctx, c, me, 'move', at.run);
    },
    describe: (p) => `Move a Valid ${describeFilter(p.filter, 'buff')} from your ${pile(p.from)} into play`,
  }),
  /** One of the controller's buffs trades places with a Valid buff from hand or discard pile (6 Swap, L24). */
  swap: rule({
    run: (env, p: { readonly with: 'hand' | 'discard' }, at) => {
      const { ctx } = env;
      const me = env.controller;
      const area = p.with === 'hand' ? Z.hand : Z.discard;
      const mine = [...ctx.cards(Z.buffs, me)];
      const incoming = validBuffs(ctx, me, p.with);
      if (mine.length === 0 || incoming.length === 0) return;
      const [out] = ctx.chooseCards(me, mine, { prompt: 'Choose your buff to swap out' });
      const [into] = ctx.chooseCards(me, incoming, { prompt: 'Choose the buff to swap in' });
      const position = ctx.cards(Z.buffs, me).indexOf(out);
      const oldSpot = ctx.cards(area, me).indexOf(into);
      leavePlay(ctx, out, p.with === 'hand' ? 'hand' : 'discard', 'swap', me, at.run, oldSpot);
      if (ctx.isIn(into, area)) enterPlay(ctx, into, me, 'swap', at.run, position);
    },
    describe: (p) => `Swap one of your buffs with a buff from your ${pile(p.with)}`,
  }),
  /** Stores cards under this buff, at the bottom of the stored pile (6.1.4). */
  store: rule({
    run: (env, p: { readonly from: 'deckTop' | 'hand'; readonly count: number }, at) => {
      const { ctx } = env;
      const me = env.controller;
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
      `Store ${p.from === 'deckTop' ? `the top ${plural(p.count, 'card')} of your deck` : cards(p.count)} ${p.from === 'hand' ? 'from your hand ' : ''}under this buff`,
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
  /** Extra actions this turn (4.3.1; never beyond a limit, 6.1.6). */
  extraActions: rule({
    run: (env, p: { readonly count: number }) => {
      const { ctx } = env;
      if (env.controller === ctx.active) updateTurn(ctx, { gained: turnInfo(ctx).gained + p.count });
    },
    describe: (p) => `gain ${plural(p.count, 'extra action')} this turn`,
  }),
  /** Cancels the card or Ability that set off this trigger; only the first Cancel counts (6 Cancel, 4.3.3). */
  cancel: rule({
    run: (env, _p: {}) => {
      const res = env.ctx.getVar<{ cancelled: boolean } | null>('ls.res');
      if (res && !res.cancelled) env.ctx.setVar('ls.res', { ...res, cancelled: true });
    },
    describe: () => 'Cancel that card',
  }),
  /** Applies passive modifiers to a hero for a while (e.g. items Dormant until their next turn ends). */
  lasting: rule({
    run: (
      env,
      p: { readonly modifiers: readonly Modifier[]; readonly to?: Who; readonly until: Duration },
      at,
    ) => {
      const me = env.controller;
      for (const q of env.players(p.to ?? 'recipient')) {
        const duration =
          p.until === 'endOfTurn'
            ? ({ until: 'end-of-turn' } as const)
            : p.until === 'startOfYourNextTurn'
              ? ({ until: 'start-of-turn', player: me } as const)
              : ({ until: 'end-of-turn-of', player: q } as const);
        for (const modifier of p.modifiers)
          addLasting(env.ctx, q, { ...modifier, to: 'self' }, at.env.x, duration, me);
      }
    },
    describe: (p) => {
      const who = p.to ?? 'recipient';
      const mods = p.modifiers.map((m) => lowerFirst(describeModifier({ ...m, to: who }).replace(/\.$/, '')));
      return `${mods.join('; ')} ${UNTIL[p.until]}`;
    },
  }),
};

/** The verbs' type, which card effects are checked against. */
export type LightseekersVerbs = typeof VERBS;
