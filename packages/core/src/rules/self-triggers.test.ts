import { describe, expect, it } from 'vitest';
import { createGame, setupScenario } from '../engine/engine';
import { bareGame, endAction, putInPlay } from '../engine/test-games';
import type { CardId } from '../state/state';
import type { TriggeredAbility } from './definition';
import { bagPolicy } from './policies';

/** A game whose `poke` action pokes one chosen card in play; `self` carries the trigger under test. */
function pokeGame(selfTrigger: TriggeredAbility) {
  const watcher: TriggeredAbility = { kind: 'triggered', name: 'watch', on: 'poked', effect: () => {} };
  return bareGame({
    policy: bagPolicy(),
    hand: 0,
    cards: [
      { id: 'self', name: 'Self', types: [], stats: {}, abilities: [selfTrigger] },
      { id: 'other', name: 'Other', types: [], stats: {}, abilities: [watcher] },
    ],
    actions: [
      {
        type: 'poke',
        enumerate: (ctx, player, out) => {
          for (const card of ctx.cards('play', player)) out.push({ type: 'poke', player, card });
        },
        perform: (ctx, a) => ctx.emit({ type: 'poked', card: a.card as CardId }),
      },
      endAction,
    ],
  });
}

/** Pokes the last card of [self, other, self] in play and returns the queued triggers' sources and names. */
function queuedAfterPoke(selfTrigger: TriggeredAbility): { source: number; label: string }[] {
  const g = createGame(pokeGame(selfTrigger), {
    players: 2,
    decks: [['self', 'other', 'self'], []],
    seed: 3,
  });
  let poked = -1;
  setupScenario(g, (ctx) => {
    poked = putInPlay(ctx, 0, ['self', 'other', 'self'])[2];
  });
  g.ctx.emit({ type: 'poked', card: poked });
  return g.state.pending.map((p) => ({ source: p.source, label: p.label }));
}

describe("triggered abilities `about: 'self'`", () => {
  it('CR 6.2.1 (Lorcana Support, 8.13.1): fire for their own card only, in the same order as a when-check', () => {
    const promised = queuedAfterPoke({
      kind: 'triggered',
      name: 'mine',
      on: 'poked',
      about: 'self',
      effect: () => {},
    });
    const checked = queuedAfterPoke({
      kind: 'triggered',
      name: 'mine',
      on: 'poked',
      when: (_ctx, e, self) => e.card === self,
      effect: () => {},
    });
    expect(promised).toEqual(checked);
    // The other card's watcher and the poked card's own trigger, not the first copy's.
    expect(promised.map((p) => p.label)).toEqual(['Other: watch', 'Self: mine']);
  });
});
