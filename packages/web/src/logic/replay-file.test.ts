import { replay, toReplay } from '@cardloom/core';
import { lorcanaModule } from '@cardloom/lorcana';
import { describe, expect, it } from 'vitest';
import { loadReplay, ReplayLoadError } from './replay-file';
import { newGame, playUntil } from './test-helpers';

function lorcanaReplay(moves = 40) {
  const game = newGame(lorcanaModule, 9);
  playUntil(game, (g) => g.log.length >= moves);
  return toReplay(game);
}

const failure = (text: string): string => {
  try {
    loadReplay(text);
  } catch (e) {
    expect(e).toBeInstanceOf(ReplayLoadError);
    return (e as Error).message;
  }
  throw new Error('expected the replay to be refused');
};

describe('replay loading (issue 17: Replay a saved replay file, the CLI format)', () => {
  it('a kernel replay loads into one frame per step, ending in the state the kernel replays to', () => {
    const data = lorcanaReplay();
    const loaded = loadReplay(JSON.stringify(data));
    expect(loaded.module).toBe(lorcanaModule);
    expect(loaded.frames).toHaveLength(data.actions.length + 1);
    const end = replay(lorcanaModule.definition, data);
    expect(loaded.frames.at(-1)!.game.state).toEqual(end.state);
    expect(loaded.frames[1].entry.actor).toBe(data.actions[0].player);
    expect(loaded.frames[1].entry.lines[0][0]).toBe(
      `P${data.actions[0].player + 1} › ` +
        lorcanaModule.describeAction(replay(lorcanaModule.definition, data, { to: 0 }), data.actions[0], 0),
    );
  });

  it('the CLI file (with seats, deck names and outcome, the game named by module name) loads too', () => {
    const data = { ...lorcanaReplay(10), game: 'lorcana', seats: ['random', 'mcts'], deckNames: ['a', 'b'] };
    expect(loadReplay(JSON.stringify(data)).frames).toHaveLength(11);
  });

  it('text that is not JSON is refused, naming the problem', () => {
    expect(failure('{"format": ')).toMatch(/^not a replay file: the text is not JSON/);
  });

  it('a JSON file of the wrong shape is refused by the kernel check, naming the field', () => {
    expect(failure('[]')).toBe('malformed replay: expected a JSON object');
    expect(failure(JSON.stringify({ ...lorcanaReplay(1), format: 'x' }))).toBe(
      'malformed replay: "format" must be "cardloom-replay"',
    );
    expect(failure(JSON.stringify({ ...lorcanaReplay(1), seed: null }))).toBe(
      'malformed replay: "seed" must be a string or number',
    );
  });

  it('a replay of a game the app does not have names the game and the ones it has', () => {
    expect(failure(JSON.stringify({ ...lorcanaReplay(1), game: 'chess' }))).toMatch(
      /^this replay is for game "chess", which this app does not have \(lorcana, /,
    );
  });

  it('a bad setup and a refused action are named, with the action index', () => {
    expect(failure(JSON.stringify({ ...lorcanaReplay(1), decks: [['no-such-card'], []] }))).toMatch(
      /^the replay's setup is not valid: /,
    );
    const data = lorcanaReplay(12);
    const actions = data.actions.slice();
    actions[5] = { type: 'quest', player: 0, card: 9999 };
    expect(failure(JSON.stringify({ ...data, actions }))).toMatch(/^replay action 5 \(quest\) was refused: /);
  });
});
