/**
 * The execution context of a resolving effect: the kernel context plus what the effect knows — its
 * source card, controller, the triggering event, and the cards chosen so far (`it`, slots).
 *
 * @module
 */
import type { CardId, Ctx, GameEvent, PlayerId } from '@cardloom/core';

/** State of one resolving effect (CR 6.7.2). */
export interface Exec {
  readonly ctx: Ctx;
  /** The card the ability is on, or the resolving action (CR 1.6.1). */
  readonly source: CardId;
  /** The player who played the card / controls the ability (“you”, CR 1.4.3.1). */
  readonly controller: PlayerId;
  /** The event that triggered the ability, if any. */
  readonly event: GameEvent | null;
  /** Whether the effect comes from an action card (Vanish, CR 8.14.1). */
  readonly fromAction: boolean;
  /** The cards the last step chose or acted on (“them”, “that card”). */
  it: CardId[];
  /** Named choices. */
  readonly slots: Record<string, CardId[]>;
  /** Every card chosen by this effect so far (for “other”, CR 6.1.6). */
  readonly chosen: CardId[];
  /** The player acting inside a `forEachPlayer` step. */
  thatPlayer: PlayerId;
  /** The opponent a `chooseOpponent` step picked, if any. */
  chosenOpponent?: PlayerId;
  /**
   * Effects of actions played while this effect resolves, waiting for it to finish
   * (CR 6.7.7.1); run by `resolveEffect`, before anything in the bag.
   */
  afterwards?: (() => void)[];
}

/** A fresh execution context. */
export function newExec(
  ctx: Ctx,
  source: CardId,
  controller: PlayerId,
  event: GameEvent | null = null,
  fromAction = false,
): Exec {
  return {
    ctx,
    source,
    controller,
    event,
    fromAction,
    it: [],
    slots: {},
    chosen: [],
    thatPlayer: controller,
  };
}
