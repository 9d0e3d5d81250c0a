/** `cardloom replay <file>`: re-plays a saved game and shows it as one player saw it. */

import { renderView } from '../agents/human';
import { flag, int, noExtraPositionals, parse, positional, str } from '../args';
import { CliError, ReplayFileError, UsageError } from '../errors';
import { clip } from '../format/escape';
import { narrator } from '../format/narrator';
import type { GamePlugin, Seat } from '../games/types';
import { MAX_REPLAY_FILE_BYTES } from '../input/limits';
import { readTextFile } from '../input/read-text';
import { indexOfValue } from '../json/same-value';
import { parseReplay, type ReplayFile } from '../sim/replay';
import type { Command, CommandContext } from './command';
import { printJson } from './command';

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
    const plugin = pluginFor(context, replay, file);
    const current = plugin.rulesVersion?.(replay.ruleset);
    const recorded = replay.rulesVersion ?? 1;
    if (current !== undefined && recorded !== current)
      throw new ReplayFileError(
        file,
        'rulesVersion',
        `was recorded under version ${recorded} of the "${replay.ruleset}" rules; this ${plugin.title} plays version ${current}`,
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
        `${plugin.title} (${replay.ruleset}) · seed ${replay.seed} · ${replay.actions.length} actions · viewing as P${viewer + 1}\n\n`,
      );
    }
    const state = await replayActions(plugin, replay, file, to, narrator(plugin, write, viewer), async () => {
      if (!step) return true;
      const answer = await io.prompt('[Enter] next · q stop> ');
      return answer !== null && answer.trim().toLowerCase() !== 'q';
    });
    const outcome = plugin.engine.outcome(state.game);
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
    const zones = plugin.zones(state.game, viewer);
    if (json) {
      printJson(context, {
        game: plugin.name,
        ruleset: replay.ruleset,
        seed: replay.seed,
        viewer,
        applied: state.applied,
        total: replay.actions.length,
        turn: plugin.engine.turn(state.game),
        log: lines,
        zones,
        outcome,
      });
      return 0;
    }
    io.out(
      `\nAfter ${state.applied} of ${replay.actions.length} actions (turn ${plugin.engine.turn(state.game)}):\n`,
    );
    io.out(renderView(plugin, state.game, viewer, (seat) => `P${seat + 1}`));
    if (outcome) io.out(`\nResult: ${describeOutcome(outcome)}\n`);
    if (replay.outcome?.error) io.out(`\nThe recorded game failed: ${clip(replay.outcome.error, 500)}\n`);
    return 0;
  },
};

function pluginFor(context: CommandContext, replay: ReplayFile, file: string): GamePlugin {
  let plugin: GamePlugin;
  try {
    plugin = context.registry.get(replay.game);
  } catch {
    throw new ReplayFileError(
      file,
      'game',
      `names '${clip(replay.game)}', which is not available (${context.registry.names().join(', ') || 'no games'})`,
    );
  }
  if (!plugin.rulesets.some((r) => r.name === replay.ruleset)) {
    throw new ReplayFileError(
      file,
      'ruleset',
      `names '${clip(replay.ruleset)}', but ${plugin.name} has no such ruleset`,
    );
  }
  const { min, max } = plugin.players;
  if (replay.players.length < min || replay.players.length > max) {
    throw new ReplayFileError(
      file,
      'players',
      `has ${replay.players.length} seats, but ${plugin.name} is played by ${min}–${max}`,
    );
  }
  return plugin;
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
  plugin: GamePlugin,
  replay: ReplayFile,
  file: string,
  count: number,
  observer: ReturnType<typeof narrator>,
  next: () => Promise<boolean>,
): Promise<{ game: unknown; applied: number }> {
  const engine = plugin.engine;
  let game: unknown;
  try {
    const created = engine.create({
      players: replay.players.length,
      decks: replay.decks,
      seed: replay.seed,
      ruleset: replay.ruleset,
      cardIds: replay.cardIds ?? 'deck-order',
    });
    game = created.state;
    observer.onEvents?.(game, created.events);
  } catch (error) {
    throw new CliError(
      `${file}: cannot set up the game from the replay's decks and seed: ${(error as Error).message}`,
    );
  }
  for (let i = 0; i < count; i++) {
    const action = replay.actions[i];
    const seat = engine.toAct(game);
    if (seat === null) throw new CliError(`${file}: action ${i + 1} comes after the game ended`);
    // By value, whatever the order of the keys; the listed action is the one performed.
    const legal = engine.legalActions(game);
    const index = indexOfValue(legal, action);
    if (index < 0) {
      throw new CliError(
        `${file}: action ${i + 1} (${clip(JSON.stringify(action), 200)}) is not legal at that point; the replay does not match this game`,
      );
    }
    const listed = legal[index];
    observer.beforeAction?.(game, seat);
    observer.onAction?.(game, seat, listed);
    try {
      const applied = engine.apply(game, listed);
      game = applied.state;
      observer.onEvents?.(game, applied.events);
    } catch (error) {
      throw new CliError(`${file}: action ${i + 1} failed: ${(error as Error).message}`);
    }
    if (i + 1 < count && !(await next())) return { game, applied: i + 1 };
  }
  return { game, applied: count };
}
