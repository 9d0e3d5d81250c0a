/**
 * Events: plain objects with a `type`. The kernel emits the ones below; games emit their own with
 * `ctx.emit`. Triggered abilities and replacement effects watch them by type.
 * @module
 */
import type { Json } from './json';
import type { CardId, PlayerId } from './state';

/**
 * Event and action fields that hold card instance ids, by name (`card`, `target`, `attacker`…), for
 * kernel events and the games' own. A game whose field names differ should use one of these.
 */
export const CARD_FIELDS: RegExp =
  /card|target|source|attacker|defender|blocker|host|location|character|item|singer|song|shift|unit|onto/i;

/** Any event. */
export interface GameEvent {
  readonly type: string;
  readonly [key: string]: Json | undefined;
}

/** A card changed zone (including draws, plays, discards…). `cause` says why, when the rules gave one. */
export interface MovedEvent extends GameEvent {
  readonly type: 'moved';
  readonly card: CardId;
  readonly from: string;
  readonly fromOwner: PlayerId;
  readonly to: string;
  readonly toOwner: PlayerId;
  readonly cause: string | null;
  /** The mover, when a player caused it. */
  readonly by: PlayerId | null;
  /** Last known information: the card's state just before it moved. */
  readonly wasFaceDown: boolean;
  readonly wasTapped: boolean;
  readonly wasController: PlayerId;
  readonly wasCounters: Readonly<Record<string, number>>;
}

/** Event types the kernel itself emits. */
export const KernelEvents = {
  /** {@link MovedEvent} */
  moved: 'moved',
  /** `{ zone, owner }` */
  shuffled: 'shuffled',
  /** `{ card, tapped }` */
  tapped: 'tapped',
  /** `{ card, counter, from, to }` */
  cardCounter: 'card-counter',
  /** `{ player, counter, from, to }` */
  playerCounter: 'player-counter',
  /** `{ player, turn }` */
  turnStart: 'turn-start',
  /** `{ player, turn }` */
  turnEnd: 'turn-end',
  /** `{ player, phase, step }` */
  stepStart: 'step-start',
  /** `{ player, phase, step }` */
  stepEnd: 'step-end',
  /** `{ player, reason }` */
  playerOut: 'player-out',
  /** `{ winners, reason }` */
  gameOver: 'game-over',
  /** `{ item, label, controller }`: a pending item starts resolving */
  resolving: 'resolving',
  /** `{ player, cards }`: cards shown to players */
  revealed: 'revealed',
} as const;
