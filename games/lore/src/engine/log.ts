/**
 * Readable log lines for the CLI: one line per action and per interesting event. Card names are
 * shown only where the viewer may see the card (`canSee`), so a log never leaks a hand or a lexicon.
 *
 * @module
 */
import { type Action, type CardId, canSee, type Game, type GameEvent, type PlayerId } from '@cardloom/core';
import { describeAbility } from '../cards/describe.js';
import { E } from './state/keys.js';
import { loreCardById } from './state/queries.js';

const seat = (p: number) => `P${p + 1}`;

/** A card's name, or "a card" when the viewer may not know it. */
function nameFor(game: Game, card: number, viewer?: PlayerId): string {
  if (card < 0 || card >= game.state.cards.length) return 'something';
  if (viewer !== undefined && !canSee(game, viewer, card)) return 'a card';
  return loreCardById(game.state.cards[card].def)?.name ?? game.state.cards[card].def;
}

/** One line naming what an action does. */
export function describeAction(game: Game, action: Action, viewer?: PlayerId): string {
  const who = seat(action.player);
  const card = typeof action.card === 'number' ? (action.card as CardId) : -1;
  // Cards named in turn actions are revealed by taking them, so they are shown to everyone.
  const name = card >= 0 ? nameFor(game, card) : '';
  switch (action.type) {
    case 'play':
      return (action.host as number) >= 0
        ? `${who} plays ${name} from under ${nameFor(game, action.host as number)}`
        : `${who} plays ${name}`;
    case 'bring-forth':
      return `${who} brings ${name} forth into the void`;
    case 'call-forth':
      return `${who} pays to put ${name} into play from the void`;
    case 'activate':
    case 'subterfuge-ability': {
      const ability = loreCardById(game.state.cards[card].def)?.abilities[action.ability as number];
      const text = ability ? `: ${describeAbility(ability)}` : '';
      return `${who} activates ${name}${action.type === 'subterfuge-ability' ? ' onto the chain' : ''}${text}`;
    }
    case 'equip':
      return (action.target as number) >= 0
        ? `${who} equips ${name} to ${nameFor(game, action.target as number)}`
        : `${who} unequips ${name}`;
    case 'evoke-draw':
      return `${who} evokes two runes and pays 5 sanity to draw`;
    case 'end-main':
      return `${who} ends the main phase`;
    case 'attack':
      return `${who} announces ${name} as an attacker`;
    case 'end-attacks':
      return `${who} is done announcing attackers`;
    case 'subterfuge':
      return `${who} plays ${name} onto the chain`;
    case 'pass':
      return `${who} passes`;
    case 'concede':
      return `${who} concedes`;
    case 'answer':
      return describeAnswer(game, action, viewer);
    default:
      return `${who} ${action.type}`;
  }
}

function describeAnswer(game: Game, action: Action, viewer?: PlayerId): string {
  const request = game.state.decision?.request;
  const choice = (action.choice as (number | string)[] | undefined) ?? [];
  if (!request) return `${seat(action.player)} answers`;
  const mine = viewer === undefined || viewer === request.player;
  const label = (v: number | string) => {
    const at = request.options.indexOf(v);
    if (request.labels?.[at]) return request.labels[at];
    if (request.kind === 'players' && typeof v === 'number') return seat(v);
    if ((request.kind === 'cards' || request.kind === 'order') && typeof v === 'number') {
      if (v < 0) return seat(-v - 1);
      return mine && request.reveal?.includes(v) ? nameFor(game, v) : nameFor(game, v, viewer);
    }
    return String(v);
  };
  return `${seat(action.player)} — ${request.prompt}: ${choice.length ? choice.map(label).join(', ') : 'none'}`;
}

/** One line describing an event, or null for bookkeeping. */
export function describeEvent(game: Game, event: GameEvent, viewer?: PlayerId): string | null {
  const card = typeof event.card === 'number' ? (event.card as number) : -1;
  const name = () => nameFor(game, card, viewer);
  const n = (k: string) => event[k] as number;
  switch (event.type) {
    case 'turn-start':
      return `— Turn ${n('turn')}: ${seat(n('player'))} —`;
    case 'moved':
      if (event.cause === 'draw')
        return `${seat(n('toOwner'))} draws ${viewer === n('toOwner') ? name() : 'a card'}`;
      if (event.to === 'play' && event.cause === 'played') return `${name()} comes into play`;
      if (event.cause === 'returned') return `${name()} returns to its owner's hand`;
      if (event.cause === 'aetherized') return `${name()} is aetherized`;
      if (event.cause === 'consumed') return `${name()} is consumed`;
      if (event.cause === 'inscribed') return `${name()} is put under a spellcaster`;
      return null;
    case E.died:
      return `${name()} ${event.creature ? 'dies' : 'is destroyed'}`;
    case E.damagedPlayer:
      return `${nameFor(game, n('source'), viewer)} deals ${n('amount')} damage to ${seat(n('player'))} (sanity ${game.state.players[n('player')].counters.sanity})`;
    case E.damagedObject:
      return `${nameFor(game, n('source'), viewer)} deals ${n('amount')} ${event.rot ? 'Rot damage (-1 HP counters)' : 'damage'} to ${name()}`;
    case E.mythos:
      return `mythos ${n('amount') >= 0 ? '+' : ''}${n('amount')} (now ${n('total')})`;
    case E.entered:
      return event.how === 'token' ? `${seat(n('player'))} creates a ${name()} token` : null;
    case E.calledForth:
      return `${name()} is called forth`;
    case E.broughtForth:
      return card < 0
        ? `${seat(n('player'))} brings the grimoire forth${event.legal ? ' as a tome' : ', but it goes to the aether'}`
        : `${seat(n('player'))} brings ${name()} forth${event.legal ? '' : ', but it goes to the aether'}`;
    case E.attacks:
      return `${name()} attacks`;
    case E.blocks:
      return `${name()} blocks ${nameFor(game, n('attacker'), viewer)}`;
    case E.turnCounter:
      return `${name()} gets turn counter ${n('count')}`;
    case E.rolled:
      return `${seat(n('player'))} wins the roll-off (${JSON.stringify(event.rolls)}) and goes first`;
    case E.die:
      return `${seat(n('player'))} rolls a d6: ${n('result')}`;
    case E.mulligan:
      return `${seat(n('player'))} keeps after ${n('mulligans')} mulligan(s)`;
    case E.peeked:
      return card >= 0
        ? `${seat(n('chooser'))} peeks at ${seat(n('player'))}'s lexicon and reveals ${name()}`
        : `${seat(n('chooser'))} peeks at ${seat(n('player'))}'s lexicon`;
    case E.chained:
      return `${event.label} is added to the chain`;
    case E.cancelled:
      return `${event.label} is cancelled`;
    case 'resolving':
      return `${event.label} resolves`;
    case 'player-out':
      return `${seat(n('player'))} is out (${event.reason})`;
    case 'game-over': {
      const winners = (event.winners as number[]).map(seat);
      return winners.length
        ? `${winners.join(', ')} wins (${event.reason})`
        : `the game is a draw (${event.reason})`;
    }
    default:
      return null;
  }
}
