/**
 * The faction game's ability words: triggers (the events they wait for), static modifiers (the stats
 * they change), activation costs and timings — each with its wording beside it.
 * @module
 */
import { type CardId, type Ctx, type GameEvent, KernelEvents, moveCards } from '@cardloom/core';
import {
  capitalize,
  count,
  type LanguageSpec,
  type LanguageWords,
  type Say,
  type StaticPart,
  type VerbsOf,
} from '@cardloom/core/cards';
import { describeFilter, describeKeyword, describeStatChange } from '../../cards/describe-terms';
import type { CardFilter, FactionNouns, Scope } from '../../cards/vocabulary';
import { exhaust, inPlay, isLive } from '../board';
import { E, PLAY_ZONES, Z } from '../keys';
import { resourceCost } from '../resources';
import { windowOf } from '../windows';
import { matches } from './nouns';
import { keywordStat } from './verbs';

type Spec = LanguageSpec<FactionNouns, VerbsOf<FactionNouns>> &
  LanguageWords<FactionNouns, VerbsOf<FactionNouns>>;

/**
 * Whether a card that just moved was live where it was (D10), from the `moved` event's last known
 * state: it left play face up, not exhausted, under a player still in the game.
 */
function wasLive(ctx: Ctx, e: GameEvent): boolean {
  return (
    PLAY_ZONES.includes(e.from as (typeof PLAY_ZONES)[number]) &&
    !e.wasFaceDown &&
    !e.wasTapped &&
    !ctx.player(e.wasController as number).out
  );
}

/** The events triggers wait for, and whether a given event concerns the ability's card. */
export const TRIGGERS: Spec['triggers'] = {
  played: {
    on: E.played,
    when: (_ctx, e, self) => e.card === self,
    describe: () => 'When this card is played',
  },
  leavesPlay: {
    on: KernelEvents.moved,
    when: (ctx, e, self) => e.card === self && wasLive(ctx, e),
    // It fires after its card left play, so it is judged by its state before the move.
    lastKnown: { controller: (_ctx, event) => event.wasController as number },
    describe: () => 'When this card leaves play',
  },
  attacks: {
    on: E.attack,
    when: (_ctx, e, self) => e.attacker === self,
    describe: () => 'When this card attacks',
  },
  blocks: {
    on: E.block,
    when: (_ctx, e, self) => e.blocker === self,
    describe: () => 'When this card blocks',
  },
  damagesMain: {
    on: E.combatDamage,
    when: (_ctx, e, self) => e.source === self && e.main === true,
    describe: () => 'When this card deals combat damage to an opposing main character',
  },
  morning: {
    on: E.morning,
    when: (ctx, e, self) => e.player === ctx.card(self).controller,
    describe: () => 'At the start of your Morning',
  },
  allyEnters: {
    on: E.enters,
    when: (ctx, e, self) => e.card !== self && e.controller === ctx.card(self).controller,
    describe: () => 'When another character enters play under your control',
  },
  itemAttached: {
    on: E.attached,
    when: (ctx, e, self) => e.player === ctx.card(self).controller,
    describe: () => 'When an item is attached to a card you control',
  },
};

/** Whether a static's scope reaches `target`. */
function reaches(scope: Scope): StaticPart['affects'] {
  if (scope === 'self') return (_ctx, self, target) => target === self;
  if (scope === 'host') return (ctx, self, target) => ctx.card(self).attachedTo === target;
  return (ctx, self, target) =>
    inPlay(ctx, target) &&
    matches(ctx, target, scope.each, { controller: ctx.card(self).controller, card: self });
}

/** Type and faction tests that also work for cards outside play. */
function matchesPrinted(ctx: Ctx, card: CardId, filter: Omit<CardFilter, 'side'>): boolean {
  const printed = ctx.cardDef(card);
  if (filter.type !== undefined) {
    const types = typeof filter.type === 'string' ? [filter.type] : filter.type;
    if (!types.some((t) => printed.types.includes(t))) return false;
  }
  if (filter.faction !== undefined && (printed.data as { faction: unknown }).faction !== filter.faction)
    return false;
  return true;
}

function who(scope: Scope, say: Say<FactionNouns>): string {
  return say.target(scope);
}

/** Static modifiers and the kernel stats they change. */
export const STATICS: Spec['statics'] = {
  stats: {
    parts: (p) => {
      const affects = reaches(p.scope);
      const out: StaticPart[] = [];
      if (p.attack) out.push({ stat: 'attack', amount: p.attack, affects });
      if (p.defense) out.push({ stat: 'defense', amount: p.defense, affects });
      return out;
    },
    describe: (p, say) => `${who(p.scope, say)} gets ${describeStatChange(p.attack, p.defense)}`,
  },
  keyword: {
    parts: (p) => {
      const [stat, amount] = keywordStat(p.keyword);
      return [{ stat, amount, affects: reaches(p.scope) }];
    },
    describe: (p, say) => `${who(p.scope, say)} has ${describeKeyword(p.keyword)}`,
  },
  victoryField: {
    parts: (p) => [{ stat: 'victoryField', amount: p.amount, affects: reaches(p.scope) }],
    describe: (p, say) => `${who(p.scope, say)} can hold ${count(p.amount, 'more victory token')}`,
  },
  costReduction: {
    // Cards the controller is about to play matching the filter cost less (D8 floors faction cards at 1).
    parts: (p) => {
      const { side: _side, ...filter } = p.filter;
      return [
        {
          stat: 'cost',
          amount: -p.amount,
          affects: (ctx, self, target) => {
            const me = ctx.card(self).controller;
            const t = ctx.card(target);
            // In hand, or set face down in play (turning it up counts as playing it, D16).
            const playable =
              ctx.isIn(target, Z.hand, me) || (t.faceDown && t.controller === me && inPlay(ctx, target));
            return playable && t.owner === me && matchesPrinted(ctx, target, filter);
          },
        },
      ];
    },
    describe: (p) => `${capitalize(describeFilter(p.filter, 2))} you play cost ${p.amount} less`,
  },
};

/** Exhaust the ability's own card (D10): it must be live and ready. */
const exhaustSelf = {
  kind: 'exhaust-self',
  label: 'exhaust this card',
  options: (ctx: Ctx, _payer: number, source: CardId) => (source >= 0 && isLive(ctx, source) ? [null] : []),
  pay: (ctx: Ctx, _payer: number, source: CardId) => exhaust(ctx, source, 1),
};

/** Activation cost parts, in the order they are paid and written. */
export const COSTS: Spec['costs'] = {
  exhaust: { parts: () => [exhaustSelf], describe: () => 'exhaust this card' },
  resources: { parts: (n) => [resourceCost(n, null)], describe: (n) => `pay ${count(n, 'resource')}` },
  discard: {
    parts: (n) => [moveCards({ zone: Z.hand, count: n, to: Z.discard, cause: 'cost' })],
    describe: (n) => `discard ${count(n, 'card')}`,
  },
};

/** When activated abilities may be used: `day` not while effects wait on the stack (F7.2). */
export const TIMINGS: Spec['timings'] = {
  day: { allows: (ctx) => windowOf(ctx) !== 'stack', text: '' },
  response: { allows: () => true, text: 'Response.' },
};
