import { describe, expect, it } from 'vitest';
import { createGame, setupScenario } from '../engine/engine';
import { bareGame } from '../engine/test-games';
import { bagPolicy } from '../rules/policies';
import { EngineError } from '../state/errors';

// The bare game's zones, plus one shared zone (one list for every player).
const def = bareGame({
  policy: bagPolicy(),
  cards: [],
  zones: [
    { name: 'deck', owner: 'player', ordered: true, visibility: 'count' },
    { name: 'hand', owner: 'player', ordered: false, visibility: 'owner' },
    { name: 'play', owner: 'player', ordered: false, visibility: 'public' },
    { name: 'discard', owner: 'player', ordered: true, visibility: 'public' },
    { name: 'market', owner: 'shared', ordered: true, visibility: 'public' },
  ],
});
const deck = Array.from({ length: 10 }, () => 'x1');

describe('zone handles (ctx.zone, ctx.cardsIn, ctx.isInZone) read the same cards as zone names (issue 21)', () => {
  it('every zone of every player, shared zones included, before and after cards move', () => {
    const game = createGame(def, { players: 3, decks: [deck, deck, deck], seed: 4 });
    setupScenario(game, (ctx) => {
      ctx.move(ctx.cards('hand', 1)[0], 'play', 1);
      ctx.move(ctx.cards('deck', 2)[0], 'market');
      ctx.move(ctx.cards('deck', 0)[0], 'market');
    });
    const ctx = game.ctx;
    expect(ctx.cards('market').length).toBe(2);
    for (const name of ['deck', 'hand', 'play', 'discard', 'market']) {
      const zone = ctx.zone(name);
      for (let p = 0; p < 3; p++) expect(ctx.cardsIn(zone, p)).toBe(ctx.cards(name, p));
      for (const card of game.state.cards) expect(ctx.isInZone(card.id, zone)).toBe(ctx.isIn(card.id, name));
    }
    expect(ctx.isInZone(ctx.cards('play', 1)[0], ctx.zone('play'))).toBe(true);
  });

  it('an unknown zone name is a typed error naming it', () => {
    const game = createGame(def, { players: 2, decks: [deck, deck], seed: 1 });
    expect(() => game.ctx.zone('graveyard')).toThrow(EngineError);
    expect(() => game.ctx.zone('graveyard')).toThrow(/unknown zone "graveyard"/);
  });
});
