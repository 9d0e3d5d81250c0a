/**
 * Readable log lines for actions and events, with card names; with a `viewer`, cards that viewer may
 * not see (an opponent's hand, a set item) are never named.
 * @module
 */
import { type Action, canSee, type Game, type GameEvent, type PlayerId } from '@cardloom/core';
import { findCard } from '../cards/pool/index';
import { E } from './keys';

const seat = (p: unknown) => (typeof p === 'number' && p >= 0 ? `P${p + 1}` : 'the table');

function name(game: Game, card: unknown, viewer?: PlayerId, hidden = 'a hidden card'): string {
  if (typeof card !== 'number' || !game.state.cards[card]) return 'nothing';
  if (viewer !== undefined && !canSee(game, viewer, card)) return hidden;
  const def = game.state.cards[card].def;
  return findCard(def)?.name ?? def;
}

function abilityName(game: Game, card: unknown, index: unknown): string {
  const def = typeof card === 'number' ? findCard(game.state.cards[card]?.def ?? '') : undefined;
  return (typeof index === 'number' && def?.abilities[index]?.name) || 'an ability';
}

function answerText(game: Game, action: Action, viewer?: PlayerId): string {
  const request = game.state.decision?.request;
  const choice = (action.choice as (number | string)[] | undefined) ?? [];
  if (!request) return `${seat(action.player)} answers`;
  if (choice.length === 0) return `${seat(action.player)} answers "${request.prompt}": none`;
  const shown = choice.map((value) => {
    if (request.kind === 'cards') return name(game, value, viewer);
    const at = request.options.indexOf(value);
    return request.labels?.[at] ?? String(value);
  });
  return `${seat(action.player)} answers "${request.prompt}": ${shown.join(', ')}`;
}

/** One line naming what an action does, in the state it is chosen in. */
export function describeAction(game: Game, action: Action, viewer?: PlayerId): string {
  const who = seat(action.player);
  const card = (key: string, hidden?: string) => name(game, action[key], viewer, hidden);
  switch (action.type) {
    case 'draw':
      return `${who} spends a command token to draw a card`;
    case 'trade-resource':
      return `${who} trades a command token for a resource token`;
    case 'trade-victory':
      return `${who} trades a command token for a victory token on ${card('card')}`;
    case 'play':
      return `${who} plays ${card('card')}${action.support ? ' and pays its support fee' : ''}`;
    case 'attach':
      return `${who} attaches ${card('card')} to ${card('host')}`;
    case 'set':
      return `${who} sets ${card('card', 'an item')} face down on ${card('host')}`;
    case 'reveal':
      return `${who} turns ${card('card', 'a face-down item')} face up`;
    case 'activate':
      return `${who} activates ${card('card')}: ${abilityName(game, action.card, action.ability)}`;
    case 'enter-combat':
      return `${who} enters combat`;
    case 'end-combat':
      return `${who} ends combat`;
    case 'end-day':
      return `${who} ends the Day`;
    case 'attack':
      return `${who} attacks ${card('target')} with ${card('attacker')}`;
    case 'pass':
      return `${who} passes`;
    case 'answer':
      return answerText(game, action, viewer);
    default:
      return `${who} ${action.type}`;
  }
}

/** One line describing an event, or `null` for bookkeeping events not worth a log line. */
export function describeEvent(game: Game, event: GameEvent, viewer?: PlayerId): string | null {
  const card = (key: string) => name(game, event[key], viewer);
  switch (event.type) {
    case E.played:
      return `${seat(event.player)} plays ${card('card')}`;
    case E.attack:
      return `${card('attacker')} attacks ${card('target')}`;
    case E.block:
      return `${card('blocker')} blocks ${card('attacker')}`;
    case E.damaged:
      return `${card('card')} takes ${event.amount} damage`;
    case E.victory:
      return `${card('card')} gains ${event.amount} victory token${event.amount === 1 ? '' : 's'}`;
    case E.targeted: {
      const cards = Array.isArray(event.cards) ? event.cards : [];
      const names = cards.map((c) => name(game, c, viewer, 'a face-down card'));
      return `${seat(event.player)} puts ${event.label} on the stack, targeting ${names.length ? names.join(', ') : 'nothing'}`;
    }
    case E.fizzled:
      return `${event.label} does nothing: none of its targets is still legal`;
    case E.countered:
      return `${event.label} is cancelled`;
    case E.morning:
      return `Morning of ${seat(event.player)}`;
    case 'resolving':
      return `resolving ${event.label}`;
    case 'moved':
      if (event.cause === 'defeated') return `${card('card')} is defeated`;
      if (event.cause === 'draw') return `${seat(event.toOwner)} draws ${card('card')}`;
      if (event.to === 'void') return `${card('card')} goes to the void`;
      return null;
    case 'player-out':
      return `${seat(event.player)} is out (${event.reason})`;
    case 'game-over': {
      const winners = (event.winners as number[]).map(seat);
      return winners.length ? `${winners.join(', ')} win (${event.reason})` : `draw (${event.reason})`;
    }
    default:
      return null;
  }
}
