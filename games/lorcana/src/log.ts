/**
 * Readable one-line descriptions of actions and events for logs and the CLI. With a `viewer`, a
 * line never names a card that player may not see (hands, decks, inkwells, facedown cards).
 *
 * @module
 */
import { type Action, type CardId, canSee, type Game, type GameEvent, type PlayerId } from '@cardloom/core';
import { fullName, type LorcanaCard } from './cards/card.js';
import { cardData as lorcanaData } from './engine/state/stored.js';

function cardData(game: Game, card: CardId): LorcanaCard {
  return lorcanaData(game.definition.compiled.cardsById.get(game.state.cards[card].def)!.data);
}

/** A card's full name, or “a card” when `viewer` may not see it. */
export function cardName(game: Game, card: CardId, viewer?: PlayerId): string {
  if (card < 0 || card >= game.state.cards.length) return 'a card';
  if (viewer !== undefined && !canSee(game, viewer, card)) return 'a card';
  return fullName(cardData(game, card));
}

/** A player's label, e.g. `P1`. */
export function playerName(player: PlayerId): string {
  return `P${player + 1}`;
}

function num(v: unknown): number {
  return typeof v === 'number' ? v : -1;
}

/** One line naming what an action does, in the state it is chosen in. */
export function describeAction(game: Game, action: Action, viewer?: PlayerId): string {
  const who = playerName(action.player);
  const name = (c: unknown) => cardName(game, num(c), viewer);
  switch (action.type) {
    case 'ink':
      return `${who} puts ${cardName(game, num(action.card))} into their inkwell`;
    case 'play': {
      const how =
        action.mode === 'shift'
          ? ` shifting onto ${name(action.onto)}`
          : action.mode === 'sing'
            ? ` sung by ${name(action.singer)}`
            : action.mode === 'singTogether'
              ? ' singing together'
              : action.mode === 'free'
                ? ' for free'
                : '';
      return `${who} plays ${cardName(game, num(action.card))}${how}`;
    }
    case 'activate': {
      if (num(action.ability) < 0) return `${who} boosts ${name(action.card)}`;
      // An ability a static gives the card is read from the giving card (CR 6.4).
      const from = typeof action.grantedBy === 'number' ? action.grantedBy : num(action.card);
      const ability = cardData(game, from).abilities?.[num(action.ability)];
      return `${who} uses ${name(action.card)}: ${ability?.name ?? 'ability'}${action.free === true ? ' for free' : ''}`;
    }
    case 'quest':
      return `${who} quests with ${name(action.card)}`;
    case 'challenge':
      return `${who} challenges ${name(action.target)} with ${name(action.card)}`;
    case 'move':
      return `${who} moves ${name(action.card)} to ${name(action.location)}`;
    case 'end-turn':
      return `${who} ends the turn`;
    case 'concede':
      return `${who} concedes`;
    case 'answer':
      return `${who} ${describeAnswer(game, action, viewer)}`;
    default:
      return `${who} ${action.type}`;
  }
}

function describeAnswer(game: Game, action: Action, viewer?: PlayerId): string {
  const request = game.state.decision?.request;
  const choice = (action.choice as (string | number)[] | undefined) ?? [];
  if (!request) return `answers ${JSON.stringify(choice)}`;
  const prompt = request.prompt;
  switch (request.kind) {
    case 'yes-no':
      return `answers ${choice[0]} to “${prompt}”`;
    case 'cards':
    case 'order': {
      const visible = viewer === undefined || viewer === action.player;
      const names = choice.map((c) =>
        visible ? cardName(game, Number(c)) : cardName(game, Number(c), viewer),
      );
      return names.length ? `chooses ${names.join(', ')} (${prompt})` : `chooses nothing (${prompt})`;
    }
    case 'players':
      return `chooses ${choice.map((p) => playerName(Number(p))).join(', ')} (${prompt})`;
    case 'options': {
      const i = request.options.indexOf(choice[0]);
      return `chooses ${request.labels?.[i] ?? String(choice[0])} (${prompt})`;
    }
    default:
      return `chooses ${choice.join(', ')} (${prompt})`;
  }
}

/** One line describing an event, or null for bookkeeping events. */
export function describeEvent(game: Game, event: GameEvent, viewer?: PlayerId): string | null {
  const name = (c: unknown) => cardName(game, num(c), viewer);
  const who = (p: unknown) => playerName(num(p));
  switch (event.type) {
    case 'turn-start':
      return `— Turn ${event.turn}: ${who(event.player)} —`;
    case 'played':
      return `${name(event.card)} is played${event.shifted ? ' (shifted)' : ''}`;
    case 'quested':
      return `${name(event.card)} quests`;
    case 'challenged':
      return `${name(event.card)} challenges ${name(event.other)}`;
    case 'damaged':
      return `${name(event.card)} takes ${event.amount} damage`;
    case 'inked':
      // The ink turn action has its own line; an effect's card goes in facedown, unnamed (CR 7.5.2).
      return event.turnAction ? null : `${who(event.player)} puts a card into their inkwell facedown`;
    case 'banished':
      return `${name(event.card)} is banished`;
    case 'lore-gained':
      return `${who(event.player)} gains ${event.amount} lore`;
    case 'drew':
      return viewer === undefined || viewer === event.player
        ? `${who(event.player)} draws ${cardName(game, num(event.card))}`
        : `${who(event.player)} draws a card`;
    case 'discarded':
      return `${who(event.player)} discards ${((event.cards as number[]) ?? []).map((c) => cardName(game, c)).join(', ')}`;
    case 'moved-here':
      return `${name(event.card)} moves to ${name(event.other)}`;
    case 'sang':
      return `${name(event.card)} sings ${name(event.other)}`;
    case 'support':
      return `${name(event.other)} supports ${name(event.card)}`;
    case 'revealed':
      return `revealed: ${((event.cards as number[]) ?? []).map((c) => cardName(game, c)).join(', ')}`;
    case 'player-out':
      return `${who(event.player)} is out (${event.reason})`;
    case 'game-over': {
      const winners = (event.winners as number[]) ?? [];
      return `game over: ${winners.length ? winners.map(who).join(', ') : 'nobody'} wins (${event.reason})`;
    }
    default:
      return null;
  }
}
