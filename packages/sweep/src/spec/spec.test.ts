import { describe, expect, it } from 'vitest';
import { SweepSpecError } from '../errors';
import { planSweep } from '../plan/plan';
import { testCatalog } from '../testing/catalog';
import { parseSweepFile } from './parse';

const good = { seed: 1, gamesPerCell: 10, games: ['duel'] };

function fieldOf(text: string, fileName = 'sweep.json'): string {
  try {
    planSweep(parseSweepFile(text, fileName), testCatalog);
  } catch (error) {
    expect(error).toBeInstanceOf(SweepSpecError);
    return (error as SweepSpecError).field;
  }
  throw new Error('no error');
}

const json = (value: unknown) => JSON.stringify(value);

describe('issue 19: a malformed sweep file gets a typed error naming the bad field', () => {
  it.each([
    ['text that is not JSON', '{ "seed": 1,', 'file'],
    ['a list instead of an object', '[1, 2]', 'file'],
    ['no seed', json({ gamesPerCell: 10, games: ['duel'] }), 'seed'],
    ['a negative seed', json({ ...good, seed: -1 }), 'seed'],
    ['a fractional game count', json({ ...good, gamesPerCell: 2.5 }), 'gamesPerCell'],
    ['zero games per cell', json({ ...good, gamesPerCell: 0 }), 'gamesPerCell'],
    ['a batch size of zero', json({ ...good, batchSize: 0 }), 'batchSize'],
    ['no games', json({ ...good, games: [] }), 'games'],
    ['an unknown field', json({ ...good, gamesPerCel: 5 }), 'gamesPerCel'],
    ['an unknown game', json({ ...good, games: ['duel', 'chess'] }), 'games[1]'],
    ['an unknown ruleset', json({ ...good, rulesets: ['classic', 'slow'] }), 'rulesets[1]'],
    [
      'a per-game unknown ruleset',
      json({ ...good, games: [{ game: 'duel', rulesets: ['slow'] }] }),
      'games[0].rulesets[0]',
    ],
    ['a player count out of range', json({ ...good, players: [2, 5] }), 'players[1]'],
    ['an unknown bot', json({ ...good, bots: ['random', 'oracle'] }), 'bots[1]'],
    [
      'an unknown bot in a bot list',
      json({ ...good, bots: [['random'], ['greedy', 'oracle']] }),
      'bots[1][1]',
    ],
    [
      'an unknown deck in a matrix',
      json({ ...good, decks: { matrix: ['red', 'black'] } }),
      'decks.matrix[1]',
    ],
    [
      'an unknown deck in a pair',
      json({
        ...good,
        decks: {
          pairs: [
            ['red', 'blue'],
            ['red', 'black'],
          ],
        },
      }),
      'decks.pairs[1][1]',
    ],
    ['a matrix for three players', json({ ...good, players: [3], decks: { matrix: 'all' } }), 'decks.matrix'],
    ['an unknown deck form', json({ ...good, decks: { all: true } }), 'decks'],
    ['more decks than seats', json({ ...good, decks: ['red', 'blue', 'green'] }), 'decks'],
    ['a game entry without a name', json({ ...good, games: [{ rulesets: ['fast'] }] }), 'games[0].game'],
    [
      'an unknown field in a game entry',
      json({ ...good, games: [{ game: 'duel', deck: ['red'] }] }),
      'games[0].deck',
    ],
  ])('%s → %s', (_, text, field) => {
    expect(fieldOf(text)).toBe(field);
  });

  it('the message names the field and the problem', () => {
    expect(() => planSweep(parseSweepFile(json({ ...good, decks: ['red', 'black'] })), testCatalog)).toThrow(
      "decks[1]: duel has no deck 'black' (available: red, blue, green)",
    );
  });

  it('YAML files are read when the name ends in .yaml, and their errors are typed too', () => {
    const plan = planSweep(
      parseSweepFile('seed: 3\ngamesPerCell: 4\ngames: [duel]\nrulesets: [classic, fast]\n', 's.yaml'),
      testCatalog,
    );
    expect(plan.cells.map((c) => c.ruleset)).toEqual(['classic', 'fast']);
    expect(fieldOf('seed: [1\n', 'broken.yml')).toBe('file');
  });
});
