/**
 * The `cardloom` dispatcher: finds the subcommand, runs it, and maps errors to exit codes
 * (0 ok, 1 runtime failure, 2 bad usage) with a message on standard error.
 */
import { cardsCommand, deckValidateCommand } from './commands/cards';
import type { Command, CommandContext } from './commands/command';
import { playCommand, replayCommand } from './commands/play';
import { serveCommand, sweepCommand, workerCommand } from './commands/remote';
import { benchCommand, compareCommand, matrixCommand, simulateCommand } from './commands/sim';
import { CliError, ExitCode, UsageError } from './errors';
import { builtinRegistry } from './games/builtin';
import type { GameRegistry } from './games/registry';
import type { Io } from './io';
import { guardIo } from './safe-io';

/** Every subcommand, in the order `--help` lists them. */
export const commands: readonly Command[] = [
  playCommand,
  simulateCommand,
  compareCommand,
  matrixCommand,
  replayCommand,
  cardsCommand,
  deckValidateCommand,
  benchCommand,
  serveCommand,
  sweepCommand,
  workerCommand,
];

/** The package version, shown by `--version`. */
export const VERSION = '0.1.0';

function mainHelp(registry: GameRegistry): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  const list = commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join('\n');
  const games = registry.all().map((g) => `${g.name} (${g.title})`);
  return `cardloom: play, simulate and compare trading card games

Usage: cardloom <command> [options]

Commands:
${list}

Games: ${games.length > 0 ? games.join(', ') : 'none registered yet'}

Run 'cardloom <command> --help' for a command's options.
Exit status: 0 success, 1 runtime failure, 2 bad usage.
`;
}

/** Options of {@link runCli}. */
export interface RunCliOptions {
  /** The games available (default: the built-in games). */
  registry?: GameRegistry;
  /** Module exporting that registry as `registry`, for simulation workers. */
  registryModule?: string;
}

/**
 * Runs the `cardloom` command line and resolves with its exit code; never throws.
 *
 * @example
 * ```ts
 * process.exitCode = await runCli(process.argv.slice(2), processIo());
 * ```
 */
export async function runCli(
  argv: readonly string[],
  terminal: Io,
  options: RunCliOptions = {},
): Promise<number> {
  // Every message goes through the guard: text from files and arguments never reaches the terminal raw.
  const io = guardIo(terminal);
  const context: CommandContext = {
    io,
    registry: options.registry ?? builtinRegistry(),
    registryModule: options.registryModule,
  };
  const [first, second] = argv;
  if (first === undefined) {
    io.err(mainHelp(context.registry));
    return ExitCode.usage;
  }
  if (first === '--help' || first === '-h' || first === 'help') {
    const target = second === undefined ? undefined : findCommand(argv.slice(1));
    io.out(target ? target.command.help : mainHelp(context.registry));
    return ExitCode.ok;
  }
  if (first === '--version' || first === '-v') {
    io.out(`${VERSION}\n`);
    return ExitCode.ok;
  }
  const found = findCommand(argv);
  try {
    if (!found) {
      const known = commands.map((c) => c.name.split(' ')[0]);
      const hint =
        first === 'deck'
          ? ` (did you mean 'deck validate'?)`
          : ` (commands: ${[...new Set(known)].join(', ')})`;
      throw new UsageError(
        `unknown command '${first === 'deck' && second ? `deck ${second}` : first}'${hint}`,
      );
    }
    const rest = argv.slice(found.words);
    if (rest.includes('--help') || rest.includes('-h')) {
      io.out(found.command.help);
      return ExitCode.ok;
    }
    return await found.command.run(rest, context);
  } catch (error) {
    return report(io, error, found?.command.name);
  }
}

function findCommand(argv: readonly string[]): { command: Command; words: number } | undefined {
  const two = `${argv[0]} ${argv[1]}`;
  const command = commands.find((c) => c.name === two);
  if (command) return { command, words: 2 };
  const one = commands.find((c) => c.name === argv[0]);
  return one ? { command: one, words: 1 } : undefined;
}

function report(io: Io, error: unknown, command: string | undefined): number {
  if (error instanceof UsageError) {
    const where = error.command ?? command;
    io.err(`cardloom${where ? ` ${where}` : ''}: ${error.message}\n`);
    io.err(`Run 'cardloom ${where ? `${where} ` : ''}--help' for usage.\n`);
    return ExitCode.usage;
  }
  if (error instanceof CliError) {
    io.err(`cardloom${command ? ` ${command}` : ''}: ${error.message}\n`);
    return ExitCode.failure;
  }
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  io.err(`cardloom${command ? ` ${command}` : ''}: unexpected error: ${message}\n`);
  return ExitCode.failure;
}
