/**
 * Issue 13.6 — setup and save inputs are type-checked before any work: each malformed field is a typed
 * error naming it, where it used to end in a TypeError inside a game or be accepted and break later.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, legalActions } from '../engine/engine';
import { restoreGame, saveGame } from '../io/replay';
import { ReplayError, SetupError } from '../state/errors';
import { Random } from '../state/rng';
import { skirmish, skirmishDeck } from '../testing/mini';

const def = skirmish('bag');
const decks = () => [skirmishDeck(), skirmishDeck()];

function setupError(options: Record<string, unknown>): string {
  try {
    createGame(def, { players: 2, decks: decks(), seed: 1, ...options } as never);
  } catch (e) {
    expect(e).toBeInstanceOf(SetupError);
    return (e as Error).message;
  }
  throw new Error('expected a SetupError');
}

describe('issue 13.6: malformed setups are SetupErrors naming the field', () => {
  it('firstPlayer given as text, a fraction or a boolean', () => {
    expect(setupError({ firstPlayer: '1' })).toMatch(/"firstPlayer" must be a seat from 0 to 1, not "1"/);
    expect(setupError({ firstPlayer: 0.5 })).toMatch(/"firstPlayer"/);
    expect(setupError({ firstPlayer: true })).toMatch(/"firstPlayer"/);
  });

  it('teams that are not a list of team numbers', () => {
    expect(setupError({ teams: { length: 2 } })).toMatch(/"teams" must list a team number/);
    expect(setupError({ teams: ['a', 'b'] })).toMatch(/"teams"/);
  });

  it('players, seed, ruleset and decks of the wrong type', () => {
    expect(setupError({ players: '2' })).toMatch(/"players"/);
    expect(setupError({ players: 1e9 })).toMatch(/"players"/);
    expect(setupError({ seed: Number.NaN })).toMatch(/"seed"/);
    expect(setupError({ seed: { n: 1 } })).toMatch(/"seed"/);
    expect(setupError({ ruleset: 7 })).toMatch(/"ruleset"/);
    expect(setupError({ decks: [skirmishDeck(), 'grunt'] })).toMatch(/deck 2 must be a list/);
    expect(setupError({ decks: [skirmishDeck(), [1, 2]] })).toMatch(/deck 2/);
    expect(setupError({ decks: [skirmishDeck(), new Array(20_000).fill('grunt')] })).toMatch(/at most 10000/);
  });
});

describe('issue 13.6: saves are rebuilt from their setup and log, never trusted', () => {
  function saved() {
    const game = createGame(def, { players: 2, decks: decks(), seed: 12 });
    const random = new Random(12);
    for (let i = 0; i < 15 && !game.over; i++) apply(game, random.pick(legalActions(game)));
    return { game, text: saveGame(game) };
  }

  it('a save whose state is a stub is refused', () => {
    const { text } = saved();
    const stub = JSON.stringify({ ...JSON.parse(text), state: { game: def.id } });
    expect(() => restoreGame(def, stub)).toThrow(ReplayError);
    expect(() => restoreGame(def, stub)).toThrow(/not the state its setup and log lead to/);
  });

  it('a save with an edited card in its state is refused; an intact one restores exactly', () => {
    const { game, text } = saved();
    const data = JSON.parse(text);
    data.state.cards[0].def = data.state.cards[0].def === 'grunt' ? 'brute' : 'grunt';
    expect(() => restoreGame(def, JSON.stringify(data))).toThrow(/save was edited/);
    expect(JSON.stringify(restoreGame(def, text).state)).toBe(JSON.stringify(game.state));
  });

  it('a save with a malformed setup or log is refused with a ReplayError', () => {
    const { text } = saved();
    const data = JSON.parse(text);
    expect(() =>
      restoreGame(def, JSON.stringify({ ...data, setup: { ...data.setup, firstPlayer: '1' } })),
    ).toThrow(ReplayError);
    expect(() => restoreGame(def, JSON.stringify({ ...data, log: [{ type: 5 }] }))).toThrow(/action 0/);
    expect(() => restoreGame(def, 'null')).toThrow(/not a cardloom saved game/);
  });
});
