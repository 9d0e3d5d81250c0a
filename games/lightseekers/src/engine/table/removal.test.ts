/** Removal, scoring and the Empty Deck Check (Lightseekers 4.5.1, 5, 5.1). */
import { apply, type Game, setupScenario } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { answer, endActions, health, idsOf, namesIn, play, scenario } from '../../testing/scenario.js';
import { healPlayer } from '../modifiers/damage.js';
import { Z } from './catalog.js';
import { HEALTH, standings, VP } from './removal.js';
import { leftOf } from './seating.js';
import { envFor, sourceOf } from './sources.js';

const vp = (game: Game, p: number) => game.state.players[p].counters[VP] ?? 0;
const out = (game: Game, p: number) => game.state.players[p].out;
const BRUNHILD = 'brunhild-cinderheart';

describe('removal and scoring', () => {
  it('Lightseekers 5: removing your target scores the enemy VP, heals 5 and shuffles 5 discarded cards back', () => {
    const discard = ['jab', 'rally', 'pounce', 'updraft', 'tidal-crash', 'reapers-toll'];
    const game = scenario([{ hero: BRUNHILD, hand: ['ember-lash'], discard, health: 20 }, { health: 3 }, {}]);
    const deck = game.ctx.count(Z.deck, 0);
    play(game, 'ember-lash', 1);
    // Five picks, one at a time; Burn cards may be chosen (5).
    answer(game, (o) => o === idsOf(game, 0, Z.discard, 'reapers-toll')[0]);
    while (game.state.decision) answer(game, (o) => o === game.state.decision!.request.options[0]);
    expect(out(game, 1)).toBe(true);
    expect(vp(game, 0)).toBe(1);
    expect(health(game, 0)).toBe(25);
    expect(game.ctx.count(Z.deck, 0)).toBe(deck + 5);
    expect(idsOf(game, 0, Z.deck, 'reapers-toll')).toHaveLength(1);
    expect(leftOf(game.ctx, 0)).toBe(2);
  });

  it("Lightseekers 5: the enemy scores however the player fell; only the target's remover gets the bonus", () => {
    const game = scenario([{}, { health: 3 }, { hero: BRUNHILD, hand: ['ember-lash'], health: 10 }]);
    endActions(game);
    endActions(game);
    play(game, 'ember-lash', 1);
    expect(out(game, 1)).toBe(true);
    expect([vp(game, 0), vp(game, 2)]).toEqual([1, 0]);
    expect(health(game, 2)).toBe(10);
  });

  it('Lightseekers 5: the last player standing scores 1 more; most VP wins', () => {
    const game = scenario([{ hero: BRUNHILD, hand: ['ember-lash'] }, { health: 2 }]);
    play(game, 'ember-lash', 1);
    expect(game.over).toBe(true);
    expect(vp(game, 0)).toBe(2);
    // The kernel ends the game when one player is left; the winners are the VP leaders (lastStanding).
    expect(game.state.status).toEqual({ over: true, winners: [0], reason: 'health' });
    expect(game.state.players.map((p) => p.result)).toEqual(['won', 'lost']);
    expect(standings(game).map((s) => [s.player, s.rank, s.out])).toEqual([
      [0, 1, false],
      [1, 2, true],
    ]);
  });

  it('Lightseekers 5: the game ends on VP — a removed player with the most VP wins', () => {
    const game = scenario([{ hero: BRUNHILD, hand: ['ember-lash'] }, { health: 2 }, {}]);
    setupScenario(game, (ctx) => ctx.setPlayerCounter(2, VP, 3));
    play(game, 'ember-lash', 1);
    expect(out(game, 1)).toBe(true);
    apply(game, { type: 'concede', player: 2 });
    // Player 2's enemy (0) scores 1 and, last standing, 1 more: 3 against 3, a shared win.
    expect(vp(game, 0)).toBe(3);
    expect(game.state.status).toMatchObject({ over: true, winners: [0, 2] });
    expect(standings(game).map((s) => [s.player, s.rank, s.out])).toEqual([
      [0, 1, false],
      [2, 1, true],
      [1, 3, true],
    ]);
  });

  it('Lightseekers 5: a player who concedes is removed and their enemy scores', () => {
    const game = scenario([{}, {}, {}]);
    apply(game, { type: 'concede', player: 1 });
    expect(out(game, 1)).toBe(true);
    expect([vp(game, 0), vp(game, 1), vp(game, 2)]).toEqual([1, 0, 0]);
    expect(game.over).toBe(false);
    expect(leftOf(game.ctx, 0)).toBe(2);
  });

  it('Lightseekers 5: players are ranked by VP; equal VP share a rank', () => {
    const game = scenario([{}, {}, {}]);
    setupScenario(game, (ctx) => {
      ctx.setPlayerCounter(0, VP, 1);
      ctx.setPlayerCounter(1, VP, 2);
      ctx.setPlayerCounter(2, VP, 1);
    });
    expect(standings(game).map((s) => [s.player, s.rank])).toEqual([
      [1, 1],
      [0, 2],
      [2, 2],
    ]);
  });

  it('Lightseekers 5.1: a removed hero is skipped by the rest of the card', () => {
    const game = scenario([
      { hero: 'vharok-the-hollow', hand: ['venom-dart'] },
      { health: 2, deck: ['jab'] },
      {},
    ]);
    play(game, 'venom-dart', 1);
    expect(out(game, 1)).toBe(true);
    expect(namesIn(game, 1, Z.discard)).toEqual([]);
  });

  it('Lightseekers 5.1: a player brought to 0 by their own card finishes it, then is removed', () => {
    const game = scenario([{ hero: 'tinker-maddox', hand: ['blast-charge'], health: 1 }, { health: 20 }, {}]);
    play(game, 'blast-charge', 1);
    expect(health(game, 1)).toBe(16);
    expect(out(game, 0)).toBe(true);
    expect(namesIn(game, 0, Z.discard)).toEqual(['blast-charge']);
    // Player 0's enemy (on the right) scores.
    expect(vp(game, 2)).toBe(1);
    expect(game.state.turn.active).toBe(1);
  });

  it('Lightseekers 5.1: a player whose card set off a buff that brought them to 0 finishes the card first', () => {
    // Gravity Well (X = 3) hits back at the attacker before the Jab's own damage (4.3.3).
    const game = scenario([
      { hand: ['jab'], health: 2 },
      { hero: 'solenne-dawn-herald', buffs: ['gravity-well'], health: 20 },
      {},
    ]);
    play(game, 'jab', 1);
    expect(health(game, 0)).toBe(0);
    // The Jab's 2 damage landed (20 → 18); Daybreak heals only on 15 or less (L61).
    expect(health(game, 1)).toBe(18);
    expect(out(game, 0)).toBe(true);
    expect(namesIn(game, 0, Z.discard)).toEqual(['jab']);
    expect(vp(game, 2)).toBe(1);
    expect(game.state.turn.active).toBe(1);
  });

  it('Lightseekers 5 / 5.1: a player on 0 finishing their own card is the last standing when it removes the other (L42)', () => {
    const game = scenario([
      { hand: ['jab'], health: 2 },
      { hero: 'solenne-dawn-herald', buffs: ['gravity-well'], health: 2 },
    ]);
    play(game, 'jab', 1);
    expect(health(game, 0)).toBe(0);
    expect(game.state.status).toEqual({ over: true, winners: [0], reason: 'health' });
    expect([vp(game, 0), vp(game, 1)]).toEqual([2, 0]);
  });

  it("Lightseekers 5.1: a hero on 0 health can't be healed", () => {
    const game = scenario([{ health: 5 }, {}, {}]);
    let healed = -1;
    setupScenario(game, (ctx) => {
      ctx.setPlayerCounter(0, HEALTH, 0);
      healPlayer(ctx, envFor(sourceOf(ctx, ctx.cards(Z.hero, 0)[0], 0)), 0, 5);
      healed = ctx.playerCounter(0, HEALTH);
    });
    expect(healed).toBe(0);
  });
});

describe('the Empty Deck Check', () => {
  it('Lightseekers 4.5.1: with an empty deck and no card gone from hand, a card must go to the discard pile', () => {
    const game = scenario([{ hand: ['jab', 'rally'], buffs: [], filler: 0 }, {}]);
    endActions(game);
    expect(game.state.decision?.request.rule).toBe('Lightseekers 4.5.1');
    answer(game, (o) => o === idsOf(game, 0, Z.hand, 'rally')[0]);
    expect(namesIn(game, 0, Z.discard)).toEqual(['rally']);
    expect(out(game, 0)).toBe(false);
  });

  it('Lightseekers 4.5.1: a card that left the hand this turn skips the check', () => {
    const game = scenario([{ hero: 'kestrel-vane', hand: ['jab', 'rally'], filler: 0 }, {}]);
    play(game, 'rally');
    endActions(game);
    expect(game.state.decision).toBeNull();
    expect(game.state.turn.active).toBe(1);
  });

  it('Lightseekers 4.5.1: with nothing to move, the player is removed', () => {
    const game = scenario([{ filler: 0 }, {}]);
    endActions(game);
    expect(game.over).toBe(true);
    expect(game.state.status.winners).toEqual([1]);
    expect(vp(game, 1)).toBe(2);
  });
});
