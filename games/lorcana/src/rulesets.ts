/**
 * The rulesets: CR 2.0.0 (default), the April 2024 edition, and Pack Rush (CR 10.2). Every
 * difference between the editions is an option the rules read with `ctx.option` (see RULES.md).
 *
 * @module
 */
import { contextCache, type Ctx, type RulesetSpec } from '@cardloom/core';
import { stored } from './engine/state/stored.js';

/** Option values shared by all rulesets, CR 2.0.0's. */
const cr200 = {
  edition: '2.0.0',
  /** Bag hand-over (CR 7.7.4.3–7.7.4.4 vs 2024 8.7.4–8.7.7). */
  handOver: 'next-in-turn-order' as 'next-in-turn-order' | 'active-first',
  /** Drawing from an empty deck loses at once (2024 1.9.2.2). */
  loseOnEmptyDraw: false,
  /** Ending the turn with an empty deck loses (CR 1.8.1.2). */
  deckOutAtTurnEnd: true,
  /** The Ready step readies before ending “start of your turn” effects (CR 3.2.1). */
  readyBeforeExpiry: true,
  /** Only one replacement effect may replace an event (2024 7.7.5). */
  singleReplacement: false,
  /** A character's ability damage attributes the banish to it (CR 1.8.1.4). */
  abilityBanishAttribution: true,
  /** A departed player's lasting effects run out on their own (CR 9.2.3). */
  departedEffectsPersist: true,
  loreToWin: 20,
  handSize: 7,
  /** Pack Rush: an empty deck is refilled from the discard (CR 10.2.5). */
  refillFromDiscard: false,
  /** Pack Rush: cards each player starts with in the inkwell (CR 10.2.2). */
  startingInk: 0,
  /** Teams take their turns together (CR 9.3). */
  simultaneousTeamTurns: false,
};

/** The options every ruleset sets (see {@link rulesets}). */
export type RulesetOptions = typeof cr200;

/** The game's ruleset options, read once per game (they are read on hot paths). */
const OPTIONS = contextCache(
  (ctx) => stored<RulesetOptions>(ctx.def.compiled.rulesets.get(ctx.state.ruleset)!.options)!,
);

/** The current ruleset's options. */
export function opt(ctx: Ctx): RulesetOptions {
  return OPTIONS.of(ctx);
}

/** The rulesets of the Lorcana definition; the first is the default. */
export const rulesets: readonly RulesetSpec[] = [
  {
    name: 'cr-2.0.0',
    description: 'Comprehensive Rules v2.0.0 (effective 2026-02-05)',
    options: cr200,
  },
  {
    name: '2024',
    description: 'Comprehensive Rules effective 2024-04-13',
    options: {
      ...cr200,
      edition: '2024',
      handOver: 'active-first',
      loseOnEmptyDraw: true,
      deckOutAtTurnEnd: false,
      readyBeforeExpiry: false,
      singleReplacement: true,
      abilityBanishAttribution: false,
      departedEffectsPersist: false,
    },
  },
  {
    name: 'team-turns',
    description: 'CR 2.0.0 multiplayer with simultaneous team turns (CR 9.3)',
    options: { ...cr200, simultaneousTeamTurns: true },
    players: [2, 3, 4],
    // 2: teammates' turn actions name their own seat as `player` (kernel `turnSeats`), not a `seat` field.
    version: 2,
  },
  {
    name: 'pack-rush',
    description: 'Pack Rush casual variant on CR 2.0.0 (CR 10.2): 5-card hands, 15 lore, no deck-out',
    options: {
      ...cr200,
      loreToWin: 15,
      handSize: 5,
      deckOutAtTurnEnd: false,
      refillFromDiscard: true,
      startingInk: 2,
    },
  },
];
