/**
 * Errors the command layer turns into exit codes: {@link UsageError} exits with 2 (the command line is
 * wrong; the message says what to change), {@link CliError} with 1 (a runtime failure: a file that cannot
 * be read, a malformed replay, a game that threw).
 */

/** Process exit codes of the `cardloom` command. */
export const ExitCode = { ok: 0, failure: 1, usage: 2 } as const;

/** A runtime failure: exit code 1. */
export class CliError extends Error {
  override readonly name: string = 'CliError';
}

/** Bad usage (unknown option, missing argument, unknown game…): exit code 2. */
export class UsageError extends Error {
  override readonly name: string = 'UsageError';
  /** The command whose `--help` the user should read (e.g. `simulate`, `deck validate`). */
  readonly command: string | undefined;
  constructor(message: string, command?: string) {
    super(message);
    this.command = command;
  }
}

/** Thrown by an interactive seat when the player leaves; ends `play` without counting as a failure. */
export class GameAborted extends Error {
  override readonly name: string = 'GameAborted';
}
