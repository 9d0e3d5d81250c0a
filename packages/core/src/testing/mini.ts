/**
 * "Skirmish": a small complete game used to test the kernel and to show how a game plugs in. It has
 * typed resources (sun and moon) paid with a pool cost, triggered abilities under any of the three
 * ordering policies, a replacement effect, a static modifier, "may" and target decisions, durations,
 * game-state checks and hidden hands and decks.
 *
 * Each turn: `start` (ready your units, gain one sun and one moon), `draw` (not on the very first turn),
 * `main` (play cards, attack, end the turn), `end`. A player at 0 life, or who must draw from an empty
 * deck, loses. In the stack variant a `zap` response can be played while items wait.
 * @module
 */
import type { Ctx } from '../context/ctx';
import { payFromPool, tapSelf } from '../rules/costs';
import { defineGame } from '../rules/define';
import type { Action, CardDefinition, GameDefinition } from '../rules/definition';
import { bagPolicy, fixedPolicy, stackPolicy, type TriggerPolicy } from '../rules/policies';
import type { GameEvent } from '../state/events';
import type { CardId, PlayerId } from '../state/state';

/** Which trigger policy a Skirmish definition uses. */
export type SkirmishPolicy = 'bag' | 'stack' | 'fixed';

const TYPES = ['sun', 'moon'] as const;
const ways = (symbol: string): string[][] => (symbol === 'any' ? [['sun'], ['moon']] : [[symbol]]);

/** Proposes damage to a player, through replacement effects, then deals it. */
function damagePlayer(ctx: Ctx, player: PlayerId, amount: number, source: CardId): void {
  const event = ctx.replace({ type: 'damage', player, amount, source });
  if (!event || (event.amount as number) <= 0) return;
  ctx.addPlayerCounter(player, 'life', -(event.amount as number));
  ctx.emit({ type: 'damaged', player, amount: event.amount, source });
}

const entersPlay = (_ctx: Ctx, e: GameEvent, self: CardId) => e.card === self && e.to === 'play';

function unit(
  id: string,
  name: string,
  cost: string[],
  power: number,
  extra: Partial<CardDefinition> = {},
): CardDefinition {
  return { id, name, types: ['unit'], stats: { power }, data: { cost }, ...extra };
}

/** The Skirmish card pool. */
export const skirmishCards: CardDefinition[] = [
  unit('grunt', 'Grunt', ['any'], 2),
  unit('brute', 'Brute', ['sun', 'sun'], 4),
  unit('sprite', 'Sprite', ['moon'], 1, {
    abilities: [
      {
        kind: 'triggered',
        name: 'Spark',
        on: 'moved',
        when: entersPlay,
        effect: (ctx, { source, controller }) => {
          for (const o of ctx.opponents(controller)) damagePlayer(ctx, o, 1, source);
        },
      },
    ],
  }),
  unit('healer', 'Healer', ['moon', 'any'], 1, {
    abilities: [
      {
        kind: 'triggered',
        name: 'Echo',
        on: 'moved',
        when: (ctx, e, self) =>
          e.to === 'play' &&
          e.card !== self &&
          ctx.card(e.card as CardId).controller === ctx.card(self).controller,
        effect: (ctx, { controller }) => ctx.addPlayerCounter(controller, 'life', 1),
      },
    ],
  }),
  unit('warden', 'Warden', ['sun', 'moon'], 1, {
    abilities: [
      {
        kind: 'replacement',
        name: 'Shield',
        on: 'damage',
        applies: (ctx, e, self) => e.player === ctx.card(self).controller,
        replace: (_ctx, e) => ({ ...e, amount: Math.max(0, (e.amount as number) - 1) }),
      },
    ],
  }),
  unit('captain', 'Captain', ['sun', 'any'], 2, {
    abilities: [
      {
        kind: 'static',
        name: 'Banner',
        stat: 'power',
        op: 'add',
        amount: 1,
        affects: (ctx, self, target) =>
          target !== self &&
          ctx.isIn(target, 'play') &&
          ctx.card(target).controller === ctx.card(self).controller,
      },
    ],
  }),
  unit('scout', 'Scout', ['any'], 1, {
    abilities: [
      {
        kind: 'triggered',
        name: 'Lookout',
        on: 'moved',
        when: entersPlay,
        effect: (ctx, { controller }) => {
          if (ctx.may(controller, 'Draw a card?')) drawOrLose(ctx, controller);
        },
      },
    ],
  }),
  unit('hunter', 'Hunter', ['sun'], 2, {
    abilities: [
      {
        kind: 'triggered',
        name: 'Snare',
        on: 'moved',
        when: entersPlay,
        effect: (ctx, { controller }) => {
          const targets = ctx
            .opponents(controller)
            .flatMap((o) => ctx.cards('play', o).filter((c) => !ctx.card(c).tapped));
          const chosen = ctx.chooseCard(controller, targets, { prompt: 'Tap an opposing unit' });
          if (chosen !== null) ctx.setTapped(chosen, true);
        },
      },
    ],
  }),
  {
    id: 'rally',
    name: 'Rally',
    types: ['spell'],
    stats: {},
    data: { cost: ['sun'] },
    handlers: {
      resolve: (ctx) => {
        const mine = ctx.cards('play', ctx.actor);
        ctx.modify(mine, 'power', 2, { until: 'end-of-turn' });
      },
    },
  },
  { id: 'zap', name: 'Zap', types: ['spell', 'response'], stats: {}, data: { cost: ['moon'] } },
];

function costOf(ctx: Ctx, card: CardId) {
  const symbols = ((ctx.cardDef(card).data as { cost: string[] }).cost ?? []) as string[];
  return [payFromPool({ prefix: 'res.', types: TYPES, requirements: symbols, ways })];
}

function drawOrLose(ctx: Ctx, player: PlayerId): void {
  if (ctx.count('deck', player) === 0) ctx.setVar(`decked.${player}`, true);
  else ctx.draw(player, 1);
}

const playCard = {
  type: 'play',
  rule: 'Skirmish: play a card',
  enumerate(ctx: Ctx, player: PlayerId, out: Action[]) {
    const seen = new Set<string>();
    for (const card of ctx.cards('hand', player)) {
      const def = ctx.card(card).def;
      if (def === 'zap' || seen.has(def)) continue;
      seen.add(def);
      if (ctx.canPay(costOf(ctx, card), player, card)) out.push({ type: 'play', player, card });
    }
  },
  perform(ctx: Ctx, action: Action & { card: CardId }) {
    const card = action.card;
    ctx.pay(costOf(ctx, card), action.player, card);
    if (ctx.isType(card, 'spell')) {
      ctx.move(card, 'discard', action.player, { cause: 'play', by: action.player });
      ctx.self = card;
      ctx.run(ctx.cardHandler('resolve', card));
    } else ctx.move(card, 'play', action.player, { cause: 'play', by: action.player });
  },
};

const attack = {
  type: 'attack',
  rule: 'Skirmish: attack',
  enumerate(ctx: Ctx, player: PlayerId, out: Action[]) {
    for (const card of ctx.cards('play', player))
      if (!ctx.card(card).tapped && ctx.card(card).enteredTurn < ctx.turnNumber)
        out.push({ type: 'attack', player, card });
  },
  perform(ctx: Ctx, action: Action & { card: CardId }) {
    ctx.pay([tapSelf()], action.player, action.card);
    const [target] = ctx.choosePlayers(action.player, ctx.opponents(action.player), {
      prompt: 'Attack which player?',
    });
    damagePlayer(ctx, target, ctx.stat(action.card, 'power'), action.card);
  },
};

const zap = {
  type: 'zap',
  windows: ['priority'] as const,
  enumerate(ctx: Ctx, player: PlayerId, out: Action[]) {
    if (ctx.playerCounter(player, 'res.moon') < 1) return;
    const card = ctx.cards('hand', player).find((c) => ctx.card(c).def === 'zap');
    if (card !== undefined) out.push({ type: 'zap', player, card });
  },
  perform(ctx: Ctx, action: Action & { card: CardId }) {
    ctx.pay(costOf(ctx, action.card), action.player, action.card);
    ctx.move(action.card, 'discard', action.player, { cause: 'play', by: action.player });
    ctx.queue({
      controller: action.player,
      source: action.card,
      task: { h: 'zap', a: { player: action.player } },
      label: 'Zap',
    });
  },
};

const endTurn = {
  type: 'end-turn',
  enumerate: (_ctx: Ctx, player: PlayerId, out: Action[]) => void out.push({ type: 'end-turn', player }),
  perform: (ctx: Ctx) => ctx.endStep(),
};

function policyOf(kind: SkirmishPolicy): TriggerPolicy {
  if (kind === 'bag')
    return bagPolicy({ handOver: (ctx) => ctx.option('handOver') as 'next-in-turn-order' | 'active-first' });
  if (kind === 'stack') return stackPolicy();
  // Fixed: the active player's items first, then clockwise; within a player, oldest source first.
  return fixedPolicy({
    key: (ctx, item) =>
      ((item.controller - ctx.active + ctx.playerCount) % ctx.playerCount) * 1e6 + Math.max(0, item.source),
  });
}

/** Builds a Skirmish definition with the given trigger policy. */
export function skirmish(kind: SkirmishPolicy = 'bag'): GameDefinition {
  return defineGame({
    id: `skirmish-${kind}`,
    name: `Skirmish (${kind})`,
    players: [2, 3, 4],
    zones: [
      { name: 'deck', owner: 'player', ordered: true, visibility: 'count', faceDown: true },
      { name: 'hand', owner: 'player', ordered: false, visibility: 'owner' },
      { name: 'play', owner: 'player', ordered: false, visibility: 'public' },
      { name: 'discard', owner: 'player', ordered: true, visibility: 'public' },
    ],
    turn: {
      phases: [
        {
          id: 'turn',
          steps: [
            {
              id: 'start',
              mode: 'auto',
              enter: (ctx) => {
                for (const c of ctx.cards('play', ctx.active)) ctx.setTapped(c, false);
                for (const t of TYPES) ctx.addPlayerCounter(ctx.active, `res.${t}`, 1);
              },
            },
            {
              id: 'draw',
              mode: 'auto',
              skip: (ctx) => ctx.turnNumber === 1,
              enter: (ctx) => drawOrLose(ctx, ctx.active),
            },
            { id: 'main', mode: 'actions' },
            { id: 'end', mode: 'auto' },
          ],
        },
      ],
    },
    actions: kind === 'stack' ? [playCard, attack, zap, endTurn] : [playCard, attack, endTurn],
    policy: policyOf(kind),
    checks: [
      {
        id: 'life',
        rule: 'Skirmish: 0 life loses',
        find: (ctx, out) => {
          for (const p of ctx.playersInOrder())
            if (ctx.playerCounter(p, 'life') <= 0 || ctx.getVar(`decked.${p}`))
              out.push(() => ctx.lose(p, ctx.getVar(`decked.${p}`) ? 'deck-out' : 'life'));
        },
      },
    ],
    rulesets: [
      { name: 'standard', options: { handOver: 'next-in-turn-order' } },
      { name: 'active-first', options: { handOver: 'active-first' } },
    ],
    cards: skirmishCards,
    handlers: {
      zap: (ctx, a) => {
        for (const o of ctx.opponents((a as { player: PlayerId }).player)) damagePlayer(ctx, o, 1, -1);
      },
    },
    setup(ctx) {
      for (let p = 0; p < ctx.playerCount; p++) {
        ctx.shuffle('deck', p);
        ctx.setPlayerCounter(p, 'life', 12);
        ctx.draw(p, 4);
      }
      ctx.setActive(ctx.random(ctx.playerCount));
    },
  });
}

/** A 20-card Skirmish deck with every card. */
export function skirmishDeck(): string[] {
  const ids = skirmishCards.map((c) => c.id);
  return Array.from({ length: 20 }, (_, i) => ids[i % ids.length]);
}
