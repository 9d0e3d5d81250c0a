/** Setup (CR 2), turn structure (CR 3) and game state checks (CR 1.8), by rule number. */
import { apply, createGame, IllegalActionError, viewFor } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { lorcana } from '../../definition.js';
import { starterIds } from '../../testing/play.js';
import { scenario } from '../../testing/scenario.js';

function newGame(seed = 1, players = 2) {
  const names = ['The Heart of Magic', 'Daring and Deception', 'A Steadfast Strategy'];
  return createGame(lorcana, {
    players,
    decks: Array.from({ length: players }, (_, i) => starterIds(names[i % 3])),
    seed,
  });
}

describe('CR 2 setup and game end', () => {
  it('CR 2.2.1.4 seven-card hands; CR 2.2.2 the starting player alters first, then in turn order', () => {
    const game = newGame(3);
    const first = game.state.decision!.request.player;
    expect(game.state.decision!.request.options).toHaveLength(7);
    apply(game, { type: 'answer', player: first, choice: game.state.decision!.request.options.slice(0, 2) });
    const second = game.state.decision!.request.player;
    expect(second).toBe(1 - first);
    apply(game, { type: 'answer', player: second, choice: [] });
    expect(game.ctx.count('hand', first)).toBe(7);
    expect(game.ctx.count('hand', second)).toBe(7);
    expect(game.state.turn.active).toBe(first);
    expect(game.ctx.count('deck', first)).toBe(53);
  });

  it('CR 2.2.1.4 the opening hands are dealt (and visible to their owners) while hands are altered', () => {
    const game = newGame(4);
    const chooser = game.state.decision!.request.player;
    const view = viewFor(game, chooser);
    const hand = view.zones.find((z) => z.zone === 'hand' && z.owner === chooser)!;
    expect(hand.count).toBe(7);
    expect(hand.cards?.every((c) => c.def !== undefined)).toBe(true);
    const other = view.zones.find((z) => z.zone === 'hand' && z.owner === 1 - chooser)!;
    expect(other.cards).toBeUndefined();
  });

  it('CR 2.2.1.1 the starting player is random (both seats start some games)', () => {
    const firsts = new Set(Array.from({ length: 12 }, (_, s) => newGame(s).state.decision!.request.player));
    expect(firsts).toEqual(new Set([0, 1]));
  });

  it('CR 2.3.3.4 a player who concedes loses', () => {
    const t = scenario({ players: [{}, {}] });
    t.act({ type: 'concede', player: 1 });
    expect(t.game.state.status).toMatchObject({ over: true, winners: [0], reason: 'concede' });
  });

  it('CR 1.8.1.1 20 lore wins; CR 1.8.4 if both reach it at once, the first in turn order wins', () => {
    const t = scenario({ players: [{ play: ['Maui - Demigod'], lore: 17 }, { lore: 19 }] });
    t.quest('Maui - Demigod');
    expect(t.game.state.status).toMatchObject({ over: true, winners: [0], reason: 'lore' });
  });

  it('CR 1.8.1.4 damage at Willpower banishes; CR 1.9.3 its damage counters cease to exist', () => {
    const t = scenario({
      players: [
        { hand: ['Smash'], ink: 3 },
        { play: [{ name: 'Sven - Official Ice Deliverer', damage: 4 }] },
      ],
    });
    t.play('Smash');
    expect(t.zone('Sven - Official Ice Deliverer')).toBe('discard');
    expect(t.damage('Sven - Official Ice Deliverer')).toBe(0);
  });

  it('CR 1.11.1 lore never goes below 0', () => {
    const t = scenario({ players: [{ hand: ['Aladdin - Street Rat'], ink: 3 }, { lore: 0 }] });
    t.play('Aladdin - Street Rat');
    expect(t.lore(1)).toBe(0);
  });
});

describe('CR 3 turn structure', () => {
  it('CR 3.2.1.1 the Ready step readies cards in play and in the inkwell', () => {
    const t = scenario({
      players: [{ play: [{ name: 'Stitch - New Dog', exerted: true }], exertedInk: 2 }, {}],
      active: 1,
    });
    t.endTurn();
    expect(t.exerted('Stitch - New Dog')).toBe(false);
    expect(t.ctx.cards('inkwell', 0).every((c) => !t.ctx.card(c).tapped)).toBe(true);
  });

  it('CR 3.2.2.1 characters played last turn are dry; CR 3.2.2.2 locations give lore in the Set step', () => {
    const t = scenario({
      players: [{ play: ['Pride Lands - Pride Rock', { name: 'Stitch - New Dog', drying: true }] }, {}],
    });
    expect(t.can('quest', 'Stitch - New Dog')).toBe(false);
    t.endTurn();
    t.endTurn();
    expect(t.lore(0)).toBe(1);
    expect(t.can('quest', 'Stitch - New Dog')).toBe(true);
  });

  it('CR 3.2.3.1 the starting player skips the first Draw step; the next player draws', () => {
    const game = newGame(5);
    while (game.state.decision)
      apply(game, { type: 'answer', player: game.state.decision.request.player, choice: [] });
    const first = game.state.turn.active;
    expect(game.ctx.count('hand', first)).toBe(7);
    apply(game, { type: 'end-turn', player: first });
    expect(game.ctx.count('hand', 1 - first)).toBe(8);
  });

  it('CR 3.3.2.1 the turn can’t end while abilities wait in the bag', () => {
    const t = scenario({ players: [{ play: ['Yzma - Alchemist'] }, {}] });
    t.quest('Yzma - Alchemist');
    expect(() => t.act({ type: 'end-turn', player: 0 })).toThrow(IllegalActionError);
  });

  it('CR 3.4.1.2 “this turn” effects end in the End-of-Turn phase', () => {
    const t = scenario({
      players: [{ play: ['Stitch - New Dog'], hand: ["He's Got a Sword!"], ink: 1 }, {}],
    });
    t.play("He's Got a Sword!");
    t.endTurn();
    expect(t.strength('Stitch - New Dog')).toBe(2);
  });

  it('CR 9.2.1 turns pass to the left: seat order around the table', () => {
    const t = scenario({ players: [{}, {}, {}] });
    const order: number[] = [];
    for (let i = 0; i < 4; i++) {
      t.endTurn();
      order.push(t.game.state.turn.active);
    }
    expect(order).toEqual([1, 2, 0, 1]);
  });
});

describe('CR 2.1.3 series', () => {
  it('CR 2.1.3.2 the play-draw rule: a game can be started with a chosen first player', () => {
    for (const first of [0, 1]) {
      const game = createGame(lorcana, {
        players: 2,
        decks: [starterIds('The Heart of Magic'), starterIds('A Steadfast Strategy')],
        seed: 9,
        firstPlayer: first,
      });
      expect(game.state.decision!.request.player).toBe(first);
    }
  });
});

describe('CR 1.9 damage', () => {
  it('CR 1.9.1.4 moving damage takes it off one character and puts it on another (Resist doesn’t apply)', () => {
    const t = scenario({
      players: [
        { play: [{ name: 'Maui - Demigod', damage: 2 }], hand: ['Transfer'], ink: 1 },
        { play: ['Tiana - Celebrating Princess'] },
      ],
    });
    t.play('Transfer');
    expect(t.damage('Maui - Demigod')).toBe(1);
    expect(t.damage('Tiana - Celebrating Princess')).toBe(1);
  });
});
