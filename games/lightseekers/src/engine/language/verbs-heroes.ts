/**
 * Lightseekers verbs that act on heroes (Lightseekers 2.6, 4.3.1, 5.1, 6 Cancel, 6.1.2, 6.1.6): damage,
 * healing, lasting modifiers, extra actions and Cancel.
 * @module
 */
import { count, lowerFirst } from '@cardloom/core/cards';
import type { Amount, Duration, Modifier, Who } from '../../cards/vocabulary-effects.js';
import { dealDamage, healPlayer } from '../modifiers/damage.js';
import { addLasting } from '../modifiers/lingering.js';
import { cancelResolving } from '../table/resolving.js';
import { turnInfo, updateTurn } from '../table/turn-record.js';
import { takesPower } from './frame.js';
import { rule } from './rule.js';
import { act, amountWords, describeModifier, WHO } from './words.js';

const UNTIL: Record<Duration, string> = {
  endOfTurn: 'until the end of this turn',
  startOfYourNextTurn: 'until the start of your next turn',
  endOfTheirNextTurn: 'until the end of their next turn',
};

/** The verbs on heroes. */
export const HERO_VERBS = {
  /**
   * Deals damage (the recipient by default) after power modifiers — once per hero per card, never on
   * the controller's own damage (2.6, L52) — and damage changes (6.1.2).
   */
  damage: rule({
    run: (env, p: { readonly amount: Amount; readonly to?: Who }, at) => {
      const n = env.amount(p.amount);
      for (const q of env.players(p.to ?? 'recipient'))
        dealDamage(env.ctx, at.env, q, n, takesPower(at, 'damage', q));
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
      for (const q of env.players(p.to ?? 'self'))
        healPlayer(env.ctx, at.env, q, n, takesPower(at, 'heal', q));
    },
    describe: (p) => {
      const { n, per } = amountWords(p.amount);
      return `${act(p.to ?? 'self', 'heal')} ${n}${per}`;
    },
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
  /** Extra actions this turn (4.3.1; never beyond a limit, 6.1.6). */
  extraActions: rule({
    run: (env, p: { readonly count: number }) => {
      const { ctx } = env;
      if (env.controller === ctx.active) updateTurn(ctx, { gained: turnInfo(ctx).gained + p.count });
    },
    describe: (p) => `gain ${count(p.count, 'extra action')} this turn`,
  }),
  /** Cancels the card or Ability that set off this trigger; only the first Cancel counts (6 Cancel, 4.3.3). */
  cancel: rule({
    run: (env, _p: {}) => cancelResolving(env.ctx),
    describe: () => 'Cancel that card',
  }),
};
