/**
 * The trust-boundary checks every game's tests run (issue 13), on the kernel's own Skirmish: they pass on
 * a sound game and name what broke on an unsound one.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, legalActions } from '../engine/engine';
import { Random } from '../state/rng';
import { checkBoundaryOverRandomGames, checkSaveRestores } from './boundary';
import { skirmish, skirmishDeck } from './mini';
import { skirmishModule } from './skirmish-module';

describe('issue 13.6: a save made at any point restores to the same state', () => {
  it('random Skirmish games pass every check, saves included', () => {
    expect(checkBoundaryOverRandomGames(skirmishModule, { games: 4, saveEvery: 3 })).toBeGreaterThan(20);
  });

  it('a game whose state no longer follows from its log is reported, naming the save', () => {
    const def = skirmish('bag');
    const game = createGame(def, { players: 2, decks: [skirmishDeck(), skirmishDeck()], seed: 4 });
    const random = new Random(4);
    for (let i = 0; i < 10 && !game.over; i++) apply(game, random.pick(legalActions(game)));
    expect(() => checkSaveRestores(game)).not.toThrow();
    game.ctx.setCounter(0, 'damage', 3);
    expect(() => checkSaveRestores(game)).toThrow(/a save after 10 actions was refused: .*save was edited/);
  });
});
