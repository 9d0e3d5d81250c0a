import { describe, expect, it } from 'vitest';
import { CliError } from '../errors';
import { formatReplay, parseReplay, type ReplayFile } from './replay';

const good: ReplayFile = {
  format: 'cardloom-replay',
  version: 1,
  game: 'toy',
  ruleset: 'standard',
  seed: 5,
  players: ['P1', 'P2'],
  seats: ['random', 'human'],
  deckNames: ['low', 'high'],
  decks: [[1], [2]],
  actions: [{ type: 'pass' }, { type: 'play', card: 0 }],
  outcome: { winners: [1], reason: 'deck-out' },
};

const broken = (change: Record<string, unknown>) => JSON.stringify({ ...good, ...change });

describe('replay files', () => {
  it('round-trip through their text form', () => {
    const text = formatReplay(good);
    expect(parseReplay(text, 'r.json')).toEqual(good);
    expect(text).toContain('\n    {"type":"pass"},\n');
  });

  it.each([
    ['not json', '{oops', /r\.json: not a replay file \(invalid JSON/],
    ['a list', '[]', /expected a JSON object/],
    ['another format', broken({ format: 'other' }), /"format" must be "cardloom-replay"/],
    [
      'a newer version',
      broken({ version: 99 }),
      /"version" is 99, but this cardloom reads replay versions 1, 2, 3/,
    ],
    ['no game', broken({ game: '' }), /"game" must be a non-empty string/],
    ['a bad seed', broken({ seed: 1.5 }), /"seed" must be a whole number or a string/],
    ['no players', broken({ players: [] }), /"players" must name at least one player/],
    [
      'seat types not matching players',
      broken({ seats: ['random'] }),
      /"seats" must have one entry per player \(2\)/,
    ],
    ['no actions', broken({ actions: 'x' }), /"actions" must be an array/],
    ['decks not matching players', broken({ decks: [[1]] }), /"decks" must have one entry per player \(2\)/],
  ])('name what is wrong with %s', (_what, text, message) => {
    expect(() => parseReplay(text, 'r.json')).toThrow(CliError);
    expect(() => parseReplay(text, 'r.json')).toThrow(message);
  });
});
