/**
 * Readable log lines for actions and events, with card names. With a `viewer`, nothing that player may
 * not see is named (a card drawn by someone else reads "a card").
 * @module
 */
import { type Action, type CardId, canSee, type Game, type GameEvent, type PlayerId } from '@cardloom/core';
import { getCard } from '../../cards/index.js';
import { abilitiesOf } from '../table/catalog.js';
import { HEALTH, VP } from '../table/removal.js';

function who(game: Game, p: PlayerId): string {
  return game.state.players[p]?.name ?? `P${p + 1}`;
}

function cardName(game: Game, card: CardId, viewer?: PlayerId): string {
  const c = game.state.cards[card];
  if (!c || (viewer !== undefined && !canSee(game, viewer, card))) return 'a card';
  return getCard(c.def).name;
}

function abilityName(game: Game, card: CardId, index: number): string {
  return abilitiesOf(getCard(game.state.cards[card].def))[index]?.name ?? 'Ability';
}

/**
 * Who reveals cards: their owner — the player discarding them from hand or taking them from their own
 * discard pile (4.3.5, 3.4.4) — not the player whose effect made them do it (the kernel's `by`).
 */
function revealer(game: Game, event: GameEvent): PlayerId {
  const owners = new Set((event.cards as CardId[]).map((c) => game.state.cards[c]?.owner));
  const [owner] = owners;
  return owners.size === 1 && owner !== undefined ? owner : (event.by as PlayerId);
}

/** One line naming what an action does (Lightseekers 4.3), in the state it is chosen in. */
export function describeAction(game: Game, action: Action, viewer?: PlayerId): string {
  const p = who(game, action.player);
  const at = typeof action.target === 'number' ? ` at ${who(game, action.target)}` : '';
  switch (action.type) {
    case 'play':
      return `${p} plays ${cardName(game, action.card as CardId)}${at}`;
    case 'combo':
      return `${p} plays the combo ${cardName(game, action.card as CardId)}${at}`;
    case 'ability': {
      const card = action.card as CardId;
      return `${p} uses ${cardName(game, card)}'s ${abilityName(game, card, action.ability as number)}${at}`;
    }
    case 'end-actions':
      return `${p} ends their actions`;
    case 'concede':
      return `${p} concedes`;
    case 'answer': {
      const request = game.state.decision?.request;
      const choice = (action.choice as (number | string)[]) ?? [];
      const names = choice.map((value) => {
        if (!request) return String(value);
        if (request.kind === 'cards') return cardName(game, value as CardId, viewer);
        if (request.kind === 'players') return who(game, value as PlayerId);
        const at = request.options.indexOf(value);
        return request.labels?.[at] ?? String(value);
      });
      return `${p} chooses ${names.join(', ') || 'nothing'}${request ? ` (${request.prompt})` : ''}`;
    }
    default:
      return `${p}: ${action.type}`;
  }
}

/** One line for an event worth logging, or null. */
export function describeEvent(game: Game, event: GameEvent, viewer?: PlayerId): string | null {
  switch (event.type) {
    case 'turn-start':
      return `Turn ${event.turn}: ${who(game, event.player as PlayerId)}`;
    case 'moved': {
      if (event.cause === 'draw')
        return `${who(game, event.toOwner as PlayerId)} draws ${cardName(game, event.card as CardId, viewer)}`;
      if (event.from === event.to || event.to === 'deck' || event.to === 'limbo') return null;
      return `${cardName(game, event.card as CardId, viewer)}: ${event.from} → ${event.to}${event.cause ? ` (${event.cause})` : ''}`;
    }
    case 'player-counter': {
      const name = event.counter === HEALTH ? 'health' : event.counter === VP ? 'VP' : null;
      return name ? `${who(game, event.player as PlayerId)} ${name} ${event.from} → ${event.to}` : null;
    }
    case 'ls.act':
      return `${who(game, event.player as PlayerId)}: ${(event.acts as string[]).join(', ')} with ${cardName(game, event.card as CardId)}`;
    case 'resolving':
      return `↳ ${event.label}`;
    case 'revealed': {
      if (viewer !== undefined && !(event.to as PlayerId[]).includes(viewer)) return null;
      const names = (event.defs as string[]).map((def) => getCard(def).name);
      return `${who(game, revealer(game, event))} reveals ${names.join(', ')}`;
    }
    case 'shuffled':
      return `${who(game, event.owner as PlayerId)} shuffles their ${event.zone}`;
    case 'player-out':
      return `${who(game, event.player as PlayerId)} is removed (${event.reason})`;
    case 'game-over': {
      const winners = (event.winners as PlayerId[]).map((p) => who(game, p));
      return `Game over (${event.reason}): ${winners.join(' and ') || 'no winner'}`;
    }
    default:
      return null;
  }
}
