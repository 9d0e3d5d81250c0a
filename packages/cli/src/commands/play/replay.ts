/** `cardloom replay <file>`: re-plays a saved game and shows it as one player saw it. */

import { type Action, apply, type DeckIds, type Game, type GameModule, legalActions } from '@cardloom/core';
import { renderView } from '../../agents/human';
import { flag, int, noExtraPositionals, parse, positional, str } from '../../args';
import { CliError, ReplayFileError, UsageError } from '../../errors';
import { clip } from '../../format/escape';
import { narrator } from '../../format/narrator';
import { outcomeOf, rulesVersion, startGame } from '../../games/kernel';
import type { Seat } from '../../games/types';
import { zonesFor } from '../../games/view';
import { MAX_REPLAY_FILE_BYTES } from '../../input/limits';
import { readTextFile } from '../../input/read-text';
import { indexOfValue } from '../../json/same-value';
import { parseReplay, type ReplayFile } from '../../sim/replay';
import type { Command, CommandContext } from '../command';
import { printJson } from '../command';

const name = 'replay';

/** The `replay` command. */
export const replayCommand: Command = {
  name,
  summary: 'step through a saved game as one player saw it',
  help: `Usage: cardloom replay <file> [--to N] [--as P] [--step] [--json]

Re-creates a game saved by 'play --save' or 'simulate --save-failures' from its
seed and decks, re-applies its actions and prints the log as the chosen player
saw it, then the zones that player could see. A malformed file, or one that no
longer matches the game (an action that is not legal where it was recorded),
is reported with what is wrong and exits with status 1.

Options:
  --to N      stop after the first N actions (default: all)
  --as P      the player whose view to show: 1, 2… or P1, P2… (default P1)
  --step      pause after each action (Enter: next, q: stop)
  --json      print the log, the view and the result as JSON
  -h, --help  show this help
`,
  async run(argv, context) {
    const { io } = context;
    const parsed = parse(name, argv, {
      to: { type: 'string' },
      as: { type: 'string' },
      step: { type: 'boolean' },
      json: { type: 'boolean' },
    });
    const file = positional(name, parsed, 0, 'file');
    noExtraPositionals(name, parsed, 1);
    const read = await readTextFile(io, file, MAX_REPLAY_FILE_BYTES, 'replay');
    if ('tooLarge' in read)
      throw new ReplayFileError(file, undefined, `the file is larger than ${MAX_REPLAY_FILE_BYTES} bytes`);
    const replay = parseReplay(read.text, file);
    const module = moduleFor(context, replay, file);
    const current = rulesVersion(module, replay.ruleset);
    const recorded = replay.rulesVersion ?? 1;
    if (current !== undefined && recorded !== current)
      throw new ReplayFileError(
        file,
        'rulesVersion',
        `was recorded under version ${recorded} of the "${replay.ruleset}" rules; this ${module.title} plays version ${current}`,
      );
    const to = int(name, parsed, 'to', replay.actions.length, 0);
    if (to > replay.actions.length) {
      throw new UsageError(`--to ${to} is past the end: ${file} has ${replay.actions.length} actions`, name);
    }
    const viewer = seatArg(str(parsed, 'as'), replay.players.length);
    const json = flag(parsed, 'json');
    const step = flag(parsed, 'step') && !json;
    const lines: string[] = [];
    const write = json ? (line: string) => void lines.push(line) : (line: string) => io.out(`${line}\n`);
    if (!json) {
      io.out(
        `${module.title} (${replay.ruleset}) · seed ${replay.seed} · ${replay.actions.length} actions · viewing as P${viewer + 1}\n\n`,
      );
    }
    const state = await replayActions(module, replay, file, to, narrator(module, write, viewer), async () => {
      if (!step) return true;
      const answer = await io.prompt('[Enter] next · q stop> ');
      return answer !== null && answer.trim().toLowerCase() !== 'q';
    });
    const outcome = outcomeOf(state.game);
    if (state.applied === replay.actions.length && replay.outcome && !replay.outcome.error && outcome) {
      const same =
        outcome.reason === replay.outcome.reason &&
        outcome.winners.join(',') === replay.outcome.winners.join(',');
      if (!same) {
        throw new CliError(
          `${file}: the replay ends with ${describeOutcome(outcome)} but the file records ${describeOutcome(replay.outcome)}`,
        );
      }
    }
    const zones = zonesFor(state.game, viewer);
    if (json) {
      printJson(context, {
        game: module.name,
        ruleset: replay.ruleset,
        seed: replay.seed,
        viewer,
        applied: state.applied,
        total: replay.actions.length,
        turn: state.game.state.turn.number,
        log: lines,
        zones,
        outcome,
      });
      return 0;
    }
    io.out(
      `\nAfter ${state.applied} of ${replay.actions.length} actions (turn ${state.game.state.turn.number}):\n`,
    );
    io.out(renderView(state.game, viewer, (seat) => `P${seat + 1}`));
    if (outcome) io.out(`\nResult: ${describeOutcome(outcome)}\n`);
    if (replay.outcome?.error) io.out(`\nThe recorded game failed: ${clip(replay.outcome.error, 500)}\n`);
    return 0;
  },
};

function moduleFor(context: CommandContext, replay: ReplayFile, file: string): GameModule {
  let module: GameModule;
  try {
    module = context.registry.get(replay.game);
  } catch {
    throw new ReplayFileError(
      file,
      'game',
      `names '${clip(replay.game)}', which is not available (${context.registry.names().join(', ') || 'no games'})`,
    );
  }
  if (!module.rulesets.some((r) => r.name === replay.ruleset)) {
    throw new ReplayFileError(
      file,
      'ruleset',
      `names '${clip(replay.ruleset)}', but ${module.name} has no such ruleset`,
    );
  }
  const { min, max } = module.players;
  if (replay.players.length < min || replay.players.length > max) {
    throw new ReplayFileError(
      file,
      'players',
      `has ${replay.players.length} seats, but ${module.name} is played by ${min}–${max}`,
    );
  }
  return module;
}

function seatArg(raw: string | undefined, seats: number): Seat {
  if (raw === undefined) return 0;
  const match = /^p?(\d+)$/i.exec(raw.trim());
  const n = match ? Number(match[1]) : Number.NaN;
  if (!(n >= 1 && n <= seats))
    throw new UsageError(`--as must name a player from 1 to ${seats}, got '${raw}'`, name);
  return n - 1;
}

function describeOutcome(outcome: { winners: readonly number[]; reason: string }): string {
  if (outcome.winners.length === 0) return `a draw (${outcome.reason})`;
  return `${outcome.winners.map((s) => `P${s + 1}`).join(' and ')} winning (${outcome.reason})`;
}

/**
 * Re-creates the game and applies the first `count` actions, checking each is legal where it was
 * recorded. `next` is asked after each action whether to continue.
 */
async function replayActions(
  module: GameModule,
  replay: ReplayFile,
  file: string,
  count: number,
  observer: ReturnType<typeof narrator>,
  next: () => Promise<boolean>,
): Promise<{ game: Game; applied: number }> {
  let game: Game;
  try {
    game = startGame(module, {
      players: replay.players.length,
      // Checked by the kernel: a deck that is not a list of card ids is a setup error.
      decks: replay.decks as DeckIds[],
      seed: replay.seed,
      ruleset: replay.ruleset,
      cardIds: replay.cardIds ?? 'deck-order',
    });
    observer.onEvents?.(game, []);
  } catch (error) {
    throw new CliError(
      `${file}: cannot set up the game from the replay's decks and seed: ${(error as Error).message}`,
    );
  }
  for (let i = 0; i < count; i++) {
    const action = replay.actions[i];
    const seat = game.toAct;
    if (seat === null) throw new CliError(`${file}: action ${i + 1} comes after the game ended`);
    // By value, whatever the order of the keys; the listed action is the one performed.
    const legal = legalActions(game);
    const index = indexOfValue(legal, action);
    if (index < 0) {
      throw new CliError(
        `${file}: action ${i + 1} (${clip(JSON.stringify(action), 200)}) is not legal at that point; the replay does not match this game`,
      );
    }
    const listed: Action = legal[index];
    observer.beforeAction?.(game, seat);
    observer.onAction?.(game, seat, listed);
    try {
      const { events } = apply(game, listed);
      observer.onEvents?.(game, events);
    } catch (error) {
      throw new CliError(`${file}: action ${i + 1} failed: ${(error as Error).message}`);
    }
    if (i + 1 < count && !(await next())) return { game, applied: i + 1 };
  }
  return { game, applied: count };
}
