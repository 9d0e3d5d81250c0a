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

/** A problem found in a decklist file, by line when it has one. */
export interface FileProblem {
  /** 1-based line number. */
  readonly line?: number;
  readonly message: string;
  /** The rule or limit broken, e.g. `CR 1.10.1.1` or `decklist limits`. */
  readonly rule?: string;
}

/** A decklist file that cannot be used (exit code 1), with the problems found (at most a capped number). */
export class DeckFileError extends CliError {
  override readonly name: string = 'DeckFileError';
  constructor(
    readonly path: string,
    readonly problems: readonly FileProblem[],
    /** How many more problems were found past the listed ones. */
    readonly more = 0,
  ) {
    const lines = problems.map((p) => `${p.line !== undefined ? `line ${p.line}: ` : ''}${p.message}`);
    if (more > 0) lines.push(`… and ${more} more problem${more === 1 ? '' : 's'}`);
    super(`decklist '${path}' has problems:\n  ${lines.join('\n  ')}`);
  }
}

/** A replay file that is malformed (exit code 1); `field` names the part that is wrong (`actions[3]`). */
export class ReplayFileError extends CliError {
  override readonly name: string = 'ReplayFileError';
  constructor(
    readonly path: string,
    readonly field: string | undefined,
    readonly problem: string,
  ) {
    super(`${path}: ${field === undefined ? problem : `"${field}" ${problem}`}`);
  }
}
