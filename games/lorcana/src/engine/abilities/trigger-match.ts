/**
 * When a printed or floating trigger condition is met by an event (CR 6.2.1–6.2.3): which event
 * type each trigger waits for, and which card of the event is its subject.
 *
 * @module
 */
import type { CardId, Ctx, GameEvent, PlayerId } from '@cardloom/core';
import type { Trigger, TriggerEvent } from '../../cards/vocabulary-abilities.js';
import { E } from '../changes/moves.js';
import { inRange, matches } from '../effects/match.js';
import { isCharacter, locationOf } from '../state/board.js';
import { becameExerted, EXERTED } from './trigger-exerted.js';

/** The event type each trigger waits for, in the order the trigger words are listed. */
export const EVENT_TYPE: Readonly<Record<TriggerEvent, string>> = {
  played: E.played,
  quests: E.quested,
  challenges: E.challenged,
  challenged: E.challenged,
  banished: E.banished,
  banishedInChallenge: E.banished,
  challengedAndBanished: E.banished,
  banishesInChallenge: E.banished,
  movesToLocation: E.movedHere,
  sings: E.sang,
  startOfTurn: E.startOfTurn,
  endOfTurn: E.endOfTurn,
  draws: E.drew,
  discards: E.discarded,
  chosenForSupport: E.support,
  damaged: E.damaged,
  inked: E.inked,
  putUnder: E.putUnder,
  leavesPlay: E.leftPlay,
  readied: E.readied,
  damageRemoved: E.damageRemoved,
  dealsDamageInChallenge: E.damaged,
  exerted: EXERTED,
  entersExertedByChoice: E.enteredExerted,
  chosenByOpponent: E.chosen,
};

/** The event type a trigger waits for. */
export function eventTypeOf(on: TriggerEvent): string {
  return EVENT_TYPE[on];
}

function num(v: unknown): CardId {
  return typeof v === 'number' ? v : -1;
}

/** The card the trigger is about: the challenger, the one challenged, the banisher… */
function subjectOf(on: TriggerEvent, event: GameEvent): CardId {
  if (on === 'challenged') return num(event.other);
  if (on === 'banishesInChallenge') return num(event.by);
  if (on === 'dealsDamageInChallenge') return num(event.source);
  return num(event.card);
}

/** The other card of the event, which the trigger's `other` filter tests. */
function otherOf(on: TriggerEvent, event: GameEvent): CardId {
  if (on === 'challenged' || on === 'banishesInChallenge') return num(event.card);
  // The card whose effect or challenge dealt the damage (“whenever one of your actions deals damage”).
  if (on === 'damaged') return num(event.source);
  return num(event.other);
}

const PLAYER_EVENTS: ReadonlySet<TriggerEvent> = new Set([
  'startOfTurn',
  'endOfTurn',
  'draws',
  'discards',
  'inked',
]);

/** Whether `event` meets `trigger` for an ability of `self` controlled by `controller`. */
export function triggerMatches(
  ctx: Ctx,
  trigger: Trigger,
  event: GameEvent,
  self: CardId,
  controller: PlayerId,
): boolean {
  if (event.type !== eventTypeOf(trigger.on)) return false;
  switch (trigger.on) {
    case 'banishedInChallenge':
      if (!event.inChallenge) return false;
      break;
    case 'challengedAndBanished':
      if (!event.inChallenge || !event.challenged) return false;
      break;
    case 'banishesInChallenge':
      if (!event.viaChallengeDamage || !isCharacter(ctx, num(event.card))) return false;
      break;
    case 'startOfTurn':
    case 'endOfTurn': {
      const whose = trigger.player ?? 'you';
      if (whose === 'you' && event.player !== controller) return false;
      if (whose === 'opponent' && !ctx.isOpponent(controller, event.player as PlayerId)) return false;
      break;
    }
    case 'dealsDamageInChallenge':
      // Challenge damage to another character (CR 4.6.6), not to a location.
      if (!event.challenge || event.card === event.source || !isCharacter(ctx, num(event.card))) return false;
      break;
    case 'readied':
    case 'damageRemoved':
      // “Whenever you ready / remove damage”: by an effect (or a Ready step) of the controller.
      if (event.player !== controller) return false;
      break;
    case 'draws':
    case 'discards':
    case 'inked': {
      const mine = event.player === controller;
      const whose = trigger.player ?? 'you';
      if ((whose === 'you' && !mine) || (whose === 'opponent' && mine)) return false;
      break;
    }
    case 'played':
      // “Whenever you pay 2 {I} or less to play a card”: only ink paid counts (not free or sung).
      if (trigger.paid && !(typeof event.paid === 'number' && inRange(event.paid, trigger.paid)))
        return false;
      break;
    case 'leavesPlay':
      // “… is returned to your hand from play”: where it went.
      if (trigger.to && event.to !== trigger.to) return false;
      break;
    case 'putUnder':
      // “Whenever you put a card under …”: the ability's controller put it there (by Boost, if asked).
      if (event.player !== controller || (trigger.boost && !event.boost)) return false;
      break;
    case 'exerted':
      if (!becameExerted(ctx, event)) return false;
      break;
    case 'chosenByOpponent':
      if (typeof event.chooser !== 'number' || !ctx.isOpponent(controller, event.chooser)) return false;
      break;
    default:
      break;
  }
  if (PLAYER_EVENTS.has(trigger.on)) return true;
  const subject = subjectOf(trigger.on, event);
  if (subject < 0) return false;
  const want = trigger.subject ?? 'self';
  if (want === 'self' ? subject !== self : !matches(ctx, subject, want, self, controller)) return false;
  if (trigger.other) {
    const other = otherOf(trigger.on, event);
    if (other < 0 || !matches(ctx, other, trigger.other, self, controller)) return false;
  }
  if (trigger.atLocation && locationOf(ctx, subject) < 0) return false;
  if (trigger.sung && !event.sung) return false;
  if (trigger.fromLocation && !(typeof event.from === 'number' && event.from >= 0)) return false;
  if (trigger.ontoSelf && !(event.shifted && ctx.card(self).attachedTo === subject)) return false;
  if (trigger.here) {
    const at = trigger.on === 'movesToLocation' ? num(event.other) : locationOf(ctx, subject);
    if (at !== self) return false;
  }
  return true;
}
