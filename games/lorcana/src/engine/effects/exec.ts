/**
 * The Lorcana view of a resolving effect: the kernel context plus what the effect knows — its source
 * card, controller, the triggering event, the cards chosen so far (CR 6.1.6) and the chosen opponent.
 * While an effect resolves in the card language, “that card” (`it`) and “that player” are the shared
 * resolution's; outside one (a static's count, a trigger's condition) they are empty.
 *
 * @module
 */
import type { CardId, Ctx, GameEvent, ObjectRef, PlayerId } from '@cardloom/core';
import type { Env } from '@cardloom/core/cards';
import type { Effect } from '../../cards/vocabulary-effects.js';
import type { LorcanaNouns } from '../../cards/vocabulary-refs.js';

const NONE: readonly CardId[] = [];

/** Where a resolving effect comes from. */
export interface EffectSource {
  readonly source: CardId;
  readonly controller: PlayerId;
  readonly event?: GameEvent | null;
  /** Whether the effect comes from an action card (Vanish, CR 8.14.1). */
  readonly fromAction?: boolean;
  /** “That card” as the effect starts (a delayed trigger's cards, CR 6.2.7.2). */
  readonly it?: readonly CardId[];
  /**
   * The objects a triggered ability refers to (its card, its event's cards) as they were when it was
   * added to the bag: once one changes zones it is a new object, and the part of the effect acting on
   * “this card” or “that card” does nothing (CR 6.1.11.1).
   */
  readonly objects?: readonly ObjectRef[];
}

/** Resolves an effect of a card (the card language's `resolveEffect`); returns whether all was done. */
export type EffectResolver = (ctx: Ctx, effect: Effect, from: EffectSource) => boolean;

/** State of one resolving effect (CR 6.7.2). */
export class Exec {
  /** Every card chosen by this effect so far (for “other”, CR 6.1.6). */
  readonly chosen: CardId[] = [];
  /** The opponent a `chooseOpponent` step picked, if any. */
  chosenOpponent: PlayerId | undefined = undefined;
  /** The player a `choosePlayer` step picked, if any. */
  chosenPlayer: PlayerId | undefined = undefined;
  /** What the last counting step counted (“for each 1 damage removed this way”). */
  counted: number | undefined = undefined;
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
    /** Resolves another effect (an action played while this one resolves, CR 6.7.7). */
    readonly resolveEffect: EffectResolver = () => false,
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
