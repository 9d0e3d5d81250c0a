/**
 * Small helpers for the rule coverage tests (`src/rules/<chapter>/coverage-*.test.ts`): test-only card
 * builders in the card vocabulary, and readers for views and event order.
 *
 * @module
 */
import { type CardId, type GameEvent, viewFor, type ZoneView } from '@cardloom/core';
import type { LorcanaCard } from '../cards/card.js';
import { FILLER, type Scenario } from './scenario.js';

const base = { set: 'test', number: 0, inkwell: true, inks: ['Amber'] } as const;

/** A test-only character: the filler card (1 lore, Storyborn) at cost 2 with 2 Strength and 3 Willpower. */
export function testCharacter(id: string, name: string, extra: Partial<LorcanaCard> = {}): LorcanaCard {
  return { ...FILLER, id: `test-cov-${id}`, name, cost: 2, strength: 2, willpower: 3, ...extra };
}

/** A test-only action (cost 1) with the given effect. */
export function testAction(id: string, name: string, effect: LorcanaCard['effect']): LorcanaCard {
  return { ...base, id: `test-cov-${id}`, name, type: 'action', cost: 1, classifications: [], effect };
}

/** A test-only location (cost 1, move cost 1, 5 Willpower, 1 lore). */
export function testLocation(id: string, name: string, extra: Partial<LorcanaCard> = {}): LorcanaCard {
  return {
    ...base,
    id: `test-cov-${id}`,
    name,
    version: 'Test Card',
    type: 'location',
    cost: 1,
    willpower: 5,
    lore: 1,
    moveCost: 1,
    classifications: [],
    ...extra,
  };
}

/** A zone as `viewer` sees it. */
export function zoneView(t: Scenario, viewer: number, zone: string, owner: number): ZoneView {
  const found = viewFor(t.game, viewer).zones.find((z) => z.zone === zone && z.owner === owner);
  if (!found) throw new Error(`no ${zone} zone of P${owner + 1}`);
  return found;
}

/** Index of the first event of the last action matching `match` (-1 if none). */
export function eventIndex(t: Scenario, match: (e: GameEvent) => boolean): number {
  return t.events.findIndex(match);
}

/** Index of the last action's move of `card` to `zone` (-1 if none). */
export function movedTo(t: Scenario, card: CardId, zone: string): number {
  return eventIndex(t, (e) => e.type === 'moved' && e.card === card && e.to === zone);
}

/** Ink cards of a player that are exerted. */
export function exertedInk(t: Scenario, player: number): number {
  return t.ctx.cards('inkwell', player).filter((c) => t.ctx.card(c).tapped).length;
}

/**
 * Runs `act`, then answers every open decision with its first option; returns the `field` of each
 * `resolving` event along the way (the order bag items resolved in).
 */
export function resolvedOrder(t: Scenario, act: () => void, field = 'controller'): unknown[] {
  const out: unknown[] = [];
  const track = () => {
    for (const e of t.events) if (e.type === 'resolving') out.push(e[field]);
  };
  act();
  track();
  while (t.decision) {
    t.answer(t.decision.options[0]);
    track();
  }
  return out;
}
