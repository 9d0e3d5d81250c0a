/** Gameplay stages (CR 2): setup, turn order, cleanup; one scenario each. */
import { apply, createGame, type Game, legalActions } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { lorcana } from '../../definition.js';
import { playRandomly, starterIds } from '../../testing/play.js';
import { scenario } from '../../testing/scenario.js';

const DECKS = [
  starterIds('The Heart of Magic'),
  starterIds('A Steadfast Strategy'),
  starterIds('The Heart of Magic'),
];

function newGame(seed: number, players = 2, firstPlayer?: number): Game {
  return createGame(lorcana, {
    players,
    decks: DECKS.slice(0, players),
    seed,
    ...(firstPlayer !== undefined ? { firstPlayer } : {}),
  });
}

/** Keeps every opening hand (answers each alter-hand question with no cards). */
function keepHands(game: Game): void {
  while (game.state.decision)
    apply(game, { type: 'answer', player: game.state.decision.request.player, choice: [] });
}

describe('CR 2 gameplay (coverage, part 2)', () => {
  it('CR 2.1.3 turn order starts with the starting player and goes around the table', () => {
    const game = newGame(3, 3, 1);
    keepHands(game);
    const seen = [game.state.turn.active];
    for (let i = 0; i < 3; i++) {
      apply(game, { type: 'end-turn', player: game.state.turn.active });
      seen.push(game.state.turn.active);
    }
    expect(seen).toEqual([1, 2, 0, 1]);
  });

  it('CR 2.2.1.2 each deck is shuffled during setup (the deck order is not the list order)', () => {
    const game = newGame(11);
    for (const p of [0, 1]) {
      const ids = game.state.cards.filter((c) => c.owner === p && !c.token).map((c) => c.id);
      const inDeckOrder = [...game.ctx.cards('hand', p), ...game.ctx.cards('deck', p)];
      expect(new Set(inDeckOrder)).toEqual(new Set(ids));
      expect(inDeckOrder).not.toEqual([...ids].sort((a, b) => a - b));
    }
    // Same seed, same shuffle: setup randomness comes from the seeded generator.
    expect(newGame(11).ctx.cards('deck', 0)).toEqual(game.ctx.cards('deck', 0));
  });

  it('CR 2.2.1.3 each player begins the game with 0 lore', () => {
    const game = newGame(5, 3);
    expect(game.state.players.map((p) => p.counters.lore ?? 0)).toEqual([0, 0, 0]);
  });

  it('CR 2.2.2.2 non-starting players then alter their hands in turn order, each once', () => {
    const game = newGame(9, 3, 2);
    const asked: number[] = [];
    while (game.state.decision) {
      const { player, rule } = game.state.decision.request;
      expect(rule).toBe('2.2.2.1');
      asked.push(player);
      apply(game, { type: 'answer', player, choice: [] });
    }
    expect(asked).toEqual([2, 0, 1]);
    expect(game.state.turn.active).toBe(2);
  });

  it('CR 2.4.1.1 / CR 2.4.1.2 / CR 2.4.2 the next game starts from each whole deck with no counters left from the last', () => {
    const first = newGame(21);
    playRandomly(first, 21);
    expect(first.state.status.over).toBe(true);
    const next = newGame(22);
    keepHands(next);
    for (const p of [0, 1]) {
      const zones = ['deck', 'hand'].map((z) => next.ctx.count(z, p));
      expect(zones[0] + zones[1]).toBe(60);
      for (const z of ['play', 'inkwell', 'discard']) expect(next.ctx.count(z, p)).toBe(0);
      expect(next.state.players[p].counters.lore ?? 0).toBe(0);
    }
    expect(next.state.cards.every((c) => Object.values(c.counters ?? {}).every((v) => !v))).toBe(true);
  });

  it('CR 2.1.1 the stages don’t overlap: while hands are altered in the Setup stage no turn action is available', () => {
    const game = newGame(13);
    expect(game.state.decision?.request.rule).toBe('2.2.2.1');
    const kinds = new Set(legalActions(game).map((a) => a.type));
    expect([...kinds].filter((k) => k !== 'answer' && k !== 'concede')).toEqual([]);
    keepHands(game);
    expect(legalActions(game).some((a) => a.type === 'end-turn')).toBe(true);
  });

  it('CR 2.3.3 turns go on until the game ends; then no action is legal', () => {
    const t = scenario({ players: [{ play: ['Maui - Demigod'], lore: 18 }, {}] });
    t.quest('Maui - Demigod');
    expect(t.game.state.status.over).toBe(true);
    expect(t.legal()).toEqual([]);
    expect(t.attempt({ type: 'end-turn', player: 1 })).toMatchObject({ illegal: true, unchanged: true });
  });
});
