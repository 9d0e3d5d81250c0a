/**
 * Typed errors of the match server.
 * @module
 */

/** A create request the server cannot honour (unknown game, bad player count…); nothing was created. */
export class MatchSetupError extends Error {
  override readonly name = 'MatchSetupError';
}

/** A stored match that cannot be rebuilt (unknown game, an action the rules now refuse…). */
export class MatchResumeError extends Error {
  override readonly name = 'MatchResumeError';
}
