/**
 * The seam between the self-play suite and a game: every figure of issue 6's per-game list is
 * measured through these few calls, which each game binds to cardloom's public API.
 *
 * @module
 */

/** A game the self-play suite can drive. `S` is the state handle, `A` an action. */
export interface PlayableGame<S, A> {
  /** Section id and figure-id prefix, e.g. `lorcana`. */
  readonly id: string;
  /** Section title, e.g. "Lorcana: random self-play, two First Chapter starter decks". */
  readonly title: string;
  readonly players: number;
  /** A new game for `seed`, ready for its first action. */
  newGame(seed: number): S;
  /** Every legal action of whoever must act now; empty once the game is over. */
  legalActions(state: S): readonly A[];
  /** The state after `action` (may be `state` itself if the engine mutates in place). */
  apply(state: S, action: A): S;
  isOver(state: S): boolean;
  clone(state: S): S;
  viewFor(state: S, player: number): unknown;
}
