/**
 * The Lightseekers nouns of the card language, each with what it means and how it reads: the heroes an
 * effect names (relative to its controller, 3.3, 4.3.3), condition tests, counted amounts (X and counts,
 * 2.6), the card filter and the trigger events (4.1–4.5, 6).
 * @module
 */
import type { Ctx, GameEvent, PlayerId } from '@cardloom/core';
import type { ConditionDef, CountDef, FilterDef, PlayerRefDef, TriggerDef } from '@cardloom/core/cards';
import type { Act, LightseekersNouns, Who } from '../../cards/vocabulary-effects.js';
import type { Affinity } from '../../cards/vocabulary-elements.js';
import { hasAccess } from '../elements/access.js';
import { affinityMatches, matching } from '../elements/card-filters.js';
import { isImmune } from '../modifiers/damage.js';
import { Z } from '../table/catalog.js';
import { EV } from '../table/events.js';
import { HEALTH } from '../table/removal.js';
import { alive, clockwise, leftOf, rightOf } from '../table/seating.js';
import { happenedSince } from '../table/since.js';
import type { Env } from '../table/sources.js';
import { describeFilter, has, POSSESSIVE, WHO } from './words.js';

type N = LightseekersNouns;

/** The heroes a reference names in these surroundings, in resolution order (4.3.3). */
export function resolveWho(ctx: Ctx, env: Env, who: Who): PlayerId[] {
  const me = env.source.controller;
  // An Attack never touches a hero Immune to Attacks (6 Immune, L9), nor a removed hero (5.1).
  return named(ctx, env, who).filter(
    (p) =>
      alive(ctx, p) &&
      !(env.source.category === 'attack' && p !== me && isImmune(ctx, p, 'attacks', env.source)),
  );
}

/** The heroes a reference names, living or not. */
function named(ctx: Ctx, env: Env, who: Who): PlayerId[] {
  const me = env.source.controller;
  switch (who) {
    case 'self':
      return [me];
    case 'recipient':
      return [env.recipient];
    case 'target':
      return [leftOf(ctx, me)];
    case 'enemy':
      return [rightOf(ctx, me)];
    case 'actor':
      return [env.actor];
    case 'eachOther':
      return clockwise(ctx, ctx.active).filter((p) => p !== me);
  }
}

/** A hero reference; once the game is over it names no one (nothing happens after the end, 5). */
function hero(who: Who): PlayerRefDef<N> {
  return {
    players: (env) => (env.ctx.state.status.over ? [] : resolveWho(env.ctx, env.surroundings.env, who)),
    text: WHO[who],
  };
}

/** The heroes cards name (see {@link Who}). */
export const PLAYERS = Object.fromEntries((Object.keys(WHO) as Who[]).map((who) => [who, hero(who)])) as {
  readonly [K in Who]: PlayerRefDef<N>;
};

/** "The hero has at least `count` cards in a zone" (the first hero `who` names; false when none). */
function atLeast(zone: string, what: string): ConditionDef<N, { readonly who: Who; readonly count: number }> {
  return {
    holds: (env, p) => {
      const q = env.players(p.who)[0];
      return q !== undefined && env.ctx.count(zone, q) >= p.count;
    },
    describe: (p) => `${has(p.who)} ${p.count} or more ${what}`,
  };
}

/** Condition tests (effects' `if`, clunky rotation conditions, 2.5.3). */
export const CONDITIONS: { readonly [K in keyof N['conditions']]: ConditionDef<N, N['conditions'][K]> } = {
  healthAtMost: {
    holds: (env, p) => {
      const q = env.players(p.who)[0];
      return q !== undefined && env.ctx.playerCounter(q, HEALTH) <= p.amount;
    },
    describe: (p) => `${POSSESSIVE[p.who]} health is ${p.amount} or less`,
  },
  buffsAtLeast: atLeast(Z.buffs, 'buffs in play'),
  handAtLeast: atLeast(Z.hand, 'cards in hand'),
  itemsAtLeast: atLeast(Z.items, 'items equipped'),
  hasAccess: {
    holds: (env, p) => hasAccess(env.ctx, env.controller, p.affinity, p.grade),
    describe: (p) => `you have ${p.grade === 'superior' ? 'superior ' : ''}${p.affinity} access`,
  },
  sinceYourLastTurn: {
    holds: (env, p) => happenedSince(env.ctx, env.controller, p.event),
    describe: (p) => `you were ${p.event === 'attacked' ? 'Attacked' : 'dealt damage'} Since Your Last Turn`,
  },
};

/** Counts a zone of the first hero `of` names (0 when none). */
function zoneCount(zone: string, what: (of: Who) => string): CountDef<N, { readonly of?: Who }> {
  return {
    count: (env, p) => {
      const q = env.players(p.of ?? 'self')[0];
      return q === undefined ? 0 : env.ctx.count(zone, q);
    },
    describe: (p) => `the number of ${what(p.of ?? 'self')}`,
  };
}

/** Counted amounts (2.6): the buff's corner value X and counts of things. */
export const COUNTS: { readonly [K in keyof N['counts']]: CountDef<N, N['counts'][K]> } = {
  x: { count: (env) => env.surroundings.env.x, describe: () => 'X' },
  buffs: zoneCount(Z.buffs, (of) => `buffs ${has(of)} in play`),
  items: zoneCount(Z.items, (of) => `items ${has(of)} equipped`),
};

/** The card filter: cards of the controller's hand matching it. */
export const FILTER: FilterDef<N> = {
  candidates: (env, filter) => matching(env.ctx, Z.hand, env.controller, filter),
  describe: (filter, count) => {
    const text = describeFilter(filter);
    return count === 1 ? text : `${text}s`;
  },
};

/** Each act as said of "you" and of another hero. */
const ACT_VERB: Record<Act, readonly [string, string]> = {
  attack: ['Attack', 'Attacks'],
  defend: ['Defend', 'Defends'],
  buff: ['play a Buff', 'plays a Buff'],
  equip: ['Equip an item', 'Equips an item'],
  play: ['Play a card', 'Plays a card'],
  combo: ['play a combo', 'plays a combo'],
  ability: ['use an Ability', 'uses an Ability'],
};

/** A trigger on the controller's own turn event (start, buff phase, end). */
function ownTurn(on: string, text: string): TriggerDef<{}> {
  return { on, when: (ctx, e, self) => e.player === ctx.card(self).owner, describe: () => text };
}

/** Whether an act event matches an `act` trigger of a card owned by `owner`. */
function actMatches(trigger: N['triggers']['act'], e: GameEvent, owner: PlayerId): boolean {
  if (!(e.acts as string[]).includes(trigger.act)) return false;
  if (trigger.by === 'self' && e.player !== owner) return false;
  if (trigger.by === 'other' && e.player === owner) return false;
  const recipient = e.recipient as number;
  if (trigger.against === 'self' && recipient !== owner) return false;
  if (trigger.against === 'other' && (recipient === owner || recipient < 0)) return false;
  return !trigger.affinity || affinityMatches(e.affinities as Affinity[], trigger.affinity);
}

/**
 * Trigger events. Expire and leave-play effects run inline while the buff is in transition (4.2.4,
 * 6.1.3), so they watch no kernel event.
 */
export const TRIGGERS: { readonly [K in keyof N['triggers']]: TriggerDef<N['triggers'][K]> } = {
  startOfTurn: ownTurn(EV.startOfTurn, 'At the start of your turn'),
  eachTurn: ownTurn(EV.eachTurn, 'In each of your buff phases'),
  endOfTurn: ownTurn(EV.endOfTurn, 'At the end of your turn'),
  expire: { on: [], when: () => false, describe: () => 'When this Expires' },
  leavePlay: { on: [], when: () => false, describe: () => 'When this leaves play' },
  act: {
    on: [EV.act, EV.after],
    when: (ctx, e, self, p) =>
      e.type === (p.timing === 'after' ? EV.after : EV.act) && actMatches(p, e, ctx.card(self).owner),
    describe: (p) => {
      const subject = { self: 'you', other: 'another hero', any: 'any hero' }[p.by];
      const verb = ACT_VERB[p.act][p.by === 'self' ? 0 : 1];
      const against = p.against ? (p.against === 'self' ? ' you' : ' another hero') : '';
      const element = p.affinity ? ` with a ${p.affinity} card` : '';
      return `${p.timing === 'after' ? 'After' : 'When'} ${subject} ${verb}${against}${element}`;
    },
  },
};
