import { type Bot, greedyBot, mctsBot } from '@cardloom/bots';
import { apply, createGame, type Game } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { factionModule } from './module';

/**
 * Issue 20, the faction game in the command: the CLI builds its bots and log from the module alone
 * (`packages/cli/src/agents/bots.ts`: `greedy` needs `evaluate`, `mcts` takes it for its playouts,
 * and log lines come from `describeAction`/`describeEvent`). This plays what the CLI plays; the CLI's own
 * test (`packages/cli/src/games/faction.test.ts`) runs `cardloom play faction … --p2 greedy`.
 */
function playOut(game: Game, seats: readonly Bot[]): string[] {
  const lines: string[] = [];
  for (let guard = 0; !game.over && guard < 5_000; guard++) {
    const player = game.toAct!;
    const action = seats[player].choose(game);
    lines.push(factionModule.describeAction(game, action));
    for (const event of apply(game, action).events) {
      const line = factionModule.describeEvent(game, event);
      if (line !== null) lines.push(line);
    }
  }
  return lines;
}

describe('issue 20: the faction game gets the CLI’s greedy and IS-MCTS bots and readable log lines', () => {
  it('the module gives an evaluation, so the CLI offers greedy and IS-MCTS seats', () => {
    expect(typeof factionModule.evaluate).toBe('function');
    expect(factionModule.searchIterations).toBeGreaterThan(0);
  });

  it('greedy against IS-MCTS plays a whole game; every log line is in the game’s words, none a raw kernel line', () => {
    const [a, b] = factionModule.decks;
    const game = createGame(factionModule.definition, { players: 2, decks: [a.cards, b.cards], seed: 5 });
    const evaluate = factionModule.evaluate!;
    const lines = playOut(game, [
      greedyBot({ seed: 1, evaluate }),
      mctsBot({ seed: 2, evaluate, iterations: 8 }),
    ]);
    expect(game.over).toBe(true);
    expect(lines.some((l) => /^(P\d )?plays [A-Z]/.test(l))).toBe(true);
    expect(lines.at(-1)).toMatch(/^P\d win \((main-character|victory-tokens|round-limit)\)$|^draw/);
    // No kernel bookkeeping line ("P1 spent.ember 0 → 1") and no bare card id reaches the log.
    for (const line of lines) {
      expect(line).not.toMatch(/\w+\.\w+ \d+ → \d+/);
      expect(line).not.toMatch(/\b[a-z]+-[a-z]+-[a-z]+\b/);
    }
  });
});
