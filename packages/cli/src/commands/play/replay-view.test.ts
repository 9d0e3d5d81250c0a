import { apply, type CardId, createGame, nameOf, viewFor } from '@cardloom/core';
import { lightseekersModule } from '@cardloom/lightseekers';
import { describe, expect, it } from 'vitest';
import { parseReplay } from '../../sim/replay';
import { runBuiltin } from '../../testing/run-builtin';

/** The game of a replay file rebuilt with the kernel, to read what P1 may see of it. */
function rebuilt(text: string) {
  const replay = parseReplay(text, 'g.json');
  const game = createGame(lightseekersModule.definition, {
    players: replay.players.length,
    decks: replay.decks as string[][],
    seed: replay.seed,
    ruleset: replay.ruleset,
    cardIds: replay.cardIds ?? 'deck-order',
  });
  for (const action of replay.actions) apply(game, action as Parameters<typeof apply>[1]);
  return game;
}

describe('cardloom replay: what a player sees of another’s zones', () => {
  it('issue 20 (Lightseekers 3.4.4, L49): an opponent’s discard pile shows its public top card, not all hidden', async () => {
    const saved = await runBuiltin([
      'play',
      'lightseekers',
      '--seed',
      '4',
      '--p1',
      'greedy',
      '--p2',
      'greedy',
      '--save',
      'g.json',
    ]);
    expect(saved.code).toBe(0);
    const text = saved.io.files.get('g.json') ?? '';
    const game = rebuilt(text);
    const pile = viewFor(game, 0).zones.find((z) => z.zone === 'discard' && z.owner === 1);
    expect(pile?.cards).toBeUndefined();
    expect(pile?.top?.def).toBeDefined();
    const top = nameOf(game, pile?.top?.def as string);
    const shown = (pile?.shown ?? []).filter((c) => c.id !== (pile?.top?.id as CardId));
    const { code, io } = await runBuiltin(['replay', 'g.json', '--as', 'P1'], { files: { 'g.json': text } });
    expect(code).toBe(0);
    const line = io.stdout.split('\n').find(
      (l, i, all) =>
        /^ {2}discard \(/.test(l) &&
        all
          .slice(0, i)
          .reverse()
          .find((o) => /^\S/.test(o)) === 'P2:',
    );
    expect(line).toBeDefined();
    const hidden = (pile?.count ?? 0) - 1 - shown.length;
    expect(line).toBe(
      `  discard (${pile?.count}): ${[top, ...shown.map((c) => nameOf(game, c.def as string))].join(', ')}${hidden > 0 ? `, ${hidden} hidden` : ''}`,
    );
  });
});
