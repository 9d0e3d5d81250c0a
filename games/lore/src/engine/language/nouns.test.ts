import { type CardId, setupScenario } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import type { Effects } from '../../cards/vocabulary-effects.js';
import { type Scenario, scenario } from '../../testing/scenario.js';
import { C, E } from '../state/keys.js';
import { leavePlay } from '../state/moves.js';
import { LORE_LANGUAGE, resolveEffect } from './index.js';

/** "Put a +1 STR counter on that card" — about the card a triggering event names. */
const ON_EVENT_CARD: Effects = [{ do: 'counters', target: 'event', counter: 'strPlus', count: 1 }];

/** Resolves `effects` for player 0 as a triggered ability whose event is about `card`. */
function resolveFor(t: Scenario, card: CardId, effects: Effects): void {
  setupScenario(t.game, (ctx) =>
    resolveEffect(ctx, effects, { controller: 0, card: -1, event: { type: E.died, card } }, {}),
  );
}

describe("Lore's nouns in the card language", () => {
  it("'event' names the card a triggered ability's event is about, while it is in play", () => {
    const t = scenario({ p1: { play: ['Hollow Knight'] } });
    const knight = t.card('Hollow Knight');
    resolveFor(t, knight, ON_EVENT_CARD);
    expect(t.counter(knight, C.strPlus)).toBe(1);
    expect(LORE_LANGUAGE.say.steps(ON_EVENT_CARD)).toBe('put 1 +1 STR counter on that card');
  });

  it("'event' names nothing once that card left play", () => {
    const t = scenario({ p1: { play: ['Hollow Knight'] } });
    const knight = t.card('Hollow Knight');
    setupScenario(t.game, (ctx) => leavePlay(ctx, knight, 'hand', 'returned'));
    resolveFor(t, knight, ON_EVENT_CARD);
    expect(t.counter(knight, C.strPlus)).toBe(0);
  });

  it("'each' is every player, the active player first (Lore: effects on each player)", () => {
    const t = scenario({ active: 1, p0: { sanity: 10 }, p1: { sanity: 10 } });
    const order: number[] = [];
    setupScenario(t.game, (ctx) => {
      order.push(...LORE_LANGUAGE.env(ctx, { controller: 0, card: -1 }).players('each'));
    });
    expect(order).toEqual([1, 0]);
  });
});
