/** Getting started and the play area (Lightseekers 2.1, 3.1–3.4.4, 4). */
import { apply, createGame, setupScenario, viewFor } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { readyDecks } from '../../decks/ready.js';
import { kernelDeck } from '../../decks/validate.js';
import { endActions, health, namesIn, play, randomGame, scenario } from '../../testing/scenario.js';
import { lightseekers } from '../game/definition.js';
import { describeEvent } from '../game/log.js';
import { drawCards } from '../language/verbs-cards.js';
import { Z } from '../table/catalog.js';
import { discardedLastTurn } from '../table/discard-memory.js';
import { HEALTH } from '../table/removal.js';
import { leftOf, rightOf, seats } from '../table/seating.js';
import { startingHand } from './setup.js';

describe('getting started', () => {
  it('Lightseekers 3.1: starting hands are 4, plus 1 per later seat, at most 7', () => {
    expect([0, 1, 2, 3, 4, 5].map((i) => startingHand(i, true))).toEqual([4, 5, 6, 7, 7, 7]);
    const game = randomGame(6, 7);
    const order = seats(game.ctx);
    // The first player has acted already (turn 1 is under way) without drawing; the rest hold their hands.
    expect(order.slice(1).map((p) => game.ctx.count(Z.hand, p))).toEqual([5, 6, 7, 7, 7]);
    expect(game.state.turn.active).toBe(order[0]);
  });

  it('Lightseekers 3.1: seating and first player are drawn at random (seeded)', () => {
    const firsts = new Set(Array.from({ length: 12 }, (_, seed) => randomGame(4, seed).state.turn.active));
    expect(firsts.size).toBeGreaterThan(1);
    expect(seats(randomGame(4, 3).ctx)).toEqual(seats(randomGame(4, 3).ctx));
  });

  it('Lightseekers 3.1: a first player fixed by createGame takes the first seat; the order around the table stays drawn', () => {
    const decks = readyDecks.slice(0, 4).map(kernelDeck);
    const free = seats(createGame(lightseekers, { players: 4, decks, seed: 5 }).ctx);
    for (const first of [0, 1, 2, 3]) {
      const game = createGame(lightseekers, { players: 4, decks, seed: 5, firstPlayer: first });
      const order = seats(game.ctx);
      expect(game.state.turn.active).toBe(first);
      expect(order[0]).toBe(first);
      // The same circle as without the option, turned so that `first` sits first.
      const at = free.indexOf(first);
      expect(order).toEqual([...free.slice(at), ...free.slice(0, at)]);
      // Later seats still get their bonus cards.
      expect(order.slice(1).map((p) => game.ctx.count(Z.hand, p))).toEqual([5, 6, 7]);
    }
  });

  it('the flat-hands ruleset deals 4 cards to every seat', () => {
    const game = randomGame(4, 7, 0, 'flat-hands');
    const order = seats(game.ctx);
    expect(order.slice(1).map((p) => game.ctx.count(Z.hand, p))).toEqual([4, 4, 4]);
  });

  it('Lightseekers 3.2: heroes are face up in the hero zone with their starting health', () => {
    const game = randomGame(2, 1);
    for (const p of [0, 1]) {
      expect(game.ctx.count(Z.hero, p)).toBe(1);
      expect(health(game, p)).toBeGreaterThan(0);
    }
    expect(
      viewFor(game, 0).zones.find((z) => z.zone === Z.hero && z.owner === 1)?.cards?.[0].def,
    ).toBeDefined();
  });

  it('Lightseekers 3.3: the target is the player on the left, the enemy the player on the right', () => {
    const game = scenario([{}, {}, {}, {}]);
    expect([0, 1, 2, 3].map((p) => leftOf(game.ctx, p))).toEqual([1, 2, 3, 0]);
    expect([0, 1, 2, 3].map((p) => rightOf(game.ctx, p))).toEqual([3, 0, 1, 2]);
  });

  it('Lightseekers 4: the turn passes to the player on the left', () => {
    const game = scenario([{}, {}, {}]);
    endActions(game);
    expect(game.state.turn.active).toBe(1);
    endActions(game);
    expect(game.state.turn.active).toBe(2);
  });

  it('Lightseekers 4: the five phases run in order', () => {
    const game = scenario([{}, {}]);
    const { events } = apply(game, { type: 'end-actions', player: 0 });
    const steps = events.filter((e) => e.type === 'step-start').map((e) => `${e.phase}/${e.step}`);
    expect(steps).toEqual([
      'draw/draw',
      'end/end-of-turn',
      'end/empty-deck-check',
      'start/start-of-turn',
      'buff/items-and-hero',
      'buff/rotate',
      'buff/lingering',
      'buff/expire',
      'buff/instant',
      'action/actions',
    ]);
  });
});

describe('the play area', () => {
  it("Lightseekers 3.4.1: other players can't see a hand; its owner can", () => {
    const game = scenario([{ hand: ['jab'] }, {}]);
    const hand = (viewer: number) =>
      viewFor(game, viewer).zones.find((z) => z.zone === Z.hand && z.owner === 0);
    expect(hand(0)?.cards?.[0].def).toBe('jab');
    expect(hand(1)?.cards).toBeUndefined();
    expect(hand(1)?.count).toBe(1);
  });

  it('Lightseekers 3.4.2: drawing from an empty deck is ignored', () => {
    const game = scenario([{ filler: 0 }, {}]);
    setupScenario(game, (ctx) => drawCards(ctx, 0, 2));
    expect(game.ctx.count(Z.hand, 0)).toBe(0);
    expect(game.over).toBe(false);
  });

  it('Lightseekers 3.4.3: buffs line up left to right in the order played (6.1.5)', () => {
    const game = scenario([{ hero: 'kestrel-vane', hand: ['static-charge', 'zephyr-sprite'] }, {}]);
    play(game, 'zephyr-sprite');
    play(game, 'static-charge');
    expect(namesIn(game, 0, Z.buffs)).toEqual(['zephyr-sprite', 'static-charge']);
  });

  it('Lightseekers 3.4.4: cards moved out of a discard pile leave the rest in order, and everyone is told which', () => {
    const game = scenario([
      { hero: 'solenne-dawn-herald', hand: ['lunar-recall'], discard: ['jab', 'rally', 'pounce'] },
      { hero: 'kestrel-vane' },
    ]);
    play(game, 'lunar-recall');
    const { events } = apply(game, { type: 'answer', player: 0, choice: [game.ctx.cards(Z.discard, 0)[1]] });
    expect(namesIn(game, 0, Z.discard)).toEqual(['lunar-recall', 'jab', 'pounce']);
    // Every player is told which card left the pile, though it went to a hidden hand.
    const told = events.find((e) => e.type === 'revealed');
    expect(told).toMatchObject({ defs: ['rally'], to: [0, 1] });
    expect(describeEvent(game, told!, 1)).toBe('Player 1 reveals Rally');
  });

  it('Lightseekers 2.1: health never goes above 35', () => {
    const game = scenario([{ hero: 'kestrel-vane', hand: ['healing-rain'], health: 34 }, {}]);
    play(game, 'healing-rain');
    expect(game.state.players[0].counters[HEALTH]).toBe(35);
  });
});

describe('the discard pile reminder', () => {
  it("Lightseekers 3.4.4: the cards discarded during a player's last turn can be recalled", () => {
    const game = scenario([
      { hero: 'brunhild-cinderheart', hand: ['molten-burst', 'jab'] },
      { hand: ['rally'] },
    ]);
    play(game, 'molten-burst', 1);
    endActions(game);
    const names = (ids: number[]) => ids.map((c) => game.state.cards[c].def).sort();
    expect(names(discardedLastTurn(game, 0))).toEqual(['jab', 'molten-burst']);
    play(game, 'rally');
    endActions(game);
    expect(names(discardedLastTurn(game, 1))).toEqual(['rally']);
  });

  it('Lightseekers 3.4.4: others see the top card and the last turn’s discards of a pile, nothing further back', () => {
    const game = scenario([
      { hero: 'brunhild-cinderheart', hand: ['molten-burst', 'jab'] },
      { hand: ['rally'] },
    ]);
    const pileSeenBy = (viewer: number) =>
      viewFor(game, viewer).zones.find((z) => z.zone === Z.discard && z.owner === 0)!;
    const known = () => {
      const seen = pileSeenBy(1);
      expect(seen.cards).toBeUndefined();
      const byId = new Map([seen.top, ...(seen.shown ?? [])].map((c) => [c?.id, c?.def]));
      return [...byId.values()].sort();
    };
    play(game, 'molten-burst', 1);
    endActions(game);
    expect(pileSeenBy(1).count).toBe(2);
    expect(known()).toEqual(['jab', 'molten-burst']);
    play(game, 'rally');
    endActions(game);
    // Player 1's next turn passes without a discard: what player 0 discarded is now further back than
    // their last turn, except the card on top.
    endActions(game);
    expect(discardedLastTurn(game, 0)).toEqual([]);
    expect(known()).toEqual([game.state.cards[game.ctx.cards(Z.discard, 0)[0]].def]);
    expect(
      pileSeenBy(0)
        .cards!.map((c) => c.def)
        .sort(),
    ).toEqual(['jab', 'molten-burst']);
  });
});
