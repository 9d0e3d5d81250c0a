/**
 * The Lorcana view of a resolving effect: the kernel context plus what the effect knows — its source
 * card, controller, the triggering event, the cards chosen so far (CR 6.1.6) and the chosen opponent.
 * While an effect resolves in the card language, “that card” (`it`) and “that player” are the shared
 * resolution's; outside one (a static's count, a trigger's condition) they are empty.
 *
 * @module
 */
import type { CardId, Ctx, GameEvent, PlayerId } from '@cardloom/core';
import type { Env } from '@cardloom/core/cards';
import type { LorcanaNouns } from '../cards/vocabulary-refs.js';

const NONE: readonly CardId[] = [];

/** State of one resolving effect (CR 6.7.2). */
export class Exec {
  /** Every card chosen by this effect so far (for “other”, CR 6.1.6). */
  readonly chosen: CardId[] = [];
  /** The opponent a `chooseOpponent` step picked, if any. */
  chosenOpponent: PlayerId | undefined = undefined;
  /**
   * Effects of actions played while this effect resolves, waiting for it to finish
   * (CR 6.7.7.1); run by `resolveEffect`, before anything in the bag.
   */
  afterwards: (() => void)[] | undefined = undefined;
  /**
   * The cards the step being resolved acts on, once it named them: “that card” for the rest of the
   * step (e.g. “+3 instead if it is a Villain”, CR 6.5.1.1), then for later steps too.
   */
  acting: readonly CardId[] | undefined = undefined;

  constructor(
    readonly ctx: Ctx,
    /** The card the ability is on, or the resolving action (CR 1.6.1). */
    readonly source: CardId,
    /** The player who played the card / controls the ability (“you”, CR 1.4.3.1). */
    readonly controller: PlayerId,
    /** The event that triggered the ability, if any. */
    readonly event: GameEvent | null = null,
    /** Whether the effect comes from an action card (Vanish, CR 8.14.1). */
    readonly fromAction = false,
    /** The card-language resolution this effect runs in, if it is resolving. */
    readonly env: Env<LorcanaNouns> | undefined = undefined,
  ) {}

  /** The cards the last step chose or acted on (“them”, “that card”). */
  get it(): readonly CardId[] {
    return this.acting ?? this.env?.it ?? NONE;
  }

  /** The player acting inside a `forEach` over players (“that player”). */
  get thatPlayer(): PlayerId {
    return this.env?.thatPlayer ?? this.controller;
  }

  /** The generated text of the step being resolved, framed with the card's name (for prompts). */
  prompt(): string {
    return this.env?.prompt() ?? '';
  }
}

/** A fresh execution context outside a resolution (a static's count, a trigger's condition). */
export function newExec(
  ctx: Ctx,
  source: CardId,
  controller: PlayerId,
  event: GameEvent | null = null,
  fromAction = false,
): Exec {
  return new Exec(ctx, source, controller, event, fromAction);
}

const EXECS = new WeakMap<Env<LorcanaNouns>, Exec>();

/** The Lorcana view of a card-language resolution (made on first use when `resolveEffect` did not). */
export function execOf(env: Env<LorcanaNouns>): Exec {
  let x = EXECS.get(env);
  if (x === undefined) {
    x = new Exec(env.ctx, env.card, env.controller, env.event ?? null, false, env);
    EXECS.set(env, x);
  }
  return x;
}

/** Starts the Lorcana view of a resolution about to run. */
export function startExec(env: Env<LorcanaNouns>, fromAction: boolean): Exec {
  const x = new Exec(env.ctx, env.card, env.controller, env.event ?? null, fromAction, env);
  EXECS.set(env, x);
  return x;
}
