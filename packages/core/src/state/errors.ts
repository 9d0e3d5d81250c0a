/**
 * Typed errors. Every error that reaches a user names the problem and, where one applies, the rule.
 * @module
 */

/** What every cardloom error carries besides its message. */
export interface ErrorDetails {
  /** The rule reference, e.g. `CR 4.3.2` or `Lore 4.9a`. */
  rule?: string;
  /** Extra machine-readable details (action, card, index…). */
  data?: unknown;
}

/** Base class of all cardloom errors. */
export class CardloomError extends Error {
  /** The rule the error refers to, when there is one. */
  readonly rule?: string;
  /** Machine-readable details. */
  readonly data?: unknown;
  constructor(message: string, details: ErrorDetails = {}) {
    super(details.rule ? `${message} (${details.rule})` : message);
    this.name = new.target.name;
    this.rule = details.rule;
    this.data = details.data;
  }
}

/** Why an action was refused. */
export type IllegalReason =
  | 'game-over'
  | 'malformed'
  | 'unknown-action'
  | 'wrong-player'
  | 'not-legal'
  | 'bad-answer'
  | 'rules';

/**
 * An action was refused by {@link apply}. The game state is exactly as it was before the call.
 */
export class IllegalActionError extends CardloomError {
  /** The category of refusal. */
  readonly reason: IllegalReason;
  constructor(reason: IllegalReason, message: string, details: ErrorDetails = {}) {
    super(message, details);
    this.reason = reason;
  }
}

/** A game definition is inconsistent (unknown zone, duplicate card id…). Raised when it is built. */
export class DefinitionError extends CardloomError {}

/** A deck list or setup option is unusable (unknown card, wrong player count…). */
export class SetupError extends CardloomError {}

/** A replay or saved state cannot be read or does not match the game. */
export class ReplayError extends CardloomError {}

/** A rules invariant broke inside the engine: a bug in the kernel or a game definition. */
export class EngineError extends CardloomError {}
