/**
 * The Disney Lorcana game definition on the cardloom kernel: zones (CR 7), turn structure (CR 3),
 * turn actions (CR 4), the bag (CR 7.7), game state checks (CR 1.8), rulesets and the card pool.
 *
 * @module
 */

import {
  type ActionSpec,
  type CardId,
  type Ctx,
  defineGame,
  type GameDefinition,
  type GameEvent,
  type Json,
  type PlayerId,
} from '@cardloom/core';
import type { LorcanaCard } from './cards/card.js';
import { fullPool } from './cards/full-pool.js';
import type { Trigger, TriggeredAbility } from './cards/vocabulary-abilities.js';
import type { Effect } from './cards/vocabulary-effects.js';
import { compileCard, discardTriggerOf } from './engine/abilities/compile.js';
import { triggerMatches } from './engine/abilities/trigger-match.js';
import { activateAction } from './engine/actions/activate.js';
import {
  CHALLENGE_DAMAGE,
  CHALLENGE_END,
  challengeAction,
  challengeDamage,
  challengeEnd,
} from './engine/actions/challenge.js';
import { endTurnAction } from './engine/actions/end-turn.js';
import { inkAction } from './engine/actions/ink.js';
import { moveAction } from './engine/actions/move.js';
import { playAction } from './engine/actions/play.js';
import { questAction } from './engine/actions/quest.js';
import type { DamageEvent } from './engine/changes/damage.js';
import { AFTER_CHALLENGE } from './engine/effects/after-challenge.js';
import { resolveEffect } from './engine/language/index.js';
import {
  sourceStillInPlay,
  WHILE_SOURCE_IN_PLAY,
  type WhileSourceArgs,
} from './engine/language/verbs/floating-triggers.js';
import { H } from './engine/language/verbs/lasting.js';
import { cardOf, Z } from './engine/state/board.js';
import { stored } from './engine/state/stored.js';
import { checks } from './engine/turn/checks.js';
import { ALTER_HAND, alterHand, MARKETING_CARD, setup } from './engine/turn/setup.js';
import { lorcanaBag, teamSeats } from './engine/turn/teams.js';
import { DISCARD_TRIGGER, turn } from './engine/turn/turn.js';
import { opt, rulesets } from './rulesets.js';

/** A Pack Rush marketing card: only ever ink (CR 10.2.2). */
const marketingCard: LorcanaCard = {
  id: MARKETING_CARD,
  set: '',
  number: 0,
  name: 'Marketing Card',
  type: 'item',
  cost: 0,
  inkwell: false,
  inks: [],
  classifications: [],
};

interface FloatingArgs {
  readonly trigger?: Trigger;
  readonly effect: Effect;
  readonly source: CardId;
  readonly controller: PlayerId;
  readonly it?: readonly { id: CardId; stamp: number }[];
  /** “The next time …”: the floating trigger ends once it has resolved (CR 6.2.7.1). */
  readonly once?: boolean;
}

/** Resolves a floating, delayed or after-the-challenge effect with the cards it still refers to. */
function runFloating(ctx: Ctx, a: Json): void {
  const { event, args } = stored<{ event: GameEvent; args: FloatingArgs }>(a)!;
  const it = (args.it ?? []).filter((r) => ctx.card(r.id).stamp === r.stamp).map((r) => r.id);
  // A watched trigger that ends once resolved (“the next time they challenge … this turn”).
  if (args.once) {
    const same = JSON.stringify(args);
    ctx.removeEffects((e) => e.run === H.floatingRun && JSON.stringify(e.args) === same);
  }
  resolveEffect(ctx, args.effect, { source: args.source, controller: args.controller, event, it });
}

interface PreventArgs {
  readonly card: CardId;
  readonly stamp: number;
}

/** Removes a departed player's cards from the game, and under 2024 their effects (CR 9.2.3). */
function onPlayerOut(
  ctx: Parameters<NonNullable<Parameters<typeof defineGame>[0]['onPlayerOut']>>[0],
  player: PlayerId,
): void {
  for (const zone of [Z.play, Z.hand, Z.inkwell, Z.discard, Z.deck, Z.under]) {
    for (const c of ctx.cards(zone, player).slice()) ctx.move(c, 'removed', player, { cause: 'left-game' });
  }
  if (!opt(ctx).departedEffectsPersist) ctx.removeEffects((e) => e.controller === player);
}

/**
 * Builds a Lorcana definition over a card list (the implemented pool by default). Tests add
 * their own cards this way.
 */
export function createLorcana(cards: readonly LorcanaCard[] = fullPool): GameDefinition {
  return defineGame({
    id: 'lorcana',
    name: 'Disney Lorcana',
    players: [2, 3, 4],
    zones: [
      { name: Z.deck, owner: 'player', ordered: true, visibility: 'count', faceDown: true },
      { name: Z.hand, owner: 'player', ordered: false, visibility: 'owner' },
      { name: Z.play, owner: 'player', ordered: false, visibility: 'public' },
      {
        name: Z.inkwell,
        owner: 'player',
        ordered: false,
        visibility: 'hidden',
        faceDown: true,
        ownerSeesFaceDown: false,
      },
      { name: Z.discard, owner: 'player', ordered: true, visibility: 'public' },
      { name: Z.under, owner: 'player', ordered: false, visibility: 'public', ownerSeesFaceDown: false },
      { name: 'removed', owner: 'player', ordered: false, visibility: 'public' },
    ],
    turn,
    actions: [
      ...([inkAction, playAction, activateAction, questAction, challengeAction, moveAction] as ActionSpec[]),
      endTurnAction,
    ],
    // CR 9.3.1: in simultaneous team turns every teammate takes turn actions, one at a time.
    turnSeats: (ctx, active) => teamSeats(ctx, active),
    policy: lorcanaBag(),
    checks,
    rulesets,
    cards: [...cards, marketingCard].map(compileCard),
    handlers: {
      [CHALLENGE_DAMAGE]: (ctx) => challengeDamage(ctx),
      [CHALLENGE_END]: (ctx) => challengeEnd(ctx),
      [ALTER_HAND]: (ctx, a) => alterHand(ctx, stored<{ index: number }>(a)!),
      [DISCARD_TRIGGER]: (ctx, a) => {
        const { card, index, player } = a as { card: number; index: number; player: number };
        const ability = cardOf(ctx, card).abilities![index] as TriggeredAbility;
        discardTriggerOf(ability).effect(ctx, {
          source: card,
          sourceStamp: ctx.card(card).stamp,
          controller: player,
          event: { type: 'start-of-turn', player },
          args: null,
        });
      },
      [H.floatingRun]: runFloating,
      [AFTER_CHALLENGE]: runFloating,
    },
    conditions: {
      [WHILE_SOURCE_IN_PLAY]: (ctx, _event, args) => sourceStillInPlay(ctx, stored<WhileSourceArgs>(args)!),
      [H.floatingWhen]: (ctx, event, args) => {
        const a = stored<FloatingArgs>(args)!;
        return triggerMatches(ctx, a.trigger!, event, a.source, a.controller);
      },
      [H.endOfTurnWhen]: (_ctx, event, args) => event.player === stored<FloatingArgs>(args)!.controller,
      [H.preventWhen]: (ctx, event, args) => {
        const a = stored<PreventArgs>(args)!;
        const ev = event as DamageEvent;
        if (ev.kind !== 'deal' || ev.card !== a.card || ctx.card(a.card).stamp !== a.stamp) return false;
        return !(ev.replaced && opt(ctx).singleReplacement);
      },
    },
    replacers: {
      // “They take no damage instead”; other instances of the same effect cease to exist (CR 6.5.8).
      [H.prevent]: (ctx, event) => {
        const card = (event as DamageEvent).card;
        ctx.removeEffects((e) => e.run === H.prevent && stored<PreventArgs>(e.args)!.card === card);
        return null;
      },
    },
    affectedPlayer: (ctx, event) => {
      // 2024 7.7.5: the player whose effect is being replaced chooses; CR 6.5.7: the affected card's player.
      if (opt(ctx).singleReplacement && typeof event.by === 'number') return event.by;
      return typeof event.card === 'number' ? ctx.card(event.card).controller : ctx.active;
    },
    setup,
    onPlayerOut,
    describeCard: (card) => card.name,
  });
}

/** The Lorcana definition with the implemented card pool. */
export const lorcana: GameDefinition = createLorcana();

export type { Json };
