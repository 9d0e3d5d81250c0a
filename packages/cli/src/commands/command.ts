/** The shape every `cardloom` subcommand shares. */
import type { GameRegistry } from '../games/registry';
import type { Io } from '../io';

/** What a command runs with. */
export interface CommandContext {
  io: Io;
  registry: GameRegistry;
  /** Module exporting `registry`, for simulation workers; the built-in games when absent. */
  registryModule?: string;
}

/** A subcommand: its help text and its entry point returning an exit code. */
export interface Command {
  /** `play`, `simulate`, … or two words for `deck validate`. */
  name: string;
  /** One line for the command list. */
  summary: string;
  /** Full `--help` text. */
  help: string;
  run(argv: readonly string[], context: CommandContext): Promise<number>;
}

/** Prints a value as indented JSON. */
export function printJson(context: CommandContext, value: unknown): void {
  context.io.out(`${JSON.stringify(value, null, 2)}\n`);
}
